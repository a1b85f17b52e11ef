import { eq, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orderStock, type orders } from '../db/schema/index.ts';
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
