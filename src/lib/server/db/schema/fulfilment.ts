import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { actedBy, money, ownedBy, refersTo, serialId, stampedAt } from './columns.ts';
import { orderItems, orders } from './sales.ts';
import { products } from './catalog.ts';

/** Every step of an order's life (placed, processing, shipped …) with who took it and the mail it sent. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    /** placed, process, ship, deliver, cancel, refund */
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    ...actedBy(),
    /** The mail this step wrote to the outbox (`mail_outbox.id`), if any. */
    mailId: integer('mail_id'),
    at: stampedAt('at'),
  },
  (t) => [index('order_history_order').on(t.orderId, t.id)],
);

/** Parcels sent for an order: carrier, tracking number and the lines in them (several per order when split). */
export const shipments = pgTable(
  'shipments',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    carrierCode: text('carrier_code').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('shipments_order').on(t.orderId)],
);

/** The units of each order line in a shipment. */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    shipmentId: ownedBy('shipment_id', () => shipments.id),
    orderItemId: ownedBy('order_item_id', () => orderItems.id),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.orderItemId] })],
);

/** Money paid back on an order (whole or part, per line or an amount), never above what was paid. */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    amount: money('amount').notNull(),
    reason: text('reason'),
    /** The payment provider's reference of the refund. */
    paymentReference: text('payment_reference'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('refunds_order').on(t.orderId)],
);

/** The units and amount of each order line a refund pays back. */
export const refundItems = pgTable(
  'refund_items',
  {
    refundId: ownedBy('refund_id', () => refunds.id),
    orderItemId: ownedBy('order_item_id', () => orderItems.id),
    qty: integer('qty').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderItemId] })],
);

/** The stock an order took, per product (bundle parts and variants included): what a cancellation gives back. */
export const orderStock = pgTable(
  'order_stock',
  {
    orderId: ownedBy('order_id', () => orders.id),
    productId: refersTo('product_id', () => products.id),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);
