/** Planner statistics of the catalogue tables an import fills. More in README.md. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { textArray } from '../sql-arrays.ts';

/** The tables a product batch writes and reads back. */
const TABLES = [
  'products',
  'product_translations',
  'product_prices',
  'tier_prices',
  'product_categories',
  'configurable_options',
  'stock_items',
  'price_history',
];

/**
 * Analyzes the tables that changed by at least their size at their last analysis (at least 1,000 rows) since
 * then: as a table doubles, a few times in an import into an empty database, rarely in one into a full one.
 * Resolves with the tables analyzed.
 */
export async function refreshStatistics(db: Pick<Db, 'execute'>): Promise<string[]> {
  const result = await db.execute(
    sql`SELECT relname AS name, n_live_tup AS live, n_mod_since_analyze AS changed FROM pg_stat_user_tables
      WHERE schemaname = current_schema() AND relname = ANY(${textArray(TABLES)}::text[])`,
  );
  const rows = (result as unknown as { rows: { name: string; live: string; changed: string }[] }).rows;
  const stale = rows
    .filter((row) => Number(row.changed) >= Math.max(1000, Number(row.live) - Number(row.changed)))
    .map((row) => row.name)
    .sort();
  if (stale.length) await db.execute(sql.raw(`ANALYZE ${stale.map((name) => `"${name}"`).join(', ')}`));
  return stale;
}
