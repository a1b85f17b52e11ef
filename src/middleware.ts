import { defineMiddleware } from 'astro:middleware';
import { createTranslate } from './lib/i18n/i18n.ts';
import { storeRelative } from './lib/routes/routes.ts';
import { config } from './lib/server/config/config.ts';
import { ensureDatabase } from './lib/server/db/open.ts';
import {
  PAGE_CACHE_TTL_SECONDS, PUBLIC_HTML_CACHE_CONTROL, SERVE_CACHED_PAGE, isCacheableRequest, pageCacheBypassed, pageCacheSlot, pageCacheStore, rememberPage, serveCachedPage,
} from './lib/server/page-cache/cache.ts';
import { storePath, storeViewForPath, type StoreView } from './lib/store-view/config.ts';

/** Seconds a not-found answer is cached. */
const NOT_FOUND_TTL_SECONDS = 300;

const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Static redirects of product.md §2 (302 by default), by store-relative path; targets per store. */
const staticRedirects: Record<string, { sv: string; no: string; fi: string; status?: number }> = {
  '/kjøpeguide': { sv: '/kopguider', no: '/kjopsveiledninger', fi: '/guides' },
};

function staticRedirect(store: StoreView, pathname: string): Response | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(storeRelative(store, pathname)).normalize('NFC').replace(/\/+$/, '');
  } catch {
    return undefined;
  }
  const target = Object.hasOwn(staticRedirects, decoded) ? staticRedirects[decoded] : undefined;
  if (!target) return undefined;
  return new Response(null, { status: target.status ?? 302, headers: { Location: storePath(store, target[store.storeCode]) } });
}

// The start script answers cached pages before Astro routes them (scripts/start.ts).
(globalThis as Record<symbol, unknown>)[SERVE_CACHED_PAGE] = serveCachedPage;

function cacheable(request: Request, url: URL): boolean {
  return isCacheableRequest(request.method, url, request.headers.get('cookie'), null);
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * CSRF guard for the shop's HTML forms (Astro's own origin check is off because it also refused JSON API
 * clients that send no Origin header): a browser form post from another site carries a foreign Origin and is
 * refused. The JSON API is left to its own rules (JSON bodies only, cart ids and tokens as capabilities).
 */
function crossSiteFormPost(request: Request, url: URL): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || url.pathname.startsWith('/api/')) return false;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type && !FORM_TYPES.some((form) => type.includes(form))) return false;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin !== url.origin && origin !== new URL(config().publicBaseUrl).origin;
}

function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}

/**
 * Per request: the store view and its translator, an open database, static redirects, the output cache for
 * anonymous HTML (pages with per-visitor data set `Cache-Control: private` and are never stored), security headers.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const store = storeViewForPath(context.url.pathname);
  context.locals.store = store;
  context.locals.t = createTranslate(store.storeCode);
  // Prerendered pages (the stores' offline pages) are built without a database and never cached here.
  if (context.isPrerendered) return next();
  await ensureDatabase();

  if (crossSiteFormPost(context.request, context.url)) {
    return withSecurityHeaders(new Response(`Cross-site ${context.request.method} form submissions are forbidden`, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }));
  }

  const redirect = context.request.method === 'GET' || context.request.method === 'HEAD' ? staticRedirect(store, context.url.pathname) : undefined;
  if (redirect) return withSecurityHeaders(redirect);

  if (!cacheable(context.request, context.url)) return withSecurityHeaders(await next());
  // The bench's bypass (when the operator allows it) renders the page as a cache miss does, without storing it.
  const bypass = pageCacheBypassed(context.request.headers.get('x-page-cache'));

  const cache = await pageCacheStore();
  const { key, epoch } = await pageCacheSlot(context.url);
  // The request target as the browser sent it: the answer front of the start script looks pages up by it.
  const target = `${context.url.pathname}${context.url.search}`;
  const hit = bypass ? undefined : await cache.get(key);
  if (hit) {
    rememberPage(target, hit, hit.status === 404 ? NOT_FOUND_TTL_SECONDS : PAGE_CACHE_TTL_SECONDS, epoch);
    const headers = new Headers(hit.headers);
    headers.set('Age', String(Math.max(0, Math.floor((Date.now() - hit.storedAt) / 1000))));
    headers.set('X-Cache', 'HIT');
    return withSecurityHeaders(new Response(hit.body, { status: hit.status, headers }));
  }

  const response = await next();
  const type = response.headers.get('content-type') ?? '';
  const control = response.headers.get('cache-control');
  const storable = (response.status === 200 || response.status === 404) && type.startsWith('text/html')
    && !response.headers.has('set-cookie') && (!control || control.startsWith('public'));
  if (!storable) return withSecurityHeaders(response);

  const body = await response.text();
  const headers = withSecurityHeaders(new Response(null, { headers: response.headers })).headers;
  if (!control) headers.set('Cache-Control', PUBLIC_HTML_CACHE_CONTROL);
  headers.delete('content-length');
  // The start script's answer front sends cached pages compressed when the browser accepts it.
  headers.set('Vary', 'Accept-Encoding');
  // Not-found answers are kept briefly: a page created later must not stay hidden for a day.
  const ttl = response.status === 404 ? NOT_FOUND_TTL_SECONDS : PAGE_CACHE_TTL_SECONDS;
  const page = { status: response.status, headers: [...headers.entries()], body, storedAt: Date.now() };
  if (!bypass) {
    await cache.set(key, page, ttl);
    rememberPage(target, page, ttl, epoch);
  }
  headers.set('X-Cache', bypass ? 'BYPASS' : 'MISS');
  return withSecurityHeaders(new Response(body, { status: response.status, headers }));
});
