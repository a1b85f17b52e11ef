import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, stockItems } from '../db/schema/index.ts';
import { emitEvent } from '../webhooks/events.ts';
import { orderDetailsOf } from './details.ts';

/**
 * What the lifecycle keeps of a new order, written inside the order placement transaction (one call after its lines
 * are stored): the stock it took per product (what a cancellation gives back), the first step of its history, and
 * the `order.placed` and `stock.changed` webhook events when an endpoint wants them. Without endpoints it costs one
 * statement.
 */
export async function recordPlacedOrder(tx: Db, orderId: number, stockTaken: [number, number][]): Promise<void> {
  const productIds = stockTaken.map(([productId]) => productId);
  const qtys = stockTaken.map(([, qty]) => qty);
  const written = await tx.execute(sql`
    WITH taken AS (
      INSERT INTO order_stock (order_id, product_id, qty)
      SELECT ${orderId}, product_id, qty FROM unnest(${sql.param(productIds)}::int[], ${sql.param(qtys)}::int[]) AS t(product_id, qty)
    ),
    step AS (
      INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, actor_name)
      VALUES (${orderId}, 'placed', NULL, 'pending', 'system', 'checkout')
    )
    SELECT DISTINCT unnest(events) AS type FROM webhook_endpoints`);
  const wanted = new Set((written as unknown as { rows: { type: string }[] }).rows.map((row) => row.type));
  if (wanted.has('order.placed')) {
    const rows = await tx.select().from(orders).where(eq(orders.id, orderId));
    const [detail] = await orderDetailsOf(tx, rows);
    if (detail) await emitEvent(tx, 'order.placed', detail);
  }
  if (wanted.has('stock.changed') && productIds.length > 0) {
    const levels = await tx
      .select({
        sku: stockItems.sku,
        qty: stockItems.qty,
        isInStock: stockItems.isInStock,
        productId: stockItems.productId,
      })
      .from(stockItems)
      .where(inArray(stockItems.productId, productIds));
    await emitEvent(tx, 'stock.changed', {
      source: 'order',
      items: levels.map((level) => ({
        sku: level.sku,
        qty: level.qty,
        previous_qty: level.qty + (stockTaken.find(([id]) => id === level.productId)?.[1] ?? 0),
        is_in_stock: level.isInStock,
      })),
    });
  }
}
