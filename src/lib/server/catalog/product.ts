import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isControlText } from '../../forms/rules.ts';
import { getDb } from '../db/client.ts';
import { products, productTranslations } from '../db/schema/index.ts';
import { ApiError } from '../http/api.ts';
import type { StoreView } from '../../store-view/config.ts';
import {
  configurationOf,
  loadProductDocuments,
  selectVariant,
  type ChildDocument,
  type ProductDocument,
} from './documents.ts';
import { catalogReference } from './reference.ts';
import { tagPage } from '../http/scope.ts';
import { documentTags } from '../page-cache/tags.ts';

/** How a single product is looked up. */
export type ProductKey = { sku: string } | { urlPath: string } | { id: number };

/** Options of a single product lookup. */
export interface ProductOptions {
  customerGroupId?: number | null;
  /** The variant to select (e.g. from `?childSku=`). */
  childSku?: string | null;
  now?: Date;
}

function productNotFound(key: string, value: string | number): ApiError {
  return new ApiError(404, `Product query returned empty result ${key} = ${String(value).slice(0, 200)}`);
}

/**
 * One product by sku, url_path or id with the visibility rules (status, visibility, variants); throws
 * `ApiError` 404 with the catalogue message when it cannot be shown.
 */
export async function getProduct(
  store: StoreView,
  key: ProductKey,
  options: ProductOptions = {},
): Promise<ProductDocument> {
  const db = await getDb();
  let row: typeof products.$inferSelect | undefined;
  let label: [string, string | number];
  if ('sku' in key) {
    label = ['sku', key.sku];
    if (!key.sku || key.sku.length > 200 || key.sku.includes('\u0000')) throw productNotFound(...label);
    [row] = await db.select().from(products).where(eq(products.sku, key.sku)).limit(1);
  } else if ('id' in key) {
    label = ['id', key.id];
    if (!Number.isSafeInteger(key.id) || key.id < 1 || key.id > 2_147_483_647) throw productNotFound(...label);
    [row] = await db.select().from(products).where(eq(products.id, key.id)).limit(1);
  } else {
    const urlPath = key.urlPath.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
    label = ['url_path', urlPath];
    if (!urlPath || urlPath.length > 500 || urlPath.includes('\u0000')) throw productNotFound(...label);
    const [found] = await db
      .select({ product: products })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(and(eq(productTranslations.storeCode, store.storeCode), eq(productTranslations.urlPath, urlPath)))
      .limit(1);
    row = found?.product;
  }
  if (!row) throw productNotFound(...label);
  if (row.status >= 2) throw productNotFound('product status', row.status);

  let target = row;
  let childSku = options.childSku ?? undefined;
  if (row.parentId !== null) {
    const [parent] = await db.select().from(products).where(eq(products.id, row.parentId)).limit(1);
    if (!parent || parent.typeId !== 'configurable') throw productNotFound('visibility', row.visibility);
    if (parent.status >= 2) throw productNotFound('product status', parent.status);
    target = parent;
    childSku = row.sku;
  } else if (row.visibility === 1 || row.visibility === 2) {
    throw productNotFound('visibility', row.visibility);
  }
  const reference = await catalogReference(db);
  const [document] = await loadProductDocuments(db, store, [target.id], reference, options);
  if (!document) throw productNotFound(...label);
  if (document.type_id === 'configurable') {
    const requested = childSku ? document.configurable_children.find((child) => child.sku === childSku) : undefined;
    const chosen = requested ?? selectVariant(document.configurable_children, {});
    if (chosen) {
      document.selectedVariant = chosen;
      document.configuration = configurationOf(document, chosen);
      if (requested) {
        document.childSku = requested.sku;
        document.is_configured = true;
      }
    }
  }
  tagPage(...documentTags(document));
  return document;
}

/** Several products by sku (in the order given; unknown, disabled or hidden ones left out). */
export async function getProductsBySku(
  store: StoreView,
  skus: readonly string[],
  options: ProductOptions = {},
): Promise<ProductDocument[]> {
  const clean = lookupSkus(skus);
  if (clean.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(inArray(products.sku, clean), inArray(products.status, [0, 1]), inArray(products.visibility, [2, 3, 4])),
    );
  const bySku = new Map(rows.map((r) => [r.sku, r.id]));
  const ids = clean.flatMap((sku) => bySku.get(sku) ?? []);
  return loadProductDocuments(db, store, ids, await catalogReference(db), options);
}

/** The skus worth looking up: distinct, 1–200 characters, no control character, at most 999. */
function lookupSkus(skus: readonly string[]): string[] {
  return [
    ...new Set(skus.filter((s) => typeof s === 'string' && s.length > 0 && s.length <= 200 && !isControlText(s))),
  ].slice(0, 999);
}

/**
 * Variants (configurable children) by their own sku, each with its parent's document as a shopper may see it
 * (the parent's status and visibility rules); skus of no shown variant are left out.
 */
export async function getVariantsBySku(
  store: StoreView,
  skus: readonly string[],
  options: ProductOptions = {},
): Promise<{ parent: ProductDocument; variant: ChildDocument }[]> {
  const clean = lookupSkus(skus);
  if (clean.length === 0) return [];
  const db = await getDb();
  const parents = alias(products, 'parents');
  const rows = await db
    .select({ sku: products.sku, parentSku: parents.sku })
    .from(products)
    .innerJoin(parents, eq(parents.id, products.parentId))
    .where(and(inArray(products.sku, clean), isNotNull(products.parentId)));
  if (rows.length === 0) return [];
  const documents = await getProductsBySku(store, [...new Set(rows.map((r) => r.parentSku))], options);
  const bySku = new Map(documents.map((d) => [d.sku, d]));
  return clean.flatMap((sku) => {
    const row = rows.find((r) => r.sku === sku);
    const parent = row ? bySku.get(row.parentSku) : undefined;
    const variant = parent?.configurable_children.find((c) => c.sku === sku);
    return parent && variant ? [{ parent, variant }] : [];
  });
}
