/**
 * The back office's order calls: the list with its filters, an order with everything that happened to it, and the
 * lifecycle (processing, shipments, delivery, cancellation, refunds) through the order services, each needing the
 * action of the role map it names; a staff member limited to one store sees and changes only that store's orders.
 */
import { z } from 'astro/zod';
import { defineContract } from '../api-client/contract.ts';
import { cancelInputSchema, orderDetailSchema, refundInputSchema, shipmentInputSchema } from '../orders/lifecycle.ts';
import { STAFF_TAG } from './contract.ts';
import {
  orderNumberParamsSchema,
  staffOrderPageSchema,
  staffOrdersQuerySchema,
  staffResendSchema,
  staffStatusSchema,
} from './orders.ts';

const order = { params: orderNumberParamsSchema, result: orderDetailSchema };
const example = { number: 'SE999999999' };
const refused = { 403: ['orderOtherStore'], 404: ['orderNotFound'] } as const;

/** GET /api/staff/orders?store&status&from&to&q&page: the orders, newest first. */
export const staffOrdersContract = defineContract({
  name: 'staff.orders',
  method: 'GET',
  path: '/api/staff/orders',
  tag: STAFF_TAG,
  auth: 'staff',
  staffAction: 'orders.read',
  storeQuery: false,
  summary: 'Orders, newest first: by store, status, days and a search (order number, e-mail or name)',
  query: staffOrdersQuerySchema,
  result: staffOrderPageSchema,
  errors: { 403: ['staffOtherStore'] },
  examples: [{ query: { status: 'pending', q: 'anna' } }],
});

/** GET /api/staff/orders/{number}: an order with lines, totals, addresses, shipments, refunds and history. */
export const staffOrderContract = defineContract({
  name: 'staff.order',
  method: 'GET',
  path: '/api/staff/orders/{number}',
  tag: STAFF_TAG,
  auth: 'staff',
  staffAction: 'orders.read',
  storeQuery: false,
  summary: 'An order with everything that happened to it',
  ...order,
  errors: refused,
  examples: [{ params: example }],
});

/** POST /api/staff/orders/{number}/status `{ status: processing|delivered, note? }`. */
export const staffOrderStatusContract = defineContract({
  name: 'staff.orderStatus',
  method: 'POST',
  path: '/api/staff/orders/{number}/status',
  tag: STAFF_TAG,
  auth: 'staff',
  staffAction: 'orders.fulfil',
  storeQuery: false,
  summary: 'Start processing a pending order, or mark a shipped order delivered',
  ...order,
  body: staffStatusSchema,
  errors: { ...refused, 409: ['orderCannotProcess', 'orderCannotDeliver'] },
  examples: [{ params: example, body: { status: 'processing' } }],
});

/** POST /api/staff/orders/{number}/shipments `{ carrier, tracking_number, items?, note? }`: a parcel sent. */
export const staffOrderShipContract = defineContract({
  name: 'staff.orderShip',
  method: 'POST',
  path: '/api/staff/orders/{number}/shipments',
  tag: STAFF_TAG,
  auth: 'staff',
  staffAction: 'orders.fulfil',
  storeQuery: false,
  summary: 'Record a parcel: carrier, tracking number and the units of each line (all left when none are given)',
  description: 'The shopper gets a mail with the tracking link; partial shipments are allowed.',
  ...order,
  body: shipmentInputSchema,
  errors: { ...refused, 409: ['orderCannotShip', 'shipmentTooMany', 'shipmentNothingLeft', 'orderLineUnknown'] },
  examples: [{ params: example, body: { carrier: 'postnord', tracking_number: 'SE1234567890' } }],
});

/** POST /api/staff/orders/{number}/cancel `{ reason? }`: stock returned, payment voided, the shopper mailed. */
export const staffOrderCancelContract = defineContract({
  name: 'staff.orderCancel',
  method: 'POST',
  path: '/api/staff/orders/{number}/cancel',
  tag: STAFF_TAG,
  auth: 'staff',
  staffAction: 'orders.cancel',
  storeQuery: false,
  summary: 'Cancel a pending or processing order: its stock comes back and its payment is voided',
  ...order,
  body: cancelInputSchema,
  bodyRequired: false,
  errors: { ...refused, 409: ['orderCannotCancel'] },
  examples: [{ params: example, body: { reason: 'Kunden ångrade sig' } }],
});

/** POST /api/staff/orders/{number}/refunds `{ amount?, items?, reason? }`: whole or per line. */
export const staffOrderRefundContract = defineContract({
  name: 'staff.orderRefund',
  method: 'POST',
  path: '/api/staff/orders/{number}/refunds',
  tag: STAFF_TAG,
  auth: 'staff',
  staffAction: 'orders.refund',
  storeQuery: false,
  summary: 'Refund an order: units per line and/or an amount; with neither, everything not yet refunded',
  ...order,
  body: refundInputSchema,
  bodyRequired: false,
  errors: {
    ...refused,
    409: ['orderCannotRefund', 'refundTooMuch', 'refundLineTooMany', 'refundNothingLeft', 'orderLineUnknown'],
  },
  examples: [{ params: example, body: { amount: 100, reason: 'Retur' } }],
});

/** POST /api/staff/orders/{number}/resend `{ mail_id }`: a mail of the order's history sent again. */
export const staffOrderResendContract = defineContract({
  name: 'staff.orderResend',
  method: 'POST',
  path: '/api/staff/orders/{number}/resend',
  tag: STAFF_TAG,
  auth: 'staff',
  staffAction: 'mails.resend',
  storeQuery: false,
  summary: 'Send a mail of the order’s history again (confirmation, shipping, cancellation, refund)',
  params: orderNumberParamsSchema,
  body: staffResendSchema,
  result: z.literal(true),
  errors: refused,
  examples: [{ params: example, body: { mail_id: 99999999 } }],
});

/** Every order call of the back office. */
export const staffOrderContracts = [
  staffOrdersContract,
  staffOrderContract,
  staffOrderStatusContract,
  staffOrderShipContract,
  staffOrderCancelContract,
  staffOrderRefundContract,
  staffOrderResendContract,
] as const;
