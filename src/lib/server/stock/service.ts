import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, stockItems } from '../db/schema/index.ts';
import { ApiError, catalogError } from '../http/api.ts';

/** A stock answer: the sellable quantity and whether the sku can be bought. */
export interface StockAnswer {
  sku: string;
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  /** Id of this stock check (the answer's task id). */
  task_id: string;
}

/** Most skus per list call. */
export const STOCK_LIST_LIMIT = 100;

async function stockRows(db: Db, skus: string[]): Promise<StockAnswer[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({
      sku: stockItems.sku,
      productId: stockItems.productId,
      qty: stockItems.qty,
      manage: stockItems.manageStock,
      inStock: stockItems.isInStock,
      backorders: stockItems.backorders,
    })
    .from(stockItems)
    .innerJoin(products, and(eq(products.id, stockItems.productId), lt(products.status, 2)))
    .where(inArray(stockItems.sku, skus));
  return rows.map((r) => ({
    sku: r.sku,
    product_id: r.productId,
    qty: r.qty,
    manage_stock: r.manage,
    is_in_stock: r.inStock && (!r.manage || r.backorders || r.qty > 0),
    task_id: randomUUID(),
  }));
}

/** The stock of one sellable sku; no sku → 400, unknown or disabled → 404. */
export async function stockCheck(db: Db, sku: string | null): Promise<StockAnswer> {
  const wanted = (sku ?? '').trim();
  if (!wanted) throw new ApiError(400, 'No sku provided');
  if (wanted.length > 64) throw catalogError(404, 'notFound');
  const [row] = await stockRows(db, [wanted]);
  if (!row) throw catalogError(404, 'notFound');
  return row;
}

/** The stock of several skus (comma list, 1 to 100); unknown skus are left out. */
export async function stockList(db: Db, skus: string | null): Promise<StockAnswer[]> {
  const list = [
    ...new Set(
      (skus ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0 && s.length <= 64),
    ),
  ];
  if (list.length === 0) throw new ApiError(400, 'No skus provided');
  if (list.length > STOCK_LIST_LIMIT) throw new ApiError(400, `At most ${STOCK_LIST_LIMIT} skus per call`);
  return stockRows(db, list);
}
