/** The price history a batch of product documents carries, written in one delete and one insert. */
import { sql } from 'drizzle-orm';
import { bulkInsert } from '../bulk.ts';
import { numberArray } from '../sql-arrays.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { StoreCode } from '../../../store-view/config.ts';
import { sameCanonical } from './canonical.ts';

type HistoryRow = typeof t.priceHistory.$inferInsert;

/**
 * Replaces the history of each product of `history` in `store` whose stored steps differ; the ids replaced. One
 * statement per batch, not per product: each fires the history triggers (search and page retirement) once.
 */
export async function writeHistory(tx: Db, store: StoreCode, history: Map<number, HistoryRow[]>): Promise<number[]> {
  const old = await tx
    .select()
    .from(t.priceHistory)
    .where(
      sql`${t.priceHistory.productId} = ANY(${numberArray([...history.keys()])}::int[]) AND ${t.priceHistory.storeCode} = ${store}`,
    )
    .orderBy(t.priceHistory.productId, t.priceHistory.effectiveFrom);
  const oldById = new Map<number, Omit<(typeof old)[number], 'recordedAt'>[]>();
  for (const { recordedAt: _, ...row } of old) {
    const list = oldById.get(row.productId);
    if (list) list.push(row);
    else oldById.set(row.productId, [row]);
  }
  const replaced: number[] = [];
  const rows: HistoryRow[] = [];
  for (const [id, steps] of history) {
    const wanted = [...steps].sort((a, b) => a.effectiveFrom!.getTime() - b.effectiveFrom!.getTime());
    if (sameCanonical(oldById.get(id) ?? [], wanted)) continue;
    replaced.push(id);
    rows.push(...wanted);
  }
  // Only products with stored steps have any to delete (a new product's prices recorded none: batch-writes.ts).
  const stored = replaced.filter((id) => oldById.has(id));
  if (stored.length)
    await tx.execute(
      sql`DELETE FROM price_history WHERE product_id = ANY(${numberArray(stored)}::int[]) AND store_code = ${store}`,
    );
  await bulkInsert(tx, 'price_history', rows, [
    ['product_id', 'int', (r) => r.productId],
    ['store_code', 'text', (r) => r.storeCode],
    ['effective_from', 'timestamptz', (r) => r.effectiveFrom],
    ['price', 'numeric', (r) => r.price],
    ['regular_price', 'numeric', (r) => r.regularPrice],
    ['source', 'text', (r) => r.source ?? 'catalogue'],
  ]);
  return replaced;
}
