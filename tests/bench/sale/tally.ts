/** What a flash sale left behind: units oversold and orders lost, read from the database afterwards. */
import type pg from 'pg';
import { send } from '../open-loop.ts';
import type { SaleSetup } from './setup.ts';

/** The order number of an order call's answer. */
export const orderNumberOf = (body: string) =>
  (JSON.parse(body) as { result: { order_number: string } }).result.order_number;

/**
 * Oversold units (what the stock lost against what the stored orders hold, per hot sku) and lost orders (an
 * acknowledged order missing, or a stored one neither acknowledged nor answered again by its order_id).
 */
export async function tally(
  client: pg.Client,
  entry: string,
  setup: SaleSetup,
  acknowledged: Map<string, string>,
  unanswered: Map<string, unknown>,
): Promise<{ oversold: number; lost: number }> {
  // Oversold: what the stock lost against what the stored orders hold, per hot sku.
  let oversold = 0;
  for (const item of setup.hot) {
    const stock = await client.query<{ qty: string }>('SELECT qty FROM stock_items WHERE product_id = $1', [
      item.productId,
    ]);
    const sold = await client.query<{ units: string | null }>(
      `SELECT sum(oi.qty) AS units FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.product_id = $1 AND o.order_hash LIKE 'sale-%'`,
      [item.productId],
    );
    const units = Number(sold.rows[0]?.units ?? 0);
    const left = Number(stock.rows[0]!.qty);
    oversold += Math.max(0, units - item.stock) + Math.max(0, -left) + Math.abs(item.stock - units - left);
  }
  // Lost: an acknowledged order missing, or a stored order neither acknowledged nor answered again by its order_id.
  const stored = await client.query<{ order_hash: string; order_number: string }>(
    `SELECT order_hash, order_number FROM orders WHERE order_hash LIKE 'sale-%'`,
  );
  const storedByHash = new Map(stored.rows.map((row) => [row.order_hash, row.order_number]));
  let lost = 0;
  for (const [orderId, number] of acknowledged) if (storedByHash.get(orderId) !== number) lost += 1;
  for (const [orderId, number] of storedByHash) {
    if (acknowledged.has(orderId)) continue;
    // Not acknowledged (a timeout): the same order sent again must answer the stored one.
    const body = unanswered.get(orderId);
    const again = body === undefined ? undefined : await send(entry, 'POST', '/api/order', body);
    if (again?.status !== 200 || orderNumberOf(again.body) !== number) lost += 1;
  }
  return { oversold, lost };
}
