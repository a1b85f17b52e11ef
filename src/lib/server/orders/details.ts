import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  mailOutbox,
  orderHistory,
  orderItems,
  orders,
  refundItems,
  refunds,
  shipmentItems,
  shipments,
} from '../db/schema/index.ts';
import { carrierOf, trackingUrl } from '../../orders/carriers.ts';
import type { HistoryEntry, OrderDetail } from '../../orders/lifecycle.ts';
import type { OrderStatus } from '../../orders/status.ts';
import { isStoreCode } from '../../store-view/config.ts';
import { groupBy } from '../db/rows.ts';
import { orderTotals, storedLineOptions } from './summary.ts';

/** What can read orders: the database or an open transaction. */
export type OrderReader = Pick<Db, 'select'>;

type OrderRow = typeof orders.$inferSelect;

const money = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Orders with their lines (and how many units of each were shipped and refunded), shipments with tracking links in
 * the order's store language, refunds and history with its mails; in the order of `rows`. Six queries for any number.
 */
export async function orderDetailsOf(db: OrderReader, rows: OrderRow[]): Promise<OrderDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, parcels, parcelLines, paid, paidLines, steps] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(shipments).where(inArray(shipments.orderId, ids)).orderBy(asc(shipments.id)),
    db
      .select(getTableColumns(shipmentItems))
      .from(shipmentItems)
      .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
      .where(inArray(shipments.orderId, ids)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id)),
    db
      .select(getTableColumns(refundItems))
      .from(refundItems)
      .innerJoin(refunds, eq(refunds.id, refundItems.refundId))
      .where(inArray(refunds.orderId, ids)),
    db
      .select({
        orderId: orderHistory.orderId,
        event: orderHistory.event,
        fromStatus: orderHistory.fromStatus,
        toStatus: orderHistory.toStatus,
        note: orderHistory.note,
        actorType: orderHistory.actorType,
        actorName: orderHistory.actorName,
        at: orderHistory.at,
        mailId: mailOutbox.id,
        mailKind: mailOutbox.kind,
        mailTo: mailOutbox.to,
        mailSentAt: mailOutbox.sentAt,
      })
      .from(orderHistory)
      .leftJoin(mailOutbox, eq(mailOutbox.id, orderHistory.mailId))
      .where(inArray(orderHistory.orderId, ids))
      .orderBy(asc(orderHistory.id)),
  ]);
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const sum = (list: { orderItemId: number; qty: number }[], itemId: number) =>
    list.filter((entry) => entry.orderItemId === itemId).reduce((total, entry) => total + entry.qty, 0);
  const byOrder = <T extends { orderId: number }>(list: T[]) => groupBy(list, (row) => row.orderId);
  const [linesOf, parcelsOf, refundsOf, stepsOf] = [byOrder(lines), byOrder(parcels), byOrder(paid), byOrder(steps)];
  const parcelItems = groupBy(parcelLines, (entry) => entry.shipmentId);
  const refundItemsOf = groupBy(paidLines, (entry) => entry.refundId);
  return rows.map((order) => {
    const store = isStoreCode(order.storeCode) ? order.storeCode : 'sv';
    const refunded = refundsOf.get(order.id) ?? [];
    return {
      order_number: order.orderNumber,
      order_id: order.orderHash,
      store_code: order.storeCode,
      status: order.status as OrderStatus,
      created_at: order.createdAt.toISOString(),
      customer: { id: order.customerId, email: order.email },
      currency: order.currency,
      totals: {
        ...orderTotals(order),
        refunded_amount: money(refunded.reduce((total, refund) => total + refund.amount, 0)),
      },
      shipping_address: order.shippingAddress,
      billing_address: order.billingAddress,
      shipping: {
        carrier_code: order.shippingCarrierCode,
        method_code: order.shippingMethodCode,
        service_point_id: order.servicePointId,
      },
      payment: { method: order.paymentMethodCode },
      items: (linesOf.get(order.id) ?? []).map((line) => ({
        item_id: line.id,
        sku: line.sku,
        name: line.name,
        qty_ordered: line.qty,
        qty_shipped: sum(parcelLines, line.id),
        qty_refunded: sum(paidLines, line.id),
        price_incl_tax: line.priceInclTax,
        row_total_incl_tax: line.rowTotalInclTax,
        discount_amount: line.discountAmount,
        tax_percent: line.taxPercent,
        tax_amount: line.taxAmount,
        options: storedLineOptions(line.productOption),
      })),
      shipments: (parcelsOf.get(order.id) ?? []).map((parcel) => ({
        id: parcel.id,
        carrier_code: parcel.carrierCode,
        carrier_title: carrierOf(parcel.carrierCode)?.title ?? parcel.carrierCode,
        tracking_number: parcel.trackingNumber,
        tracking_url: trackingUrl(parcel.carrierCode, parcel.trackingNumber, store) ?? null,
        created_at: parcel.createdAt.toISOString(),
        items: (parcelItems.get(parcel.id) ?? []).map((entry) => ({
          item_id: entry.orderItemId,
          sku: lineById.get(entry.orderItemId)?.sku ?? '',
          name: lineById.get(entry.orderItemId)?.name ?? '',
          qty: entry.qty,
        })),
      })),
      refunds: refunded.map((refund) => ({
        id: refund.id,
        amount: refund.amount,
        reason: refund.reason,
        created_at: refund.createdAt.toISOString(),
        items: (refundItemsOf.get(refund.id) ?? []).map((entry) => ({
          item_id: entry.orderItemId,
          sku: lineById.get(entry.orderItemId)?.sku ?? '',
          qty: entry.qty,
          amount: entry.amount,
        })),
      })),
      history: (stepsOf.get(order.id) ?? []).map((step) => ({
        event: step.event as HistoryEntry['event'],
        from_status: step.fromStatus,
        to_status: step.toStatus,
        note: step.note,
        actor: { type: step.actorType, name: step.actorName },
        at: step.at.toISOString(),
        mail: step.mailKind
          ? {
              id: step.mailId!,
              kind: step.mailKind,
              to: step.mailTo ?? '',
              sent_at: step.mailSentAt?.toISOString() ?? null,
            }
          : null,
      })),
    };
  });
}

/** One order with everything that happened to it, by its number; undefined when there is none. */
export async function orderDetail(db: OrderReader, orderNumber: string): Promise<OrderDetail | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row ? (await orderDetailsOf(db, [row]))[0] : undefined;
}
