import { LRUCache } from 'lru-cache';
import { productPath } from '../../lib/routes/routes.ts';
import { productUrlKeys } from '../../lib/server/catalog/alternates.ts';
import type { ChildDocument, ProductDocument, SearchedProduct } from '../../lib/server/catalog/documents.ts';
import { recommendationsFor } from '../../lib/server/catalog/recommendations.ts';
import { catalogReference, type CatalogReference } from '../../lib/server/catalog/reference.ts';
import { getProduct, searchProducts } from '../../lib/server/catalog/service.ts';
import { getDb } from '../../lib/server/db/client.ts';
import { ApiError } from '../../lib/server/http/api.ts';
import { memoized } from '../../lib/server/page-cache/memo.ts';
import { approvedReviews, type Review } from '../../lib/server/reviews/service.ts';
import { storeCodes, type StoreCode, type StoreView } from '../../lib/store-view/config.ts';

/** What a product page renders. */
export interface ProductPageData {
  product: ProductDocument;
  selected: ChildDocument | undefined;
  reference: CatalogReference;
  reviews: Review[];
  boughtTogether: SearchedProduct[];
  similar: SearchedProduct[];
  alternates: Partial<Record<StoreCode, string>>;
  canonical: string;
}

/** The answer of the product loader: a page, a redirect, or not found. */
export type ProductLoad =
  | { kind: 'page'; data: ProductPageData }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'not-found' };

/** The product of a sku (a variant's sku gives its parent with the variant selected); undefined when not shown. */
export async function productBySku(
  store: StoreView,
  sku: string,
  childSku?: string | null,
): Promise<ProductDocument | undefined> {
  try {
    return await getProduct(store, { sku }, { childSku: childSku ?? null });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return undefined;
    throw error;
  }
}

/** How long a product document is reused at most (ms): special prices have time windows. */
const PRODUCT_DATA_MAX_AGE_MS = 60_000;

/**
 * `productBySku` through the page data cache (same data generation, at most a minute): the anonymous document
 * of a product page is the same for every visitor until a catalogue, price or stock write moves the generation.
 */
function cachedProductBySku(
  store: StoreView,
  sku: string,
  childSku: string | null | undefined,
): Promise<ProductDocument | undefined> {
  return memoized(
    `product:${store.storeCode}:${sku}:${childSku ?? ''}`,
    () => productBySku(store, sku, childSku),
    PRODUCT_DATA_MAX_AGE_MS,
  );
}

/** The documents of ids in the given order (listed products only). */
async function documentsOf(store: StoreView, ids: number[]): Promise<SearchedProduct[]> {
  if (ids.length === 0) return [];
  const result = await searchProducts(store, { query: { filters: { id: ids } }, size: ids.length });
  const byId = new Map(result.items.map((item) => [item.id, item]));
  return ids.map((id) => byId.get(id)).filter((item): item is SearchedProduct => Boolean(item));
}

/**
 * Loads a product page (`/p/{sku}/{slug}` with optional `?childSku=`, or `/p/{sku}/{slug}/{childSku}`):
 * a variant's sku (with a dash) or a child path redirects 301 to the parent with `?childSku=`; a wrong slug
 * redirects 301 to the product's own path; an unknown or unlisted product is not found.
 */
export async function loadProductPage(
  store: StoreView,
  url: URL,
  sku: string,
  slug: string,
  childPath?: string,
): Promise<ProductLoad> {
  const product = await cachedProductBySku(store, childPath ?? sku, url.searchParams.get('childSku')?.slice(0, 100));
  if (!product) return { kind: 'not-found' };
  if (product.sku !== sku || childPath || product.url_key !== slug) {
    const keepChild =
      product.childSku ??
      (childPath && product.configurable_children.some((c) => c.sku === childPath) ? childPath : undefined);
    return { kind: 'redirect', status: 301, location: productPath(store, product.sku, product.url_key, keepChild) };
  }
  const selected = product.type_id === 'configurable' ? product.selectedVariant : undefined;
  // Everything but the product itself changes only with the shop's data: reused between renders.
  const [reference, reviews, related, keys] = await Promise.all([
    getDb().then(catalogReference),
    memoized(`reviews:${store.storeCode}:${product.id}`, () => approvedReviews(product.id, store.storeCode)),
    memoized(
      `recommendations:${store.storeCode}:${product.id}`,
      async () => {
        const ids = await recommendationsFor(product.id);
        const [bought, alike] = await Promise.all([
          documentsOf(store, ids.boughtTogether),
          documentsOf(store, ids.similar),
        ]);
        return { boughtTogether: bought, similar: alike };
      },
      PRODUCT_DATA_MAX_AGE_MS,
    ),
    memoized(`url-keys:${product.id}`, () => productUrlKeys(product.id)),
  ]);
  const { boughtTogether, similar } = related;
  const alternates: Partial<Record<StoreCode, string>> = {};
  for (const code of storeCodes) if (keys[code]) alternates[code] = productPath(code, product.sku, keys[code]!);
  return {
    kind: 'page',
    data: {
      product,
      selected,
      reference,
      reviews,
      boughtTogether,
      similar,
      alternates,
      canonical: productPath(store, product.sku, product.url_key),
    },
  };
}

/** The child a shopper gets when choosing `value` for `code`, keeping as much of the current choice as possible. */
export function childFor(
  product: ProductDocument,
  current: Record<string, string>,
  code: string,
  value: string,
): ChildDocument | undefined {
  const candidates = product.configurable_children.filter(
    (c) => c.status < 2 && c.stock.is_in_stock && String(c[code]) === value,
  );
  let best: ChildDocument | undefined;
  let bestScore = -1;
  for (const child of candidates) {
    const score = Object.entries(current).filter(([k, v]) => k !== code && String(child[k]) === v).length;
    if (score > bestScore || (score === bestScore && best && child.final_price_incl_tax < best.final_price_incl_tax)) {
      best = child;
      bestScore = score;
    }
  }
  return best;
}

/** Sanitized texts of product pages seen before (the same description is sanitized for every render of its page). */
const sanitized = new LRUCache<string, string>({ max: 4000 });

/**
 * `sanitizeHtml(html, options)` for the product page's fixed option sets (`kind`), reused while the text is the same:
 * sanitize-html parses the whole text on each call (~2 % of an uncached product render).
 */
export function sanitizedText(kind: 'description' | 'plain', html: string, sanitize: (html: string) => string): string {
  if (html === '') return sanitize(html);
  const key = `${kind}\u0000${html}`;
  let text = sanitized.get(key);
  if (text === undefined) {
    text = sanitize(html);
    sanitized.set(key, text);
  }
  return text;
}
