/** The rows a batch of product documents writes, one statement per table (bulk.ts). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { StoreCode } from '../../../store-view/config.ts';
import { bulkColumnsOf, bulkInsert, upsertOn } from '../bulk.ts';
import { numberArray } from '../sql-arrays.ts';

type ProductInsert = typeof t.products.$inferInsert;
type TextInsert = typeof t.productTranslations.$inferInsert;
type PriceInsert = typeof t.productPrices.$inferInsert;
type TierInsert = typeof t.tierPrices.$inferInsert;
type CategoryInsert = typeof t.productCategories.$inferInsert;
type OptionInsert = typeof t.configurableOptions.$inferInsert;
type StockInsert = typeof t.stockItems.$inferInsert;

/** What a batch writes: whole rows, and the products whose tiers, categories and options are replaced. */
export interface BatchWrites {
  products: ProductInsert[];
  texts: TextInsert[];
  prices: PriceInsert[];
  tierIds: number[];
  tiers: TierInsert[];
  categoryIds: number[];
  categories: CategoryInsert[];
  optionIds: number[];
  options: OptionInsert[];
  stock: StockInsert[];
  detach: number[];
}

const productColumns = bulkColumnsOf(t.products);
const textColumns = bulkColumnsOf(t.productTranslations);
const priceColumns = bulkColumnsOf(t.productPrices);
const tierColumns = bulkColumnsOf(t.tierPrices, ['id']);
const categoryColumns = bulkColumnsOf(t.productCategories);
const optionColumns = bulkColumnsOf(t.configurableOptions);
// updated_at is the insert's default, or the batch's instant when the row is there (applyWrites).
const stockColumns = bulkColumnsOf(t.stockItems, ['updatedAt']);

/**
 * Writes a batch's rows; `now` is the batch's instant (stock rows changed, variants detached). The prices of
 * `historyFromDocuments`, whose documents' history is written next, record no history steps of their own (README.md).
 */
export async function applyWrites(
  tx: Db,
  store: StoreCode,
  write: BatchWrites,
  now: Date,
  historyFromDocuments: ReadonlySet<number>,
): Promise<void> {
  await bulkInsert(tx, 'products', write.products, productColumns, upsertOn(['id'], productColumns));
  if (write.detach.length)
    await tx.execute(
      sql`UPDATE products SET parent_id = NULL, updated_at = ${now.toISOString()}::timestamptz WHERE id = ANY(${numberArray(write.detach)}::int[])`,
    );
  await bulkInsert(
    tx,
    'product_translations',
    write.texts,
    textColumns,
    upsertOn(['product_id', 'store_code'], textColumns),
  );
  const priceConflict = upsertOn(['product_id', 'store_code'], priceColumns);
  const ownHistory = write.prices.filter((row) => historyFromDocuments.has(row.productId));
  await bulkInsert(
    tx,
    'product_prices',
    write.prices.filter((row) => !historyFromDocuments.has(row.productId)),
    priceColumns,
    priceConflict,
  );
  if (ownHistory.length) {
    // The documents' own history replaces these products' history next: the trigger records no steps for them.
    await tx.execute(sql`SELECT set_config('nordpeak.price_history', 'documents', true)`);
    await bulkInsert(tx, 'product_prices', ownHistory, priceColumns, priceConflict);
    await tx.execute(sql`SELECT set_config('nordpeak.price_history', '', true)`);
  }
  if (write.tierIds.length)
    await tx.execute(
      sql`DELETE FROM tier_prices WHERE product_id = ANY(${numberArray(write.tierIds)}::int[]) AND store_code = ${store}`,
    );
  await bulkInsert(tx, 'tier_prices', write.tiers, tierColumns);
  if (write.categoryIds.length)
    await tx.execute(
      sql`DELETE FROM product_categories WHERE product_id = ANY(${numberArray(write.categoryIds)}::int[])`,
    );
  await bulkInsert(tx, 'product_categories', write.categories, categoryColumns);
  if (write.optionIds.length)
    await tx.execute(
      sql`DELETE FROM configurable_options WHERE product_id = ANY(${numberArray(write.optionIds)}::int[])`,
    );
  await bulkInsert(tx, 'configurable_options', write.options, optionColumns);
  await bulkInsert(
    tx,
    'stock_items',
    write.stock,
    stockColumns,
    upsertOn(['product_id'], stockColumns, sql`updated_at = ${now.toISOString()}::timestamptz`),
  );
}
