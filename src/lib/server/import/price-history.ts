import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isStoreCode, type StoreCode } from '../../store-view/config.ts';
import { csvImporter } from './csv.ts';
import type { ImportReport } from './report.ts';
import { announceRetirements, productPageTags, recordRetirement, retireWithListings } from './retire.ts';
import { rowsOf, sortByStored } from './stored.ts';
import { numberArray, textArray } from './sql-arrays.ts';

/** Spans dropped per transaction. */
const BATCH = 1000;
const ENTITY = 'price-step';
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/** One row of a price history file, checked. */
export interface PriceStepInput {
  line: number;
  sku: string;
  store: StoreCode;
  price: number;
  from: Date;
}

/**
 * Checks one row of a price history file (`sku,store,price,from`): the row, or the reason it is refused. `from` is
 * an ISO 8601 instant with its offset (a date alone is the start of that day, UTC) not after `now`: the history
 * says what applied; today's and future prices come from the prices file.
 */
export function checkPriceStep(line: number, fields: Record<string, string>, now: Date): PriceStepInput | string {
  const { sku = '', store = '', price = '', from = '' } = fields;
  if (!sku) return 'the sku is empty';
  if (!isStoreCode(store)) return `store must be sv, no or fi (found "${store}")`;
  if (!MONEY.test(price)) return `price must be a number with "." and at most two decimals (found "${price}")`;
  const at = INSTANT.test(from) ? new Date(from.length === 10 ? `${from}T00:00:00Z` : from) : null;
  if (!at || Number.isNaN(at.getTime()))
    return `from must be an ISO 8601 instant such as 2026-10-01T00:00:00Z (found "${from}")`;
  if (at.getTime() > now.getTime()) return `from is in the future (${from}): the history holds prices that applied`;
  return { line, sku, store, price: Number(price), from: at };
}

/** The instants a file covers per product and store: its first and last step. */
type Spans = Map<string, { productId: number; store: StoreCode; first: number; last: number }>;

/**
 * Applies one batch in one transaction: each step is written into the sku's history (a step at an instant already
 * recorded takes its place); steps that change nothing are counted unchanged. Widens the spans the file covers.
 */
async function applyBatch(db: Db, rows: PriceStepInput[], report: ImportReport, spans: Spans): Promise<void> {
  const retirements = await db.transaction(async (tx) => {
    const found = rowsOf(
      await tx.execute(sql`SELECT v.line, p.id, h.price FROM unnest(${numberArray(rows.map((r) => r.line))}::int[],
          ${textArray(rows.map((r) => r.sku))}::text[], ${textArray(rows.map((r) => r.store))}::text[],
          ${textArray(rows.map((r) => r.from.toISOString()))}::timestamptz[]) AS v(line, sku, store, at)
        LEFT JOIN products p ON p.sku = v.sku
        LEFT JOIN price_history h ON h.product_id = p.id AND h.store_code = v.store AND h.effective_from = v.at
        ORDER BY v.line`),
    );
    const { known, changed } = sortByStored(
      ENTITY,
      rows,
      found,
      report,
      (row, stored) => Number(stored.price) === row.price,
    );
    for (const row of known) {
      const key = `${row.productId}|${row.store}`;
      const span = spans.get(key);
      const at = row.from.getTime();
      if (span) [span.first, span.last] = [Math.min(span.first, at), Math.max(span.last, at)];
      else spans.set(key, { productId: row.productId, store: row.store, first: at, last: at });
    }
    if (changed.length === 0) return [];
    // The database retires the pages of the products whose history changed too (migration price_history_triggers);
    // recording them here answers at once in this process's report and over Redis.
    await tx.execute(sql`INSERT INTO price_history (product_id, store_code, effective_from, price, regular_price, source)
      SELECT id, store, at, price, NULL, 'import' FROM unnest(${numberArray(changed.map((r) => r.productId))}::int[],
        ${textArray(changed.map((r) => r.store))}::text[], ${textArray(changed.map((r) => r.from.toISOString()))}::timestamptz[],
        ${numberArray(changed.map((r) => r.price))}::numeric[]) AS v(id, store, at, price)
      ON CONFLICT (product_id, store_code, effective_from) DO UPDATE SET price = excluded.price,
        regular_price = NULL, source = 'import', recorded_at = now()`);
    // Listings and the feeds show reductions too.
    return retireWithListings(
      tx,
      changed.map((r) => r.productId),
    );
  });
  await announceRetirements(retirements, report);
}

/**
 * Drops the steps recorded before this run (`since`) inside the spans the file covers: over the time it covers, the
 * file is the sku's history (a seeded or earlier-imported step between two of its rows would say otherwise).
 */
async function replaceSpans(db: Db, spans: Spans, since: Date, report: ImportReport): Promise<void> {
  const list = [...spans.values()].filter((span) => span.first < span.last);
  let dropped = 0;
  for (let i = 0; i < list.length; i += BATCH) {
    const chunk = list.slice(i, i + BATCH);
    const retirements = await db.transaction(async (tx) => {
      const gone = rowsOf(
        await tx.execute(sql`DELETE FROM price_history h USING unnest(${numberArray(chunk.map((s) => s.productId))}::int[],
          ${textArray(chunk.map((s) => s.store))}::text[], ${textArray(chunk.map((s) => new Date(s.first).toISOString()))}::timestamptz[],
          ${textArray(chunk.map((s) => new Date(s.last).toISOString()))}::timestamptz[]) AS v(id, store, first, last)
          WHERE h.product_id = v.id AND h.store_code = v.store AND h.effective_from > v.first AND h.effective_from < v.last
          AND NOT (h.source = 'import' AND h.recorded_at >= ${since.toISOString()}::timestamptz)
          RETURNING h.product_id`),
      );
      dropped += gone.length;
      return recordRetirement(tx, await productPageTags(tx, [...new Set(gone.map((row) => Number(row.product_id)))]));
    });
    await announceRetirements(retirements, report);
  }
  if (dropped > 0) report.note(`${dropped} step(s) recorded before inside the spans of the file replaced by it`);
}

/** `npm run import -- price-history <csv>`. More in README.md. */
export const importPriceHistory = csvImporter<PriceStepInput>((db, report) => {
  const now = new Date();
  const spans: Spans = new Map();
  return {
    entity: ENTITY,
    columns: ['sku', 'store', 'price', 'from'],
    check: (line, fields) => checkPriceStep(line, fields, now),
    key: (row) => `${row.sku}\u0000${row.store}\u0000${row.from.getTime()}`,
    twice: 'sku, store and from',
    apply: (rows) => applyBatch(db, rows, report, spans),
    finish: () => replaceSpans(db, spans, now, report),
  };
});
