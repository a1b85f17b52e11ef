import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { categories, categoryTranslations, productTranslations, products } from '../db/schema/index.ts';
import type { StoreCode } from '../../store-view/config.ts';

/** One URL of a store's sitemap (store-relative path) and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

/** The active categories and the visible, enabled parent products of a store, for its sitemap. */
export async function sitemapEntries(storeCode: StoreCode): Promise<SitemapEntry[]> {
  const db = await getDb();
  const categoryRows = await db
    .select({ slug: categoryTranslations.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.storeCode, storeCode)),
    )
    .where(and(eq(categories.isActive, true), gt(categories.level, 1)))
    .orderBy(categories.path);
  const productRows = await db
    .select({ sku: products.sku, urlKey: productTranslations.urlKey, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.storeCode, storeCode)),
    )
    .where(and(isNull(products.parentId), inArray(products.visibility, [2, 4]), inArray(products.status, [0, 1])))
    .orderBy(sql`${products.popularity} DESC`, products.id);
  return [
    ...categoryRows.map((row) => ({ path: `/c/${row.slug}`, lastModified: row.updatedAt })),
    ...productRows.map((row) => ({ path: `/p/${row.sku}/${row.urlKey}`, lastModified: row.updatedAt })),
  ];
}
