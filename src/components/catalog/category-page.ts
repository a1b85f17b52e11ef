import { findCategory } from './categories.ts';
import { facetFields, listingStateOf, searchRequestOf, type ListingState } from './listing.ts';
import { translateApiMessage } from '../../lib/i18n/i18n.ts';
import { categoryPath } from '../../lib/routes/routes.ts';
import { getDb } from '../../lib/server/db/client.ts';
import { ApiError } from '../../lib/server/http/api.ts';
import { catalogReference, type CatalogReference, type CategoryInfo } from '../../lib/server/catalog/reference.ts';
import { CATALOGUE_VISIBILITY, searchProducts, type ProductSearchResult } from '../../lib/server/catalog/service.ts';
import { pageDataCache } from '../../lib/server/page-cache/memo.ts';
import type { StoreView } from '../../lib/store-view/config.ts';

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

/** An empty search answer. */
export const emptyResult = (): ProductSearchResult => ({ items: [], total: 0, start: 0, perPage: 0, aggregations: {}, attributeMetadata: [], suggestions: [] });

/** Category and campaign listings of the current data generation (at most a minute: special price windows). */
const listings = pageDataCache('listings', 300);
const LISTING_MAX_AGE_MS = 60_000;

/** Runs a listing search from the URL state; a bad filter gives status 400 with the message, never a 5xx. */
export async function loadListing(store: StoreView, url: URL, path: string, base: Record<string, unknown>, options: { text?: string; keep?: string[] } = {}): Promise<ListingData> {
  const reference = await catalogReference(await getDb());
  const state = listingStateOf(url, reference, options.keep ?? []);
  try {
    const request = searchRequestOf(state, base, facetFields(reference), options.text, url.searchParams.has('sort'));
    // Listings without search text are shared by every visitor: reused until the data changes. Searches are not
    // kept (free text would fill the cache with answers asked once).
    const result = options.text === undefined
      ? await listings(`${store.storeCode}:${JSON.stringify(request)}`, () => searchProducts(store, request), LISTING_MAX_AGE_MS)
      : await searchProducts(store, request);
    return { reference, result, state, path, problem: undefined, status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code >= 500) throw error;
    return { reference, result: emptyResult(), state, path, problem: translateApiMessage(store.storeCode, error.message), status: error.code };
  }
}

/** The listing of a category page. */
export function loadCategoryPage(store: StoreView, url: URL, category: CategoryInfo): Promise<ListingData> {
  return loadListing(store, url, categoryPath(store, category.texts[store.storeCode]!.slug), { category_ids: [category.id], visibility: CATALOGUE_VISIBILITY });
}

/** The category route `/c/{key}` (url-key, slug, url_path or id): the category and its listing, or undefined. */
export async function loadCategoryRoute(store: StoreView, url: URL, key: string): Promise<{ category: CategoryInfo; data: ListingData } | undefined> {
  const category = findCategory(await catalogReference(await getDb()), store.storeCode, key);
  return category ? { category, data: await loadCategoryPage(store, url, category) } : undefined;
}
