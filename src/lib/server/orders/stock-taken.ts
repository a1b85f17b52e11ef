import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogError } from '../http/api.ts';
import { announceInvalidation } from '../page-cache/invalidation.ts';
import type { AlsoWritten } from './placed.ts';
import { RECORDED_RETIREMENT, RETIRED_TAGS, shownStockChanged, unitsThere } from './placement.ts';

/** The pages an order retires: the tags recorded in `cache_invalidations` (row `id`), `listing` when one sold out. */
export interface Retired {
  id: number;
  tags: string[];
  soldOut: boolean;
}

/**
 * Takes the units of each product (rows locked in id order, so concurrent orders never deadlock), never below 0, and
 * records the invalidation of the pages whose shown stock changed in the same statement, so the rows many orders
 * want are locked for one round trip and the commit. More in README.md.
 */
export async function takeStock(
  tx: Pick<Db, 'execute'>,
  needs: [number, number][],
  tagPairs: [string, string | null][],
): Promise<Retired | undefined> {
  const { ctes, columns } = takeStockSql(needs, tagPairs);
  const result = await tx.execute(sql`WITH ${ctes} SELECT ${columns}`);
  return retiredOf((result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {});
}

/** The steps of `takeStock` (CTEs and answer columns), for it or for the statement recording the order. */
export function takeStockSql(needs: [number, number][], tagPairs: [string, string | null][]): AlsoWritten {
  // Array literals (a JavaScript array would be spread into a list of parameters); ids and quantities are integers.
  const ids = `{${needs.map(([productId]) => productId).join(',')}}`;
  const qtys = `{${needs.map(([, qty]) => qty).join(',')}}`;
  return {
    ctes: sql`stock_taken AS (
        UPDATE stock_items s SET qty = s.qty - n.qty, is_in_stock = (s.qty - n.qty) > 0, updated_at = now()
        FROM (SELECT l.product_id, l.is_in_stock AS was_in_stock, v.qty, v.own, v.parent FROM stock_items l
          JOIN unnest(${ids}::int[], ${qtys}::int[], ${pgTextArray(tagPairs.map(([own]) => own))}::text[],
            ${pgTextArray(tagPairs.map(([, parent]) => parent ?? 'NULL'))}::text[]) AS v(product_id, qty, own, parent)
          ON v.product_id = l.product_id ORDER BY l.product_id FOR UPDATE OF l) n
        WHERE s.product_id = n.product_id AND ${sql.raw(unitsThere('s', 'n.qty'))}
        RETURNING s.is_in_stock, n.own, n.parent,
          ${sql.raw(shownStockChanged('n.was_in_stock'))} AS shown),
      stock_summary AS (SELECT count(*) = ${needs.length} AS complete, coalesce(bool_or(NOT is_in_stock), false) AS sold_out,
          ${sql.raw(RETIRED_TAGS)} AS tags
        FROM stock_taken),
      stock_recorded AS (INSERT INTO cache_invalidations (tags, revalidate)
        SELECT ${sql.raw(RECORDED_RETIREMENT)} FROM stock_summary
        WHERE complete AND cardinality(tags) > 0
        RETURNING id, tags)`,
    columns: sql`(SELECT complete FROM stock_summary) AS stock_complete, (SELECT sold_out FROM stock_summary) AS stock_sold_out,
      (SELECT id FROM stock_recorded) AS stock_retired_id, (SELECT tags FROM stock_recorded) AS stock_retired_tags`,
  };
}

/** The pages the stock taken retires, from the columns of `takeStockSql`; refuses the order when a unit was short. */
export function retiredOf(row: Record<string, unknown>): Retired | undefined {
  if (row.stock_complete !== true) throw catalogError(400, 'qtyUnavailable');
  if (row.stock_retired_id === null || row.stock_retired_id === undefined) return undefined;
  return {
    id: Number(row.stock_retired_id),
    tags: row.stock_retired_tags as string[],
    soldOut: row.stock_sold_out === true,
  };
}

/**
 * The pages whose shown stock an order changed (here at once, in other processes within a second) are rendered
 * again in the background while the previous copies are answered, unless a product sold out (then at once).
 */
export function announce(retired: Retired): void {
  announceInvalidation(retired.tags, retired.id, { revalidate: !retired.soldOut }).catch((error: unknown) =>
    console.error('[orders] cache invalidation failed:', error),
  );
}

/** A PostgreSQL array literal of cache tags (`p:12`, `listing`: no quotes, commas or braces in them). */
const pgTextArray = (values: string[]) => `{${values.join(',')}}`;
