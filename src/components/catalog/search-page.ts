import { loadListing, type ListingData } from './category-page.ts';
import { routePath } from '../../lib/routes/routes.ts';
import type { StoreView } from '../../lib/store-view/config.ts';

/** The search text of a request (`?s=`), trimmed and bounded. */
export function searchQueryOf(url: URL): string {
  return (url.searchParams.get('s') ?? '').trim().slice(0, 200);
}

/** Loads search results for `?s=` with the listing's filters, sort and pages; nothing without a query. */
export async function loadSearchPage(
  store: StoreView,
  url: URL,
): Promise<{ query: string; data: ListingData | undefined; status: number }> {
  const query = searchQueryOf(url);
  if (!query) return { query, data: undefined, status: 200 };
  const data = await loadListing(store, url, routePath(store, 'search'), {}, { text: query, keep: ['s'] });
  return { query, data, status: data.status };
}
