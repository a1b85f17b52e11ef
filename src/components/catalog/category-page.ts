import { findCategory } from './categories.ts';
import { facetFields, listingStateOf, searchRequestOf, type ListingState } from './listing.ts';
import { createTranslate, translateApiMessage } from '../../lib/i18n/i18n.ts';
import { markDegraded } from '../../lib/server/http/scope.ts';
import { categoryPath } from '../../lib/routes/routes.ts';
import { getDb } from '../../lib/server/db/client.ts';
import { ApiError } from '../../lib/server/http/api.ts';
import { catalogReference, type CatalogReference, type CategoryInfo } from '../../lib/server/catalog/reference.ts';
import { CATALOGUE_VISIBILITY, searchProducts, type ProductSearchResult } from '../../lib/server/catalog/service.ts';
import { LRUCache } from 'lru-cache';
import { approximateBytes, pageDataBudget, pageDataCache } from '../../lib/server/page-cache/memo.ts';
import { storeCodes, type StoreView } from '../../lib/store-view/config.ts';

/** Everything a listing page renders, and the HTTP status it answers with. */
export interface ListingData {
  reference: CatalogReference;
  result: ProductSearchResult;
  state: ListingState;
  path: string;
  /** A translated 4xx message (bad filter value), shown above the list. */
  problem: string | undefined;
  status: number;
}

const translate = (store: StoreView['storeCode'], key: 'error.listingUnavailable') => createTranslate(store)(key);

/** An empty search answer. */
export const emptyResult = (): ProductSearchResult => ({
  items: [],
  total: 0,
  start: 0,
  perPage: 0,
  aggregations: {},
  attributeMetadata: [],
  suggestions: [],
});

/** Category and campaign listings of the current data generation (at most a minute: special price windows). */
const listings = pageDataCache('listings', 0.25);
const LISTING_MAX_AGE_MS = 60_000;

/**
 * The last answer of each listing and search (any data generation), to show when a fresh search fails or is too slow;
 * 15 % of the page data budget, least recently used dropped first.
 */
let lastGoodAnswers: LRUCache<string, ProductSearchResult> | undefined;
const lastGood = () =>
  (lastGoodAnswers ??= new LRUCache<string, ProductSearchResult>({
    maxSize: pageDataBudget(0.15),
    sizeCalculation: approximateBytes,
  }));

function keepLastGood(key: string, result: ProductSearchResult): void {
  // A listing served from the cache is the answer already kept: only its recency moves.
  if (lastGood().get(key) !== result) lastGood().set(key, result);
}

/** Runs a listing search from the URL state; a bad filter gives status 400 with the message. More in README.md. */
export async function loadListing(
  store: StoreView,
  url: URL,
  path: string,
  base: Record<string, unknown>,
  options: { text?: string; keep?: string[] } = {},
): Promise<ListingData> {
  const reference = await catalogReference(await getDb());
  const state = listingStateOf(url, reference, options.keep ?? []);
  // The listing's own filters (a brand page's brand) are neither offered as facets nor overridden from the query.
  const fixed = new Set(Object.keys(base));
  for (const code of fixed) delete state.filters[code];
  const aggregations = facetFields(reference).filter((code) => !fixed.has(code));
  const request = searchRequestOf(state, base, aggregations, options.text, url.searchParams.has('sort'));
  const key = `${store.storeCode}:${JSON.stringify(request)}`;
  try {
    // Listings without search text are shared by every visitor: reused until the data changes. Searches are not
    // kept (free text would fill the cache with answers asked once).
    const result =
      options.text === undefined
        ? await listings(key, () => searchProducts(store, request), LISTING_MAX_AGE_MS)
        : await searchProducts(store, request);
    keepLastGood(key, result);
    return { reference, result, state, path, problem: undefined, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.code < 500) {
      return {
        reference,
        result: emptyResult(),
        state,
        path,
        problem: translateApiMessage(store.storeCode, error.message),
        status: error.code,
      };
    }
    console.error('[listing] search failed, degrading:', error instanceof Error ? error.message : error);
    markDegraded('listing search');
    const stale = lastGood().get(key);
    if (stale) return { reference, result: stale, state, path, problem: undefined, status: 200 };
    try {
      const result = await searchProducts(store, { ...request, aggregations: [] });
      return { reference, result, state, path, problem: undefined, status: 200 };
    } catch (second) {
      console.error('[listing] search without facets failed too:', second instanceof Error ? second.message : second);
      return {
        reference,
        result: emptyResult(),
        state,
        path,
        problem: translate(store.storeCode, 'error.listingUnavailable'),
        status: 503,
      };
    }
  }
}

/** The listing of a category page. */
export function loadCategoryPage(store: StoreView, url: URL, category: CategoryInfo): Promise<ListingData> {
  return loadListing(store, url, categoryPath(store, category.texts[store.storeCode]!.slug), {
    category_ids: [category.id],
    visibility: CATALOGUE_VISIBILITY,
  });
}

/**
 * Where a category key of another store (a link copied from /c/langdskidor to /no/c/langdskidor) lives in this
 * store: the category's own path here, with the query kept (301, like a product's slug); undefined when no store
 * knows the key or the category has no texts here.
 */
export async function categoryOfOtherStorePath(store: StoreView, url: URL, key: string): Promise<string | undefined> {
  const reference = await catalogReference(await getDb());
  for (const storeCode of storeCodes) {
    if (storeCode === store.storeCode) continue;
    const category = findCategory(reference, storeCode, key);
    const slug = category?.texts[store.storeCode]?.slug;
    if (slug && slug !== key) return `${categoryPath(store, slug)}${url.search}`;
  }
  return undefined;
}

/** The category route `/c/{key}` (url-key, slug, url_path or id): the category and its listing, or undefined. */
export async function loadCategoryRoute(
  store: StoreView,
  url: URL,
  key: string,
): Promise<{ category: CategoryInfo; data: ListingData } | undefined> {
  const category = findCategory(await catalogReference(await getDb()), store.storeCode, key);
  return category ? { category, data: await loadCategoryPage(store, url, category) } : undefined;
}
