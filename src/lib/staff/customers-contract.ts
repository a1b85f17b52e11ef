/**
 * The back office's customer calls (find, view with orders, a password-reset mail) and the audit log; a staff member
 * limited to one store finds only that store's customers.
 */
import { z } from 'astro/zod';
import { auditPageSchema, auditQuerySchema } from '../audit/schema.ts';
import { staffContract } from './contract.ts';
import { staffCustomerPageSchema, staffCustomerSchema, staffCustomersQuerySchema } from './customers.ts';
import { staffIdParamsSchema } from './schema.ts';

/** A call about one customer, by id: another store's customer is refused, an unknown one not found. */
const oneCustomer = {
  params: staffIdParamsSchema,
  errors: { 403: ['staffOtherStore'], 404: ['notFound'] },
  examples: [{ params: { id: '99999999' } }],
} as const;

/** GET /api/staff/customers?q&page: customers by e-mail or name. */
export const staffCustomersContract = staffContract({
  name: 'staff.customers',
  method: 'GET',
  path: '/api/staff/customers',
  staffAction: 'customers.read',
  summary: 'Find customers by e-mail or name (or part)',
  query: staffCustomersQuerySchema,
  result: staffCustomerPageSchema,
  examples: [{ query: { q: 'anna' } }],
});

/** GET /api/staff/customers/{id}: a customer with addresses and orders. */
export const staffCustomerContract = staffContract({
  name: 'staff.customer',
  method: 'GET',
  path: '/api/staff/customers/{id}',
  staffAction: 'customers.read',
  summary: 'A customer with addresses and orders',
  ...oneCustomer,
  result: staffCustomerSchema,
});

/** POST /api/staff/customers/{id}/password-reset: a mail with a link to choose a new password. */
export const staffCustomerResetContract = staffContract({
  name: 'staff.customerReset',
  method: 'POST',
  path: '/api/staff/customers/{id}/password-reset',
  staffAction: 'customers.passwordReset',
  summary: 'Send a customer a password-reset mail (in their store’s language, through the outbox)',
  ...oneCustomer,
  result: z.literal(true),
});

/** GET /api/staff/audit?…: who did what, when, before and after; newest first. */
export const staffAuditContract = staffContract({
  name: 'staff.audit',
  method: 'GET',
  path: '/api/staff/audit',
  staffAction: 'audit.read',
  summary: 'The audit log: by actor, action (or a prefix ending in "."), entity and time',
  query: auditQuerySchema,
  result: auditPageSchema,
  examples: [{ query: { action: 'staff.' } }],
});
