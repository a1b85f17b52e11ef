/** The stored rows of the products an import batch writes, read before it decides what changed. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { StoreCode } from '../../../store-view/config.ts';

type ProductSelect = typeof t.products.$inferSelect;

/** The products `ids` with their texts, prices, tiers, categories, options and stock in `store`, and their variants. */
export async function readStoredRows(tx: Db, store: StoreCode, ids: number[]) {
  // One statement at a time: a transaction is one connection.
  const products = await tx.select().from(t.products).where(inArray(t.products.id, ids));
  const texts = await tx
    .select()
    .from(t.productTranslations)
    .where(and(inArray(t.productTranslations.productId, ids), eq(t.productTranslations.storeCode, store)));
  const prices = await tx
    .select()
    .from(t.productPrices)
    .where(and(inArray(t.productPrices.productId, ids), eq(t.productPrices.storeCode, store)));
  const tiers = await tx
    .select()
    .from(t.tierPrices)
    .where(and(inArray(t.tierPrices.productId, ids), eq(t.tierPrices.storeCode, store)))
    .orderBy(t.tierPrices.id);
  const categories = await tx
    .select()
    .from(t.productCategories)
    .where(inArray(t.productCategories.productId, ids))
    .orderBy(t.productCategories.position);
  const options = await tx
    .select()
    .from(t.configurableOptions)
    .where(inArray(t.configurableOptions.productId, ids))
    .orderBy(t.configurableOptions.position, t.configurableOptions.id);
  const stock = await tx.select().from(t.stockItems).where(inArray(t.stockItems.productId, ids));
  const children = await tx
    .select({ id: t.products.id, parentId: t.products.parentId })
    .from(t.products)
    .where(inArray(t.products.parentId, ids));

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
