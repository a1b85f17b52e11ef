/** The rows a batch of product documents writes, one statement per table (bulk.ts). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type * as t from '../../db/schema/index.ts';
import type { StoreCode } from '../../../store-view/config.ts';
import { bulkInsert, upsertOn, type BulkColumn } from '../bulk.ts';
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

const productColumns: BulkColumn<ProductInsert>[] = [
  ['id', 'int', (r) => r.id],
  ['sku', 'text', (r) => r.sku],
  ['type_id', 'text', (r) => r.typeId],
  ['status', 'int', (r) => r.status],
  ['visibility', 'int', (r) => r.visibility],
  ['parent_id', 'int', (r) => r.parentId],
  ['tax_class_id', 'int', (r) => r.taxClassId],
  ['attributes', 'jsonb', (r) => r.attributes],
  ['image', 'text', (r) => r.image],
  ['media_gallery', 'jsonb', (r) => r.mediaGallery],
  ['popularity', 'int', (r) => r.popularity],
  ['weight', 'numeric', (r) => r.weight],
  ['news_from_date', 'timestamptz', (r) => r.newsFromDate],
  ['news_to_date', 'timestamptz', (r) => r.newsToDate],
  ['position', 'int', (r) => r.position],
  ['created_at', 'timestamptz', (r) => r.createdAt],
  ['updated_at', 'timestamptz', (r) => r.updatedAt],
];
const textColumns: BulkColumn<TextInsert>[] = [
  ['product_id', 'int', (r) => r.productId],
  ['store_code', 'text', (r) => r.storeCode],
  ['name', 'text', (r) => r.name],
  ['description', 'text', (r) => r.description ?? ''],
  ['short_description', 'text', (r) => r.shortDescription ?? ''],
  ['url_key', 'text', (r) => r.urlKey],
  ['url_path', 'text', (r) => r.urlPath],
  ['meta_title', 'text', (r) => r.metaTitle],
  ['meta_description', 'text', (r) => r.metaDescription],
  ['meta_keywords', 'text', (r) => r.metaKeywords],
];
const priceColumns: BulkColumn<PriceInsert>[] = [
  ['product_id', 'int', (r) => r.productId],
  ['store_code', 'text', (r) => r.storeCode],
  ['price', 'numeric', (r) => r.price],
  ['special_price', 'numeric', (r) => r.specialPrice],
  ['special_from_date', 'timestamptz', (r) => r.specialFromDate],
  ['special_to_date', 'timestamptz', (r) => r.specialToDate],
];
const tierColumns: BulkColumn<TierInsert>[] = [
  ['product_id', 'int', (r) => r.productId],
  ['store_code', 'text', (r) => r.storeCode],
  ['customer_group_id', 'int', (r) => r.customerGroupId],
  ['qty', 'int', (r) => r.qty ?? 1],
  ['value', 'numeric', (r) => r.value],
];
const categoryColumns: BulkColumn<CategoryInsert>[] = [
  ['product_id', 'int', (r) => r.productId],
  ['category_id', 'int', (r) => r.categoryId],
  ['position', 'int', (r) => r.position ?? 0],
];
const optionColumns: BulkColumn<OptionInsert>[] = [
  ['id', 'int', (r) => r.id],
  ['product_id', 'int', (r) => r.productId],
  ['attribute_id', 'int', (r) => r.attributeId],
  ['position', 'int', (r) => r.position ?? 0],
];
const stockColumns: BulkColumn<StockInsert>[] = [
  ['product_id', 'int', (r) => r.productId],
  ['sku', 'text', (r) => r.sku],
  ['qty', 'int', (r) => r.qty ?? 0],
  ['manage_stock', 'bool', (r) => r.manageStock ?? true],
  ['is_in_stock', 'bool', (r) => r.isInStock ?? true],
  ['backorders', 'bool', (r) => r.backorders ?? false],
];

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
