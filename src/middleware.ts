import type { MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { createTranslate } from './lib/i18n/i18n.ts';
import { storeRelative } from './lib/routes/routes.ts';
import { config } from './lib/server/config/config.ts';
import { ensureDatabase } from './lib/server/db/open.ts';
import { peerAddress, resolveClientAddress, servedOverHttps } from './lib/server/http/client.ts';
import { contentSecurityPolicy } from './lib/server/http/csp.ts';
import { catalogError, errorResponse, urlHoldsControlCharacter } from './lib/server/http/api.ts';
import { enforceRedirectRule } from './lib/server/http/redirect.ts';
import { withRequestScope } from './lib/server/http/scope.ts';
import { routeThrottle } from './lib/server/http/throttle.ts';
import {
  PAGE_CACHE_TTL_SECONDS,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_HTML_CACHE_CONTROL,
  canonicalPageTarget,
  carriesSecret,
  invalidatedSince,
  isCacheableRequest,
  pageCacheBypassed,
  claimRender,
  isRevalidateRequest,
  pageCacheSlot,
  pageCacheStore,
  rememberPage,
  rememberStalePage,
  type CachedPage,
  type PageCacheStore,
} from './lib/server/page-cache/cache.ts';
import { pageParamFilter } from './lib/server/page-cache/params.ts';
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
  return new Response(null, {
    status: target.status ?? 302,
    headers: { Location: storePath(store, target[store.storeCode]) },
  });
}

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

/** An HTML page with the Content-Security-Policy that fits it (read whole: the hashes cover its inline scripts and styles). */
async function withPolicy(response: Response): Promise<Response> {
  if (
    !(response.headers.get('content-type') ?? '').startsWith('text/html') ||
    response.headers.has('content-security-policy')
  )
    return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('Content-Security-Policy', contentSecurityPolicy(body));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Adds the security headers a response does not set itself. */
function addSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

function withSecurityHeaders(response: Response): Response {
  addSecurityHeaders(response.headers);
  return response;
}

/** Cache-Control of a degraded page (fallback content, a listing without facets or from before): never stored. */
const DEGRADED_CACHE_CONTROL = 'no-store';

/**
 * Per request: the store view and its translator, an open database, static redirects, per-address throttles of
 * costly anonymous API routes, the output cache for anonymous HTML (pages with per-visitor data set
 * `Cache-Control: private` and are never stored; URLs with a secret are `private, no-store`; degraded pages
 * `no-store`), `Secure` cookies over HTTPS, the one redirect-target rule on every redirect, security headers.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const store = storeViewForPath(context.url.pathname);
  context.locals.store = store;
  context.locals.t = createTranslate(store.storeCode);
  // Prerendered pages (the stores' offline pages) are built without a database and never cached here.
  if (context.isPrerendered) return next();
  await ensureDatabase();

  const peer = peerAddress(context);
  if (servedOverHttps(peer, context.request.headers.get('x-forwarded-proto'))) {
    // Behind HTTPS every cookie the shop sets is Secure.
    const set = context.cookies.set.bind(context.cookies);
    context.cookies.set = (key, value, options) => set(key, value, { ...options, secure: true });
  }
  const origins = [context.url.origin, new URL(config().publicBaseUrl).origin];
  const finish = (response: Response) => {
    // A "try again" answer (a listing whose search failed) says when.
    if (response.status === 503 && !response.headers.has('retry-after')) response.headers.set('Retry-After', '5');
    if (response.status === 503 && !response.headers.has('cache-control'))
      response.headers.set('Cache-Control', DEGRADED_CACHE_CONTROL);
    return withSecurityHeaders(enforceRedirectRule(response, origins, storePath(store, '/')));
  };

  if (crossSiteFormPost(context.request, context.url)) {
    return withSecurityHeaders(
      new Response(`Cross-site ${context.request.method} form submissions are forbidden`, {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
    );
  }

  const redirect =
    context.request.method === 'GET' || context.request.method === 'HEAD'
      ? staticRedirect(store, context.url.pathname)
      : undefined;
  if (redirect) return finish(redirect);

  if (context.url.pathname.startsWith('/api/')) {
    if (urlHoldsControlCharacter(context.url)) return finish(errorResponse(catalogError(400, 'controlCharacters')));
    const address = resolveClientAddress(peer, context.request.headers.get('x-forwarded-for'));
    const throttled = await routeThrottle(context.request.method, context.url.pathname, address);
    if (throttled) return finish(throttled);
  }

  if (!cacheable(context.request, context.url)) {
    const response = await withPolicy(await next());
    if (carriesSecret(context.url)) {
      // A token in the URL: kept by no cache (and not sent on in a Referer).
      if (!(response.headers.get('cache-control') ?? '').includes('no-store'))
        response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      // Never sent to another site; same-origin keeps the Origin header on the page's own form posts (with
      // no-referrer the browser sends `Origin: null` and the payment form was refused as cross-site).
      response.headers.set('Referrer-Policy', 'same-origin');
    }
    return finish(response);
  }
  // The bench's bypass (when the operator allows it) renders the page as a cache miss does, without storing it.
  const bypass = pageCacheBypassed(context.request.headers.get('x-page-cache'));

  // Tracking and unknown parameters name the same page: one cache entry, one rendering (of the page without them).
  const target = `${context.url.pathname}${context.url.search}`;
  const canonical = canonicalPageTarget(context.url, await pageParamFilter());
  const cache = await pageCacheStore();
  const { key, epoch } = await pageCacheSlot(canonical);
  let hit: CachedPage | undefined;
  const lookedUp = Date.now();
  if (
    !bypass &&
    cache.getOrStale &&
    canonical === target &&
    !isRevalidateRequest(context.request.headers.get('x-page-cache'))
  ) {
    // An order or a restock changed the page after another process rendered it: its previous copy now, this page
    // rendered again in the background (as the process that held it does), unless a change reached us meanwhile.
    const { page, stale } = await cache.getOrStale(key);
    hit = page;
    if (stale?.status === 200 && !invalidatedSince(stale.tags ?? [], lookedUp)) {
      const bytes = Buffer.from(stale.body);
      if (rememberStalePage(target, stale, PAGE_CACHE_TTL_SECONDS, epoch, bytes)) {
        const headers = new Headers(stale.headers);
        headers.set('Age', String(Math.max(0, Math.floor((Date.now() - stale.storedAt) / 1000))));
        headers.set('X-Cache', 'STALE');
        return withSecurityHeaders(new Response(bytes, { status: stale.status, headers }));
      }
    }
  } else if (!bypass) {
    hit = await cache.get(key);
  }
  let rendered: ((page?: CachedPage) => void) | undefined;
  if (!hit && !bypass) {
    // Not stored yet: render it, or wait for the request that is rendering it and answer with its page.
    const claim = claimRender(key, lookedUp);
    if ('waiting' in claim) hit = await claim.waiting;
    else rendered = claim.done;
  }
  if (hit) {
    // The answer front (src/lib/server/ops/launch.ts) looks pages up by the request target as the browser sent it.
    const bytes = Buffer.from(hit.body);
    if (canonical === target)
      rememberPage(target, hit, hit.status === 404 ? NOT_FOUND_TTL_SECONDS : PAGE_CACHE_TTL_SECONDS, epoch, bytes);
    const headers = new Headers(hit.headers);
    headers.set('Age', String(Math.max(0, Math.floor((Date.now() - hit.storedAt) / 1000))));
    headers.set('X-Cache', 'HIT');
    return withSecurityHeaders(new Response(bytes, { status: hit.status, headers }));
  }

  try {
    return await renderPage(next, { target, canonical, key, epoch, bypass, cache, rendered, finish });
  } finally {
    rendered?.();
  }
});

/**
 * Renders a cacheable page and keeps it (in the store and the answer front) when it may be kept. The rendered page is
 * read once: its policy, the copy kept and the answer all come from Astro's bytes of it.
 */
async function renderPage(
  next: MiddlewareNext,
  slot: {
    target: string;
    canonical: string;
    key: string;
    epoch: number;
    bypass: boolean;
    cache: PageCacheStore;
    rendered: ((page?: CachedPage) => void) | undefined;
    finish: (response: Response) => Response;
  },
): Promise<Response> {
  const { target, canonical, key, epoch, bypass, cache, rendered, finish } = slot;
  const renderStarted = Date.now();
  const { scope, result } = withRequestScope(() => (canonical === target ? next() : next(canonical)));
  const response = await result;
  const type = response.headers.get('content-type') ?? '';
  const control = response.headers.get('cache-control');
  const storable =
    (response.status === 200 || response.status === 404) &&
    type.startsWith('text/html') &&
    !response.headers.has('set-cookie') &&
    (!control || control.startsWith('public'));
  if (!storable) return finish(await withPolicy(response));

  // Astro's bytes as they are (the one chunk of its body, neither joined nor copied again): the policy is read from
  // them, the text is made only for the copy kept, and the same bytes are sent (see `answerOnce`).
  const bytes = await bodyBytes(response);
  const headers = response.headers;
  headers.delete('content-length');
  if (!headers.has('content-security-policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(bytes));
  addSecurityHeaders(headers);
  // A page rendered with fallback content (a service failed or was slow) is sent once and kept nowhere.
  if (scope.degraded.length) {
    headers.set('Cache-Control', DEGRADED_CACHE_CONTROL);
    headers.set('X-Cache', 'DEGRADED');
    return answerOnce(bytes, response.status, headers);
  }
  if (!control) headers.set('Cache-Control', PUBLIC_HTML_CACHE_CONTROL);
  // The answer front (src/lib/server/ops/launch.ts) sends cached pages compressed when the browser accepts it.
  headers.set('Vary', 'Accept-Encoding');
  // Not-found answers are kept briefly: a page created later must not stay hidden for a day.
  const ttl = response.status === 404 ? NOT_FOUND_TTL_SECONDS : PAGE_CACHE_TTL_SECONDS;
  const tags = [...scope.tags];
  // A product shown on the page changed while it rendered: sent, not kept.
  if (!bypass && !invalidatedSince(tags, renderStarted)) {
    const page = {
      status: response.status,
      headers: [...headers.entries()],
      body: bytes.toString('utf8'),
      storedAt: Date.now(),
      tags,
    };
    rememberPage(canonical, page, ttl, epoch, bytes);
    rendered?.(page);
    // Kept in the shared store without holding up the answer (a slow or absent Redis costs the page nothing).
    void cache.set(key, page, ttl);
  }
  headers.set('X-Cache', bypass ? 'BYPASS' : 'MISS');
  return answerOnce(bytes, response.status, headers);
}

/** The bytes of a rendered page: Astro's body is one chunk (the page rendered to one string), taken as it is. */
async function bodyBytes(response: Response): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    length += read.value.byteLength;
  }
  const [only] = chunks;
  return chunks.length === 1 && only
    ? Buffer.from(only.buffer, only.byteOffset, only.byteLength)
    : Buffer.concat(chunks, length);
}

/**
 * A rendered page's answer: its bytes as one chunk of a plain stream (no copy, unlike a `Response` made of bytes) and
 * their length, so the adapter writes the headers and the whole page to the socket in one write, not chunked.
 * The bytes are not transferred (a byte stream would detach them): the answer front keeps them too.
 */
function answerOnce(bytes: Buffer, status: number, headers: Headers): Response {
  headers.set('Content-Length', String(bytes.length));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}
