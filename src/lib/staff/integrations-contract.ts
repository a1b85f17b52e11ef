/** The back office's integration calls: keys and webhook endpoints (README.md "Integrations"). */
import { z } from 'astro/zod';
import { optionalField, rowIdParamsSchema } from '../api-client/fields.ts';
import { formMessages } from '../i18n/errors.ts';
import { integrationKeyInputSchema, integrationKeySchema } from '../integration/scopes.ts';
import {
  webhookActiveCall,
  webhookCreateCall,
  webhookDeleteCall,
  webhookDeliveriesCall,
  webhookListCall,
  webhookResendCall,
} from '../webhooks/contract.ts';
import { DELIVERY_STATUSES } from '../webhooks/schema.ts';
import { staffContract } from './contract.ts';

const UNKNOWN_ID = { id: '2147483647' };

/** GET /api/staff/integration-keys: every key, newest first (never the key itself). */
export const staffKeysContract = staffContract({
  name: 'staff.keys',
  method: 'GET',
  path: '/api/staff/integration-keys',
  staffAction: 'keys.manage',
  summary: 'Integration keys, newest first: name, scopes, created, last used, revoked',
  result: z.array(integrationKeySchema),
});

/** POST /api/staff/integration-keys: a new key; the key itself is in the answer, once. */
export const staffKeyCreateContract = staffContract({
  name: 'staff.keyCreate',
  method: 'POST',
  path: '/api/staff/integration-keys',
  staffAction: 'keys.manage',
  summary: 'Creates an integration key; the answer holds the key (npk_…), shown this once',
  body: integrationKeyInputSchema,
  result: integrationKeySchema.extend({ key: z.string() }),
  errors: { 400: ['fixErrors'] },
  examples: [{ body: { name: 'erp', scopes: ['orders:read'] } }],
});

/** POST /api/staff/integration-keys/{id}/revoke: calls with the key are refused from now on. */
export const staffKeyRevokeContract = staffContract({
  name: 'staff.keyRevoke',
  method: 'POST',
  path: '/api/staff/integration-keys/{id}/revoke',
  staffAction: 'keys.manage',
  summary: 'Revokes an integration key (revoking twice changes nothing)',
  params: rowIdParamsSchema,
  result: integrationKeySchema,
  errors: { 404: ['notFound'] },
  examples: [{ params: UNKNOWN_ID }],
});

/** GET /api/staff/webhooks: every endpoint with its pending and failed deliveries. */
export const staffWebhooksContract = staffContract({
  name: 'staff.webhooks',
  path: '/api/staff/webhooks',
  staffAction: 'webhooks.manage',
  ...webhookListCall,
});

/** POST /api/staff/webhooks: a new endpoint; its signing secret is in the answer, once. */
export const staffWebhookCreateContract = staffContract({
  name: 'staff.webhookCreate',
  path: '/api/staff/webhooks',
  staffAction: 'webhooks.manage',
  ...webhookCreateCall,
  errors: { 400: ['webhookUrl'] },
  examples: [{ body: { url: 'https://erp.example.com/nordpeak', events: ['order.placed'] } }],
});

/** DELETE /api/staff/webhooks/{id}: removes an endpoint with its deliveries. */
export const staffWebhookDeleteContract = staffContract({
  name: 'staff.webhookDelete',
  path: '/api/staff/webhooks/{id}',
  staffAction: 'webhooks.manage',
  ...webhookDeleteCall,
  examples: [{ params: UNKNOWN_ID }],
});

/** POST /api/staff/webhooks/{id}/active: pauses (`false`) or resumes (`true`) an endpoint. */
export const staffWebhookActiveContract = staffContract({
  name: 'staff.webhookActive',
  path: '/api/staff/webhooks/{id}/active',
  staffAction: 'webhooks.manage',
  ...webhookActiveCall,
  examples: [{ params: UNKNOWN_ID, body: { active: false } }],
});

/** GET /api/staff/webhooks/{id}/deliveries?status: an endpoint's recent deliveries with their attempts. */
export const staffDeliveriesContract = staffContract({
  name: 'staff.deliveries',
  path: '/api/staff/webhooks/{id}/deliveries',
  staffAction: 'webhooks.manage',
  summary: "An endpoint's 50 newest deliveries, each with its attempts (time, HTTP status or error)",
  ...webhookDeliveriesCall,
  query: z.object({ status: optionalField(z.enum(DELIVERY_STATUSES, { error: formMessages.fixErrors })) }),
  examples: [{ params: UNKNOWN_ID, query: { status: 'failed' } }],
});

/** POST /api/staff/webhooks/deliveries/{id}/resend: send a delivery again now. */
export const staffResendContract = staffContract({
  name: 'staff.resend',
  path: '/api/staff/webhooks/deliveries/{id}/resend',
  staffAction: 'webhooks.manage',
  ...webhookResendCall,
  examples: [{ params: UNKNOWN_ID }],
});

/** The integration calls of the back office. */
export const staffIntegrationContracts = [
  staffKeysContract,
  staffKeyCreateContract,
  staffKeyRevokeContract,
  staffWebhooksContract,
  staffWebhookCreateContract,
  staffWebhookDeleteContract,
  staffWebhookActiveContract,
  staffDeliveriesContract,
  staffResendContract,
] as const;
