/** The stored rows of the products an import batch writes, read before it decides what changed. */
import { sql, type AnyColumn } from 'drizzle-orm';
import { numberArray } from '../sql-arrays.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { StoreCode } from '../../../store-view/config.ts';

type ProductSelect = typeof t.products.$inferSelect;

/** The products `ids` with their texts, prices, tiers, categories, options and stock in `store`, and their variants. */
export async function readStoredRows(tx: Db, store: StoreCode, ids: number[]) {
  // One statement at a time: a transaction is one connection. The ids as one array parameter, not one each.
  const list = numberArray(ids);
  const among = (column: AnyColumn) => sql`${column} = ANY(${list}::int[])`;
  const inStore = (column: AnyColumn, storeColumn: AnyColumn) => sql`${among(column)} AND ${storeColumn} = ${store}`;
  const products = await tx.select().from(t.products).where(among(t.products.id));
  const texts = await tx
    .select()
    .from(t.productTranslations)
    .where(inStore(t.productTranslations.productId, t.productTranslations.storeCode));
  const prices = await tx
    .select()
    .from(t.productPrices)
    .where(inStore(t.productPrices.productId, t.productPrices.storeCode));
  const tiers = await tx
    .select()
    .from(t.tierPrices)
    .where(inStore(t.tierPrices.productId, t.tierPrices.storeCode))
    .orderBy(t.tierPrices.id);
  const categories = await tx
    .select()
    .from(t.productCategories)
    .where(among(t.productCategories.productId))
    .orderBy(t.productCategories.position);
  const options = await tx
    .select()
    .from(t.configurableOptions)
    .where(among(t.configurableOptions.productId))
    .orderBy(t.configurableOptions.position, t.configurableOptions.id);
  const stock = await tx.select().from(t.stockItems).where(among(t.stockItems.productId));
  const children = await tx
    .select({ id: t.products.id, parentId: t.products.parentId })
    .from(t.products)
    .where(among(t.products.parentId));

  const byId = <T extends { productId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row]);
    return map;
  };
  const productById = new Map<number, ProductSelect>(products.map((row) => [row.id, row]));
  const textById = byId(texts);
  const priceById = byId(prices);
  const tiersById = byId(tiers);
  const categoriesById = byId(categories);
  const optionsById = byId(options);
  const stockById = byId(stock);
  const childrenOf = new Map<number, number[]>();
  for (const child of children) childrenOf.set(child.parentId!, [...(childrenOf.get(child.parentId!) ?? []), child.id]);
  return { productById, textById, priceById, tiersById, categoriesById, optionsById, stockById, childrenOf };
}
