import { eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons, giftCards, orderItems, orderStock, type orders } from '../db/schema/index.ts';
import { writeStock } from '../integration/stock.ts';
import type { AfterCommit } from './effects.ts';

/**
 * Gives back the stock a cancelled order took (recorded per product at placement, bundle parts and variants
 * included; for orders placed before that record existed, the quantities of its lines). Returns what came back.
 */
export async function returnOrderStock(
  tx: Db,
  after: AfterCommit,
  order: Pick<typeof orders.$inferSelect, 'id' | 'orderNumber'>,
): Promise<{ sku: string; qty: number }[]> {
  let taken = await tx
    .select({ productId: orderStock.productId, qty: orderStock.qty })
    .from(orderStock)
    .where(eq(orderStock.orderId, order.id));
  if (taken.length === 0)
    taken = (
      await tx
        .select({ productId: orderItems.productId, qty: sum(orderItems.qty).mapWith(Number) })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .groupBy(orderItems.productId)
    ).map((row) => ({ productId: row.productId, qty: row.qty }));
  const changed = await writeStock(tx, after, taken, 'add', `order ${order.orderNumber} cancelled`);
  return changed.map((row) => ({ sku: row.sku, qty: row.qty - row.previous }));
}

/**
 * Gives back what a cancelled order used of the shop's vouchers: each gift card's amount to its balance, and the
 * coupon's use (a limited coupon can be used again). Returns what came back, for the history and audit log.
 */
export async function returnOrderVouchers(
  tx: Db,
  order: Pick<typeof orders.$inferSelect, 'couponCode' | 'giftCardUses'>,
): Promise<{ gift_cards: { code: string; amount: number }[]; coupon: string | null }> {
  const cards = order.giftCardUses.filter((use) => use.amount > 0);
  for (const use of cards)
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${use.amount}` })
      .where(eq(giftCards.code, use.code));
  if (order.couponCode)
    await tx
      .update(coupons)
      .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
      .where(eq(coupons.code, order.couponCode));
  return { gift_cards: cards, coupon: order.couponCode };
}
