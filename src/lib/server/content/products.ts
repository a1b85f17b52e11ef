import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AttributeFilter } from '../../content/schema.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { effectiveSpecialPrice } from '../catalog/pricing.ts';
import { getDb } from '../db/client.ts';
import { productPrices, products, productTranslations } from '../db/schema/index.ts';

/** A product as editorial pages list it. */
export interface ContentProduct { sku: string; name: string; urlKey: string; image: string | null; price: number; finalPrice: number }

/** What to list: given skus (in that order), or a brand's products narrowed by attribute filters, text and categories. */
export interface ContentProductQuery {
  skus?: string[] | undefined;
  brand?: string | undefined;
  attributes?: AttributeFilter[] | undefined;
  text?: string | undefined;
  limit?: number | undefined;
}

function attributeMatches(code: string, value: string): SQL {
  // Select attributes hold one value or a list of values (ls_aktivitet); match either.
  return sql`((${products.attributes} -> ${code}) @> ${JSON.stringify([value])}::jsonb OR (${products.attributes} ->> ${code}) = ${value})`;
}

/** Visible, enabled products for a brand, sub-brand or guide page, with their current prices in the store. */
export async function contentProducts(store: StoreCode, query: ContentProductQuery, now = new Date()): Promise<ContentProduct[]> {
  const conditions: SQL[] = [inArray(products.visibility, [2, 4]), lte(products.status, 1)];
  if (query.skus) {
    if (query.skus.length === 0) return [];
    conditions.push(inArray(products.sku, query.skus));
  }
  if (query.brand) conditions.push(attributeMatches('ls_varumarke', query.brand));
  for (const filter of query.attributes ?? []) conditions.push(attributeMatches(filter.attributeProperty, filter.attributeValue));
  if (query.text) conditions.push(sql`${productTranslations.name} ILIKE ${`%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const db = await getDb();
  const rows = await db
    .select({
      sku: products.sku, name: productTranslations.name, urlKey: productTranslations.urlKey, image: products.image,
      price: productPrices.price, specialPrice: productPrices.specialPrice, specialFromDate: productPrices.specialFromDate, specialToDate: productPrices.specialToDate,
    })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.storeCode, store)))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeCode, store)))
    .where(and(...conditions))
    .orderBy(desc(products.popularity), asc(products.sku))
    .limit(Math.min(query.limit ?? 12, 50));
  const list = rows.map((row) => ({
    sku: row.sku, name: row.name, urlKey: row.urlKey, image: row.image, price: row.price,
    finalPrice: effectiveSpecialPrice(row, now) ?? row.price,
  }));
  if (query.skus) list.sort((a, b) => query.skus!.indexOf(a.sku) - query.skus!.indexOf(b.sku));
  return list;
}
