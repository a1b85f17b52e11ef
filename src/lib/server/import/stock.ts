import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { stockAlerts } from '../db/schema/index.ts';
import { notifyBackInStock } from '../stock-alerts/service.ts';
import { csvImporter } from './csv.ts';
import type { ImportReport } from './report.ts';
import {
  announceRetirements,
  productPageTags,
  recordRetirement,
  retireWithListings,
  type Retirement,
} from './retire.ts';
import { rowsOf } from './stored.ts';
import { numberArray, textArray } from './sql-arrays.ts';

const ENTITY = 'stock';

interface StockRow {
  line: number;
  sku: string;
  qty: number;
}

/**
 * Applies one batch in one transaction: unknown skus and skus that keep no stock of their own (configurable, bundle
 * and grouped parents, virtual and downloadable products) are refused; unchanged rows are left alone. The products'
 * pages are retired (listings too when one sells out or comes back), and back-in-stock alerts are mailed.
 */
async function applyBatch(db: Db, rows: StockRow[], report: ImportReport): Promise<void> {
  const backInStock: string[] = [];
  const retirements = await db.transaction(async (tx) => {
    const found = rowsOf(
      await tx.execute(sql`SELECT s.sku, s.product_id, s.qty, s.is_in_stock, s.manage_stock, s.backorders
        FROM stock_items s WHERE s.sku = ANY(${textArray(rows.map((r) => r.sku))}::text[])
        ORDER BY s.product_id FOR UPDATE`),
    );
    const bySku = new Map(found.map((row) => [row.sku as string, row]));
    const changed: StockRow[] = [];
    const levelIds: number[] = [];
    const availabilityIds: number[] = [];
    for (const row of rows) {
      const stock = bySku.get(row.sku);
      if (!stock) {
        report.refuse(ENTITY, row.line, 'no product has this sku', row.sku);
        continue;
      }
      if (!stock.manage_stock) {
        report.refuse(ENTITY, row.line, 'this product keeps no stock of its own (its variants or parts do)', row.sku);
        continue;
      }
      const wasAvailable = Boolean(stock.is_in_stock) && (Number(stock.qty) > 0 || Boolean(stock.backorders));
      const available = row.qty > 0 || Boolean(stock.backorders);
      if (Number(stock.qty) === row.qty && Boolean(stock.is_in_stock) === row.qty > 0) {
        report.count(ENTITY, 'unchanged');
        continue;
      }
      changed.push(row);
      report.count(ENTITY, 'updated');
      (wasAvailable === available ? levelIds : availabilityIds).push(Number(stock.product_id));
      if (!wasAvailable && available) backInStock.push(row.sku);
    }
    if (changed.length === 0) return [];
    await tx.execute(sql`UPDATE stock_items s SET qty = v.qty, is_in_stock = v.qty > 0, updated_at = now()
      FROM unnest(${textArray(changed.map((r) => r.sku))}::text[], ${numberArray(changed.map((r) => r.qty))}::int[]) AS v(sku, qty)
      WHERE s.sku = v.sku`);
    // A new stock level is shown after a background render; a product that sold out or came back at once.
    const retirements: Retirement[] = [];
    if (availabilityIds.length) retirements.push(...(await retireWithListings(tx, availabilityIds)));
    retirements.push(...(await recordRetirement(tx, await productPageTags(tx, levelIds), true)));
    return retirements;
  });
  await announceRetirements(retirements, report);
  if (backInStock.length === 0) return;
  const watched = await db
    .selectDistinct({ sku: stockAlerts.sku })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.sku, backInStock), isNull(stockAlerts.notifiedAt)));
  for (const { sku } of watched) await notifyBackInStock(sku);
}

/**
 * `npm run import -- stock <csv>`: sets the stock of skus from a file with the header `sku,qty` (a whole number of
 * 0 or more). A wrong row is refused with its line number, the others applied; applying the same file again changes
 * nothing.
 */
export const importStock = csvImporter<StockRow>((db, report) => ({
  entity: ENTITY,
  columns: ['sku', 'qty'],
  check: (line, { sku = '', qty = '' }) => {
    if (!sku) return 'the sku is empty';
    if (!/^\d{1,9}$/.test(qty)) return `qty must be a whole number of 0 or more (found "${qty}")`;
    return { line, sku, qty: Number(qty) };
  },
  key: (row) => row.sku,
  twice: 'the sku is',
  apply: (rows) => applyBatch(db, rows, report),
}));
