import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isStoreCode, type StoreCode } from '../../store-view/config.ts';
import { csvImporter } from './csv.ts';
import type { ImportReport } from './report.ts';
import { announceRetirements, retireWithListings } from './retire.ts';
import { rowsOf, sortByStored } from './stored.ts';
import { numberArray, textArray } from './sql-arrays.ts';

const ENTITY = 'price';
const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** One row of a prices file, checked. */
export interface PriceRowInput {
  line: number;
  sku: string;
  store: StoreCode;
  price: number;
  specialPrice: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
}

/**
 * A date of the prices file: ISO 8601; a date without a time is the start of that day (UTC) for `special_from`
 * and its end for `special_to`, so a sale 'to 2026-12-24' lasts all of the 24th.
 */
function dateOf(text: string, end: boolean): Date | null | 'invalid' {
  if (text === '') return null;
  if (!DATE.test(text)) return 'invalid';
  const date = new Date(text.length === 10 ? `${text}T${end ? '23:59:59.999' : '00:00:00.000'}Z` : text);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** Checks one row of a prices file: the row, or the reason it is refused. */
export function checkPriceRow(line: number, fields: Record<string, string>): PriceRowInput | string {
  const { sku = '', store = '', price = '', special_price: special = '' } = fields;
  if (!sku) return 'the sku is empty';
  if (!isStoreCode(store)) return `store must be sv, no or fi (found "${store}")`;
  if (!MONEY.test(price)) return `price must be a number with "." and at most two decimals (found "${price}")`;
  if (special !== '' && !MONEY.test(special))
    return `special_price must be empty or a number with "." and at most two decimals (found "${special}")`;
  const from = dateOf(fields.special_from ?? '', false);
  const to = dateOf(fields.special_to ?? '', true);
  if (from === 'invalid') return `special_from must be empty or an ISO 8601 date (found "${fields.special_from}")`;
  if (to === 'invalid') return `special_to must be empty or an ISO 8601 date (found "${fields.special_to}")`;
  if (special === '' && (from || to)) return 'special_from and special_to need a special_price';
  if (special !== '' && Number(special) >= Number(price)) return 'special_price must be below price';
  if (from && to && from.getTime() > to.getTime()) return 'special_from is after special_to';
  return {
    line,
    sku,
    store,
    price: Number(price),
    specialPrice: special === '' ? null : Number(special),
    specialFrom: special === '' ? null : from,
    specialTo: special === '' ? null : to,
  };
}

const time = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).getTime());

/** Applies one batch in one transaction; only rows that change a stored price are written. */
async function applyBatch(db: Db, rows: PriceRowInput[], report: ImportReport): Promise<void> {
  const retirements = await db.transaction(async (tx) => {
    const found = rowsOf(
      await tx.execute(sql`SELECT v.line, p.id, pp.price, pp.special_price, pp.special_from_date, pp.special_to_date
        FROM unnest(${numberArray(rows.map((r) => r.line))}::int[], ${textArray(rows.map((r) => r.sku))}::text[],
          ${textArray(rows.map((r) => r.store))}::text[]) AS v(line, sku, store)
        LEFT JOIN products p ON p.sku = v.sku
        LEFT JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = v.store
        ORDER BY v.line`),
    );
    const { changed } = sortByStored(
      ENTITY,
      rows,
      found,
      report,
      (row, stored) =>
        Number(stored.price) === row.price &&
        (stored.special_price === null ? null : Number(stored.special_price)) === row.specialPrice &&
        time(stored.special_from_date) === (row.specialFrom?.getTime() ?? null) &&
        time(stored.special_to_date) === (row.specialTo?.getTime() ?? null),
    );
    if (changed.length === 0) return [];
    const iso = (date: Date | null) => (date ? date.toISOString() : null);
    await tx.execute(sql`INSERT INTO product_prices (product_id, store_code, price, special_price, special_from_date, special_to_date)
      SELECT * FROM unnest(${numberArray(changed.map((r) => r.productId))}::int[], ${textArray(changed.map((r) => r.store))}::text[],
        ${numberArray(changed.map((r) => r.price))}::numeric[], ${numberArray(changed.map((r) => r.specialPrice))}::numeric[],
        ${textArray(changed.map((r) => iso(r.specialFrom)))}::timestamptz[], ${textArray(changed.map((r) => iso(r.specialTo)))}::timestamptz[])
      ON CONFLICT (product_id, store_code) DO UPDATE SET price = excluded.price, special_price = excluded.special_price,
        special_from_date = excluded.special_from_date, special_to_date = excluded.special_to_date`);
    // Listings show prices and sort and filter by them.
    return retireWithListings(
      tx,
      changed.map((r) => r.productId),
    );
  });
  await announceRetirements(retirements, report);
}

/**
 * `npm run import -- prices <csv>`: sets prices per sku and store from a file with the header
 * `sku,store,price,special_price,special_from,special_to` (prices including tax in the store's currency, '.' as the
 * decimal point; an empty special price removes it). A wrong row is refused with its line number, the others
 * applied; applying the same file again changes nothing.
 */
export const importPrices = csvImporter<PriceRowInput>((db, report) => ({
  entity: ENTITY,
  columns: ['sku', 'store', 'price', 'special_price', 'special_from', 'special_to'],
  check: checkPriceRow,
  key: (row) => `${row.sku}\u0000${row.store}`,
  twice: 'sku and store',
  apply: (rows) => applyBatch(db, rows, report),
}));
