/** The price history a batch of product documents carries, written in one delete and one insert. */
import { sql } from 'drizzle-orm';
import { bulkColumnsOf, bulkInsert } from '../bulk.ts';
import { numberArray } from '../sql-arrays.ts';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import type { StoreCode } from '../../../store-view/config.ts';
import { sameCanonical } from './canonical.ts';

type HistoryRow = typeof t.priceHistory.$inferInsert;

/** recorded_at is the time of the insert. */
const historyColumns = bulkColumnsOf(t.priceHistory, ['recordedAt']);

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
  const oldById = groupBy(
    old.map(({ recordedAt: _, ...row }) => row),
    (row) => row.productId,
  );
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
  await bulkInsert(tx, 'price_history', rows, historyColumns);
  return replaced;
}
