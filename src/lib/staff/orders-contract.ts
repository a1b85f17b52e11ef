/**
 * The back office's order calls: the list with its filters, an order with everything that happened to it, and the
 * lifecycle (processing, shipments, delivery, cancellation, refunds) through the order services, each needing the
 * action of the role map it names; a staff member limited to one store sees and changes only that store's orders.
 */
import { z } from 'astro/zod';
import { orderWriteCalls } from '../orders/contract.ts';
import { orderDetailSchema } from '../orders/lifecycle.ts';
import { staffContract } from './contract.ts';
import {
  orderNumberParamsSchema,
  staffOrderPageSchema,
  staffOrdersQuerySchema,
  staffResendSchema,
  staffStatusSchema,
} from './orders.ts';

const example = { number: 'SE999999999' };
const refused = { 403: ['orderOtherStore'], 404: ['orderNotFound'] } as const;
const write = orderWriteCalls('/api/staff/orders/{number}', orderNumberParamsSchema);

/** GET /api/staff/orders?store&status&from&to&q&page: the orders, newest first. */
export const staffOrdersContract = staffContract({
  name: 'staff.orders',
  method: 'GET',
  path: '/api/staff/orders',
  staffAction: 'orders.read',
  summary: 'Orders, newest first: by store, status, days and a search (order number, e-mail or name)',
  query: staffOrdersQuerySchema,
  result: staffOrderPageSchema,
  errors: { 403: ['staffOtherStore'] },
  examples: [{ query: { status: 'pending', q: 'anna' } }],
});

/** GET /api/staff/orders/{number}: an order with lines, totals, addresses, shipments, refunds and history. */
export const staffOrderContract = staffContract({
  name: 'staff.order',
  method: 'GET',
  path: '/api/staff/orders/{number}',
  staffAction: 'orders.read',
  summary: 'An order with everything that happened to it',
  params: orderNumberParamsSchema,
  result: orderDetailSchema,
  errors: refused,
  examples: [{ params: example }],
});

/** POST /api/staff/orders/{number}/status `{ status: processing|delivered, note? }`. */
export const staffOrderStatusContract = staffContract({
  name: 'staff.orderStatus',
  ...write.status,
  staffAction: 'orders.fulfil',
  summary: 'Start processing a pending order, or mark a shipped order delivered',
  body: staffStatusSchema,
  errors: { ...refused, 409: ['orderCannotProcess', 'orderCannotDeliver'] },
  examples: [{ params: example, body: { status: 'processing' } }],
});

/** POST /api/staff/orders/{number}/shipments `{ carrier, tracking_number, items?, note? }`: a parcel sent. */
export const staffOrderShipContract = staffContract({
  name: 'staff.orderShip',
  ...write.ship,
  staffAction: 'orders.fulfil',
  summary: 'Record a parcel: carrier, tracking number and the units of each line (all left when none are given)',
  description: 'The shopper gets a mail with the tracking link; partial shipments are allowed.',
  errors: { ...refused, 409: ['orderCannotShip', 'shipmentTooMany', 'shipmentNothingLeft', 'orderLineUnknown'] },
  examples: [{ params: example, body: { carrier: 'postnord', tracking_number: 'SE1234567890' } }],
});

/** POST /api/staff/orders/{number}/cancel `{ reason? }`: stock returned, payment voided, the shopper mailed. */
export const staffOrderCancelContract = staffContract({
  name: 'staff.orderCancel',
  ...write.cancel,
  staffAction: 'orders.cancel',
  summary: 'Cancel a pending or processing order: its stock comes back and its payment is voided',
  errors: { ...refused, 409: ['orderCannotCancel'] },
  examples: [{ params: example, body: { reason: 'Kunden ångrade sig' } }],
});

/** POST /api/staff/orders/{number}/refunds `{ amount?, items?, reason? }`: whole or per line. */
export const staffOrderRefundContract = staffContract({
  name: 'staff.orderRefund',
  ...write.refund,
  staffAction: 'orders.refund',
  summary: 'Refund an order: units per line and/or an amount; with neither, everything not yet refunded',
  errors: {
    ...refused,
    409: ['orderCannotRefund', 'refundTooMuch', 'refundLineTooMany', 'refundNothingLeft', 'orderLineUnknown'],
  },
  examples: [{ params: example, body: { amount: 100, reason: 'Retur' } }],
});

/** POST /api/staff/orders/{number}/resend `{ mail_id }`: a mail of the order's history sent again. */
export const staffOrderResendContract = staffContract({
  name: 'staff.orderResend',
  method: 'POST',
  path: '/api/staff/orders/{number}/resend',
  staffAction: 'mails.resend',
  summary: 'Send a mail of the order’s history again (confirmation, shipping, cancellation, refund)',
  params: orderNumberParamsSchema,
  body: staffResendSchema,
  result: z.literal(true),
  errors: refused,
  examples: [{ params: example, body: { mail_id: 99999999 } }],
});
