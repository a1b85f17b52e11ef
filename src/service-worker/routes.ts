/**
 * What the service worker does with a request, decided from its URL alone (pure, shared by the worker and its
 * unit test). Names of the runtime caches are here too: the page's storage check purges the same caches.
 */
import { localizedPaths } from '../content/slugs.ts';

/** Runtime caches (the precache is managed by serwist and never purged by the storage rules). */
export const RUNTIME_CACHES = { pages: 'np-pages', images: 'np-images', catalog: 'np-catalog' } as const;

/** Bounds of the runtime caches: visited pages, product images, catalogue answers. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
  images: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
  catalog: { maxEntries: 100, maxAgeSeconds: 24 * 3600 },
} as const;

/** The URL fragment the offline redirect home carries; the page shows the offline-content message for it. */
export const OFFLINE_CONTENT_HASH = '#np-offline';

/** The store prefix of a path: '' (Sweden), '/no' or '/fi'. */
export function storePrefixOf(pathname: string): '' | '/no' | '/fi' {
  const first = pathname.split('/')[1];
  return first === 'no' ? '/no' : first === 'fi' ? '/fi' : '';
}

/** The store's home page path ('/', '/no/', '/fi/'). */
export function homePathOf(pathname: string): string {
  return `${storePrefixOf(pathname)}/`;
}

/** The store's prerendered offline page (precached at install). */
export function offlinePathOf(pathname: string): string {
  return `${storePrefixOf(pathname)}/offline`;
}

/** The store's prerendered search page for a search never made online (precached at install). */
export function offlineSearchPathOf(pathname: string): string {
  return `${offlinePathOf(pathname)}/search`;
}

/** True for a store's search results page (any store's name of it: /search-result is redirected in Sweden). */
export function isSearchPage(pathname: string): boolean {
  const path = pathname.slice(storePrefixOf(pathname).length).replace(/\/+$/, '');
  return Object.values(localizedPaths.search).some((search) => search === path);
}

/** Page navigations that go through the page cache: same-origin HTML outside the API, the payment step excluded. */
export function isCacheablePage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname;
  if (path.startsWith('/api/') || path.startsWith('/_astro/') || path.startsWith('/i/')) return false;
  // The back office is private to signed-in staff: never kept in the browser's caches.
  if (path === '/staff' || path.startsWith('/staff/')) return false;
  // The payment step and the editor preview are one-off pages; a token in the query makes a page personal.
  if (/^(\/(no|fi))?\/pay\//.test(path) || url.searchParams.has('token') || url.searchParams.has('preview'))
    return false;
  return true;
}

/** Product images (cache-first: an image URL never changes its content). */
export function isProductImage(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/i/');
}

/** Catalogue answers cached by request: the catalogue search and lookups, never a call carrying a user token. */
export function isCatalogCall(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/api/catalog/') && !url.searchParams.has('token');
}

/** The cache key of a POSTed catalogue search: its URL with a digest of its body (the Cache API keys only GETs). */
export function catalogCacheKey(url: string, bodyDigest: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}np-body=${bodyDigest}`;
}
