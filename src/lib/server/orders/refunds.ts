import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, refundItems, refunds } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import type { Actor } from '../audit/service.ts';
import { emitEvent } from '../webhooks/events.ts';
import { fromMinor, toMinor } from '../catalog/pricing.ts';
import { refundOrderPayment } from '../payment/settlement.ts';
import { refundInputSchema, type OrderDetail, type RefundInput } from '../../orders/lifecycle.ts';
import { statusAfter, type OrderStatus } from '../../orders/status.ts';
import { formatPrice } from '../../store-view/format.ts';
import { changeOrder, recordStep, storeOfOrder, type LifecycleOptions } from './lifecycle.ts';
import { orderLinesWith, pickUnits, type OpenLine } from './shipments.ts';
import { refundMail } from './status-mails.ts';

/** A line as a refund sees it: units and money not yet refunded (minor units). */
interface RefundLine extends OpenLine {
  /** What the shopper paid for the line (after its discount). */
  paid: number;
  refunded: number;
}

/** What `units` of a line pay back: its share of what was paid; the last units take what is left of the line. */
export function lineRefund(line: RefundLine, units: number): number {
  if (units >= line.left) return line.paid - line.refunded;
  return Math.min(line.paid - line.refunded, Math.round((line.paid * units) / line.qty));
}

/** Scales line amounts down to a smaller total (the refund's own amount), the rounding left on the last line. */
export function scaleTo(amounts: number[], total: number): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum <= total) return amounts;
  const scaled = amounts.map((amount) => Math.floor((amount * total) / sum));
  scaled[scaled.length - 1]! += total - scaled.reduce((a, b) => a + b, 0);
  return scaled;
}

/** Pays money back on a paid order. More in README.md. */
export async function refundOrder(
  db: Db,
  orderNumber: string,
  input: RefundInput,
  actor: Actor,
  options: LifecycleOptions = {},
): Promise<OrderDetail> {
  const parsed = parseWith(refundInputSchema, input);
  return changeOrder(db, orderNumber, 'refund', options, async (tx, after, order) => {
    const store = storeOfOrder(order);
    const [done] = await tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    const left = toMinor(order.grandTotal) - toMinor(Number(done!.total));
    if (left <= 0) throw catalogError(409, 'refundNothingLeft');
    const lines: RefundLine[] = (
      await orderLinesWith(tx, order.id, {
        row: orderItems.rowTotalInclTax,
        discount: orderItems.discountAmount,
        units: sql<number>`coalesce((SELECT sum(qty) FROM refund_items WHERE order_item_id = ${orderItems.id}), 0)::int`,
        money: sql<string>`coalesce((SELECT sum(amount) FROM refund_items WHERE order_item_id = ${orderItems.id}), 0)`,
      })
    ).map((line) => ({
      id: line.id,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      left: line.qty - line.units,
      paid: Math.max(0, toMinor(line.row) - toMinor(line.discount)),
      refunded: toMinor(Number(line.money)),
    }));
    const whole = parsed.items === undefined && parsed.amount === undefined;
    const picked =
      parsed.items !== undefined || whole ? pickUnits(lines, parsed.items, 'refundLineTooMany') : new Map();
    const pickedLines = lines.filter((line) => picked.has(line.id));
    const lineAmounts = pickedLines.map((line) => lineRefund(line, picked.get(line.id)!));
    const amount = whole
      ? left
      : parsed.amount !== undefined
        ? toMinor(parsed.amount)
        : lineAmounts.reduce((a, b) => a + b, 0);
    if (amount > left)
      throw catalogError(409, 'refundTooMuch', {
        amount: formatPrice(fromMinor(amount), store),
        left: formatPrice(fromMinor(left), store),
      });
    if (amount <= 0) throw catalogError(409, 'refundNothingLeft');
    const shares = scaleTo(lineAmounts, amount);
    const reference = await refundOrderPayment(tx, order.orderNumber, fromMinor(amount), order.currency);
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amount: fromMinor(amount),
        reason: parsed.reason ?? null,
        paymentReference: reference ?? null,
      })
      .returning({ id: refunds.id });
    const items = pickedLines.map((line, index) => ({
      item_id: line.id,
      sku: line.sku,
      qty: picked.get(line.id)!,
      amount: fromMinor(shares[index]!),
    }));
    if (items.length > 0)
      await tx.insert(refundItems).values(
        items.map((item) => ({
          refundId: refund!.id,
          orderItemId: item.item_id,
          qty: item.qty,
          amount: item.amount,
        })),
      );
    const to = statusAfter(order.status as OrderStatus, 'refund', { amountLeftToRefund: left - amount });
    const data = { id: refund!.id, amount: fromMinor(amount), items, reference: reference ?? null };
    await recordStep(tx, after, order, actor, {
      event: 'refund',
      to,
      note: parsed.reason,
      mail: refundMail(order, store, fromMinor(amount), parsed.reason),
      audit: {
        before: { refundable: fromMinor(left) },
        after: { refund: data, refundable: fromMinor(left - amount) },
      },
    });
    const sent = await emitEvent(tx, 'order.refunded', {
      order_number: order.orderNumber,
      store_code: order.storeCode,
      status: to,
      currency: order.currency,
      refund: data,
      refunded_total: fromMinor(toMinor(order.grandTotal) - left + amount),
    });
    if (sent) after.webhooks = true;
  });
}
