/** The order lifecycle (see src/lib/orders/status.ts for the statuses and moves). More in README.md. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderHistory, orders } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { enqueueMail, type Mail } from '../mail/mailer.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { emitEvent } from '../webhooks/events.ts';
import { voidOrderPayment } from '../payment/settlement.ts';
import type { ErrorName } from '../../i18n/errors.ts';
import {
  cancelInputSchema,
  statusInputSchema,
  type CancelInput,
  type OrderDetail,
  type StatusInput,
} from '../../orders/lifecycle.ts';
import { canHappen, eventOfStatus, type OrderEvent, type OrderStatus } from '../../orders/status.ts';
import { isStoreCode, type StoreCode } from '../../store-view/config.ts';
import { orderDetail } from './details.ts';
import { AfterCommit, commitWork } from './effects.ts';
import { returnOrderStock, returnOrderVouchers } from './order-stock.ts';
import { cancellationMail } from './status-mails.ts';

/** An order row. */
export type OrderRow = typeof orders.$inferSelect;

/** How a lifecycle call is made: by whom, limited to a store (staff of one store), with the after-commit work. */
export interface LifecycleOptions {
  /** Only orders of this store may be changed (another store's order is a 403). */
  onlyStore?: StoreCode | undefined;
  /** Collects the work after the commit for a caller that commits itself (see `commitWork`). */
  after?: AfterCommit | undefined;
}

const ORDER_NUMBER = /^[A-Z]{2}\d{1,12}$/;

/** The catalogue message of a refused move. */
const refusals: Record<OrderEvent, ErrorName> = {
  process: 'orderCannotProcess',
  ship: 'orderCannotShip',
  deliver: 'orderCannotDeliver',
  cancel: 'orderCannotCancel',
  refund: 'orderCannotRefund',
};

/** Locks an order for a change; 404 for an unknown number, 403 for another store's order. */
export async function lockOrder(tx: Db, orderNumber: string, onlyStore?: StoreCode): Promise<OrderRow> {
  if (!ORDER_NUMBER.test(orderNumber)) throw catalogError(404, 'orderNotFound');
  const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
  if (!order) throw catalogError(404, 'orderNotFound');
  if (onlyStore && order.storeCode !== onlyStore) throw catalogError(403, 'orderOtherStore');
  return order;
}

/** Refuses (409, with the catalogue message of the move) an event the order's status does not allow. */
export function refuseUnlessAllowed(order: OrderRow, event: OrderEvent): void {
  if (!canHappen(order.status, event)) throw catalogError(409, refusals[event], { status: order.status });
}

/** The store of an order (its mails' language). */
export const storeOfOrder = (order: OrderRow): StoreCode => (isStoreCode(order.storeCode) ? order.storeCode : 'sv');

/** A step of an order's life to record. */
export interface Step {
  event: OrderEvent;
  to: OrderStatus;
  note?: string | null | undefined;
  mail?: Mail | undefined;
  /** The audit entry's before and after (the status is added). */
  audit?: { before?: Record<string, unknown>; after?: Record<string, unknown> };
}

/**
 * Records a step in the order's transaction: status and change position, history (with its mail, written to the
 * outbox), audit entry, and `order.status_changed` when the status moved.
 */
export async function recordStep(tx: Db, after: AfterCommit, order: OrderRow, actor: Actor, step: Step): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: step.to,
      changeXid: sql`(pg_current_xact_id()::text)::bigint`,
      changeSeq: sql`nextval(pg_get_serial_sequence('orders', 'change_seq'))`,
    })
    .where(eq(orders.id, order.id));
  const mailId = step.mail ? await enqueueMail(tx, step.mail) : null;
  if (mailId !== null) after.mails.push(mailId);
  await tx.insert(orderHistory).values({
    orderId: order.id,
    event: step.event,
    fromStatus: order.status,
    toStatus: step.to,
    note: step.note ?? null,
    actorType: actor.type,
    actorName: actor.name.slice(0, 200),
    mailId,
  });
  await recordAudit(tx, actor, {
    action: `order.${step.event}`,
    entityType: 'order',
    entityId: order.orderNumber,
    storeCode: order.storeCode,
    before: { status: order.status, ...step.audit?.before },
    after: { status: step.to, ...(step.note ? { note: step.note } : {}), ...step.audit?.after },
  });
  if (step.to !== order.status) {
    const sent = await emitEvent(tx, 'order.status_changed', {
      order_number: order.orderNumber,
      store_code: order.storeCode,
      from: order.status,
      to: step.to,
    });
    if (sent) after.webhooks = true;
  }
}

/** The order as it is now, after a change (read after the commit). */
async function detailAfter(db: Db, orderNumber: string): Promise<OrderDetail> {
  const detail = await orderDetail(db, orderNumber);
  if (!detail) throw catalogError(404, 'orderNotFound');
  return detail;
}

/**
 * Runs one lifecycle change of an order: in one transaction the order is locked, the event refused (409) unless its
 * status allows it, then `work` records it; after the commit the order is read as it is now.
 */
export async function changeOrder(
  db: Db,
  orderNumber: string,
  event: OrderEvent,
  options: LifecycleOptions,
  work: (tx: Db, after: AfterCommit, order: OrderRow) => Promise<void>,
): Promise<OrderDetail> {
  await commitWork(
    db,
    async (tx, after) => {
      const order = await lockOrder(tx, orderNumber, options.onlyStore);
      refuseUnlessAllowed(order, event);
      await work(tx, after, order);
    },
    options.after,
  );
  return detailAfter(db, orderNumber);
}

/**
 * Sets a status that is not the result of a shipment or refund: `processing` (paid, being packed), `delivered`, or
 * `cancelled` (see `cancelOrder`). 404 unknown order, 409 a move the lifecycle does not allow, 400 bad input.
 */
export async function setOrderStatus(
  db: Db,
  orderNumber: string,
  input: StatusInput,
  actor: Actor,
  options: LifecycleOptions = {},
): Promise<OrderDetail> {
  const { status, note } = parseWith(statusInputSchema, input);
  if (status === 'cancelled') return cancelOrder(db, orderNumber, { reason: note }, actor, options);
  const event = eventOfStatus(status);
  return changeOrder(db, orderNumber, event, options, (tx, after, order) =>
    recordStep(tx, after, order, actor, { event, to: status, note }),
  );
}

/**
 * Cancels a pending or processing order: the stock it took comes back (its pages retired, back-in-stock alerts
 * mailed), its gift cards get their amounts back and its coupon its use, the payment is voided, the shopper gets a
 * cancellation mail in the store's language.
 */
export async function cancelOrder(
  db: Db,
  orderNumber: string,
  input: CancelInput,
  actor: Actor,
  options: LifecycleOptions = {},
): Promise<OrderDetail> {
  const { reason } = parseWith(cancelInputSchema, input);
  return changeOrder(db, orderNumber, 'cancel', options, async (tx, after, order) => {
    const returned = await returnOrderStock(tx, after, order);
    const vouchers = await returnOrderVouchers(tx, order);
    const voided = await voidOrderPayment(tx, order.orderNumber);
    await recordStep(tx, after, order, actor, {
      event: 'cancel',
      to: 'cancelled',
      note: [reason, voided].filter(Boolean).join(' · ') || null,
      mail: cancellationMail(order, storeOfOrder(order), reason),
      audit: { after: { stock_returned: returned, ...vouchers, ...(voided ? { payment: voided } : {}) } },
    });
    if (await emitEvent(tx, 'order.cancelled', { order_number: order.orderNumber, reason: reason ?? null }))
      after.webhooks = true;
  });
}
