import { inArray } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { stockItems } from '../db/schema/index.ts';

/** Most skus one stock list call answers. */
export const STOCK_LIST_MAX = 100;

/** The stock of a sku as the stock calls answer it. */
export interface StockStatus { sku: string; product_id: number; qty: number; is_in_stock: boolean; manage_stock: boolean }

/** Stock of several skus (in the order given, unknown skus left out). */
export async function listStock(skus: readonly string[]): Promise<StockStatus[]> {
  const clean = [...new Set(skus.map((s) => s.trim()).filter((s) => s.length > 0 && s.length <= 200))];
  if (clean.length === 0) return [];
  const db = await getDb();
  const rows = await db.select().from(stockItems).where(inArray(stockItems.sku, clean));
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return clean.flatMap((sku) => {
    const row = bySku.get(sku);
    if (!row) return [];
    const inStock = row.isInStock && (!row.manageStock || row.backorders || row.qty > 0);
    return [{ sku: row.sku, product_id: row.productId, qty: row.qty, is_in_stock: inStock, manage_stock: row.manageStock }];
  });
}

/** Stock of one sku, or null when the sku is unknown. */
export async function checkStock(sku: string): Promise<StockStatus | null> {
  return (await listStock([sku]))[0] ?? null;
}
