/** The shop's service worker, built to /service-worker.js by ./integration.ts. More in README.md. */
import {
  CacheableResponsePlugin,
  CacheExpiration,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Route,
  Serwist,
  type PrecacheEntry,
} from 'serwist';
import {
  CACHE_LIMITS,
  OFFLINE_CONTENT_HASH,
  RUNTIME_CACHES,
  catalogCacheKey,
  homePathOf,
  isCacheablePage,
  isCatalogCall,
  isProductImage,
  isSearchPage,
  offlinePathOf,
  offlineSearchPathOf,
} from './routes.ts';

// The worker's global scope, typed here (the project's DOM lib has no ServiceWorkerGlobalScope).
interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __SW_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  addEventListener(type: 'activate' | 'message', listener: (event: WaitUntilEvent & { data?: unknown }) => void): void;
}
declare const self: WorkerScope;

const origin = self.location.origin;

/** A runtime cache's plugins: only 200 answers are kept, within the cache's limits (dropped when the quota is hit). */
const kept = (cache: keyof typeof CACHE_LIMITS) => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ ...CACHE_LIMITS[cache], purgeOnQuotaError: true }),
];

const pages = new NetworkFirst({ cacheName: RUNTIME_CACHES.pages, plugins: kept('pages') });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && isCacheablePage(url, origin),
      handler: async ({ request, url, event }) => {
        try {
          return await pages.handle({ request, event: event as never });
        } catch {
          return offlineAnswer(url);
        }
      },
    },
    {
      matcher: ({ url }) => isProductImage(url, origin),
      handler: new CacheFirst({ cacheName: RUNTIME_CACHES.images, plugins: kept('images') }),
    },
    {
      matcher: ({ url }) => isCatalogCall(url, origin),
      handler: new NetworkFirst({ cacheName: RUNTIME_CACHES.catalog, plugins: kept('catalog') }),
    },
  ],
});

/**
 * Offline and not cached: a search, the store's search page with an empty offline result; another page, the store's
 * home page (when visited) with the message, else the store's offline page.
 */
async function offlineAnswer(url: URL): Promise<Response> {
  if (isSearchPage(url.pathname)) {
    const search = await serwist.matchPrecache(offlineSearchPathOf(url.pathname));
    if (search) return search;
  }
  const home = homePathOf(url.pathname);
  if (url.pathname !== home && (await caches.match(new URL(home, origin).href, { cacheName: RUNTIME_CACHES.pages }))) {
    return Response.redirect(new URL(`${home}${OFFLINE_CONTENT_HASH}`, origin).href, 302);
  }
  return (await serwist.matchPrecache(offlinePathOf(url.pathname))) ?? Response.error();
}

// Catalogue searches are POSTs: cached under their URL plus a digest of the body, network first.
const catalogExpiration = new CacheExpiration(RUNTIME_CACHES.catalog, CACHE_LIMITS.catalog);
serwist.registerRoute(
  new Route(
    ({ request, url }) => request.method === 'POST' && isCatalogCall(url, origin),
    async ({ request }) => {
      const body = await request.clone().arrayBuffer();
      const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', body))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
      const key = catalogCacheKey(request.url, digest);
      const cache = await caches.open(RUNTIME_CACHES.catalog);
      try {
        const response = await fetch(request);
        if (response.ok) {
          await cache.put(key, response.clone());
          await catalogExpiration.updateTimestamp(key);
          void catalogExpiration.expireEntries();
        }
        return response;
      } catch (error) {
        const hit = await cache.match(key);
        if (hit) return hit;
        throw error;
      }
    },
    'POST',
  ),
);

self.addEventListener('activate', (event) => {
  // Pages cached by an earlier deploy name assets this one no longer has: drop them rather than serve them broken.
  event.waitUntil(caches.delete(RUNTIME_CACHES.pages));
});

self.addEventListener('message', (event) => {
  // The first page of a visit loads before the worker controls it: the page asks to have itself cached.
  const data = event.data as { type?: string; url?: string } | undefined;
  if (data?.type !== 'np-cache-page' || typeof data.url !== 'string') return;
  const url = new URL(data.url, origin);
  if (!isCacheablePage(url, origin)) return;
  event.waitUntil(
    (async () => {
      const response = await fetch(url.href, { credentials: 'same-origin' });
      if (response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html')) {
        await (await caches.open(RUNTIME_CACHES.pages)).put(url.href, response);
      }
    })().catch(() => undefined),
  );
});

serwist.addEventListeners();
