import { atom } from 'nanostores';
import { ApiError, apiRuntime } from '../api-client/client.ts';
import { hash } from '../cart/items.ts';
import type { StoreCode } from '../store-view/config.ts';
import { searchCall, type SearchRequest, type SearchResult } from './api.ts';
import { catalogueApi, graphqlSearchCall } from './graphql.ts';

const cache = new Map<string, SearchResult>();
const CACHE_LIMIT = 100;

/**
 * Searches with the answer cached by a hash of the request: cached answer first; else the API (REST, or /graphql
 * when the shop is configured so), then cached; when
 * the call fails offline an empty offline result, online the error is raised.
 */
export async function search(storeCode: StoreCode, request: SearchRequest): Promise<SearchResult> {
  const key = hash(JSON.stringify([storeCode, request]));
  const cached = cache.get(key);
  if (cached) return cached;
  try {
    const result = await (catalogueApi() === 'graphql' ? graphqlSearchCall : searchCall)(storeCode, request);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, result);
    return result;
  } catch (error) {
    if (!apiRuntime.isOnline() || (error instanceof ApiError && error.network)) {
      return { items: [], total: 0, start: request.from ?? 0, perPage: request.size ?? 50, offline: true };
    }
    throw error;
  }
}

/** Forgets cached answers (tests). */
export function clearSearchCache(): void {
  cache.clear();
}

/** The predictive search box's state. */
export interface SuggestState {
  query: string;
  loading: boolean;
  result: SearchResult | null;
}

/** Suggestions for what is typed in the header search. */
export const $suggest = atom<SuggestState>({ query: '', loading: false, result: null });

/** Suggestions per keystroke (enough for a dropdown). */
export const SUGGEST_SIZE = 6;
let latest = 0;

/** Asks for suggestions; only the answer to the latest query is kept (typing fast never shows stale results). */
export async function suggest(storeCode: StoreCode, query: string): Promise<void> {
  const text = query.trim();
  const ticket = ++latest;
  if (text.length < 2) {
    $suggest.set({ query, loading: false, result: null });
    return;
  }
  $suggest.set({ ...$suggest.get(), query, loading: true });
  try {
    const result = await search(storeCode, {
      query: { text },
      size: SUGGEST_SIZE,
      from: 0,
      _sourceInclude: ['id', 'sku', 'name', 'url_path', 'slug', 'image', 'price_incl_tax', 'final_price_incl_tax'],
    });
    if (ticket === latest) $suggest.set({ query, loading: false, result });
  } catch {
    if (ticket === latest) $suggest.set({ query, loading: false, result: null });
  }
}
