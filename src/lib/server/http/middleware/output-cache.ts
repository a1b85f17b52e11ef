import type { MiddlewareHandler, MiddlewareNext } from 'astro';
import { claimRender } from '../../page-cache/claims.ts';
import { boundarySince, forgetDue, invalidatedSince } from '../../page-cache/forgotten.ts';
import { rememberPage } from '../../page-cache/front.ts';
import { listenForInvalidations } from '../../page-cache/invalidation.ts';
import { canonicalPageTarget, pageCacheSlot } from '../../page-cache/keys.ts';
import { pageParamFilter } from '../../page-cache/params.ts';
import {
  carriesSecret,
  isCacheableRequest,
  PAGE_CACHE_TTL_SECONDS,
  pageCacheBypassed,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_HTML_CACHE_CONTROL,
} from '../../page-cache/policy.ts';
import { isRevalidateRequest, rememberStalePage } from '../../page-cache/revalidate.ts';
import { pageCacheStore } from '../../page-cache/store.ts';
import { followPriceWindows } from '../../page-cache/windows.ts';
import type { CachedPage, PageCacheStore } from '../../page-cache/types.ts';
import { peerAddress, resolveClientAddress } from '../client.ts';
import { contentSecurityPolicy } from '../csp.ts';
import { busyPage, countedRender, renderClient, spendRender } from '../render-budget.ts';
import { markDegraded, tagPage, withRequestScope } from '../scope.ts';
import { addSecurityHeaders, DEGRADED_CACHE_CONTROL, withPolicy } from './headers.ts';

/** Seconds a not-found answer is cached. */
const NOT_FOUND_TTL_SECONDS = 300;

function cacheable(request: Request, url: URL): boolean {
  return isCacheableRequest(request.method, url, request.headers.get('cookie'), null);
}

/**
 * What the output cache does not keep, with its Content-Security-Policy: pages with per-visitor data set
 * `Cache-Control: private` themselves; a URL with a secret is `private, no-store` and sent on in no Referer. (Every
 * handler of a sequence runs: `outputCache`, next, passes these requests on as well.)
 */
export const uncachedAnswers: MiddlewareHandler = async (context, next) => {
  if (cacheable(context.request, context.url)) return next();
  const response = await withPolicy(await next());
  if (carriesSecret(context.url)) {
    // A token in the URL: kept by no cache (and not sent on in a Referer).
    if (!(response.headers.get('cache-control') ?? '').includes('no-store'))
      response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    // Never sent to another site; same-origin keeps the Origin header on the page's own form posts (with
    // no-referrer the browser sends `Origin: null` and the payment form was refused as cross-site).
    response.headers.set('Referrer-Policy', 'same-origin');
  }
  return response;
};

/**
 * The output cache for anonymous HTML: a page from the store (or its stale copy, answered while it renders again),
 * else rendered once for concurrent requests and kept in the store and this process's answer front. Degraded pages
 * are sent once with `no-store`.
 */
export const outputCache: MiddlewareHandler = async (context, next) => {
  if (!cacheable(context.request, context.url)) return next();
  // The bench's bypass (when the operator allows it) renders the page as a cache miss does, without storing it.
  const bypass = pageCacheBypassed(context.request.headers.get('x-page-cache'));
  // Tracking and unknown parameters name the same page: one cache entry, one rendering (of the page without them).
  const target = `${context.url.pathname}${context.url.search}`;
  const canonical = canonicalPageTarget(context.url, await pageParamFilter());
  const cache = await pageCacheStore();
  listenForInvalidations(cache);
  followPriceWindows();
  forgetDue();
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
    if (
      stale?.status === 200 &&
      !invalidatedSince(stale.tags ?? [], lookedUp) &&
      !boundarySince(stale.tags ?? [], stale.storedAt)
    ) {
      const bytes = Buffer.from(stale.body);
      if (rememberStalePage(target, stale, PAGE_CACHE_TTL_SECONDS, epoch, bytes)) {
        // A page rendered in place of another is not kept as that page's fresh copy.
        markDegraded('stale');
        return cachedAnswer(stale, bytes, 'STALE');
      }
    }
  } else if (!bypass) {
    hit = await cache.get(key);
  }
  // A page kept before a change this process knows of (a window's boundary another process has not forgotten yet).
  if (hit && invalidatedSince(hit.tags ?? [], hit.storedAt)) hit = undefined;
  let rendered: ((page?: CachedPage) => void) | undefined;
  if (!hit && !bypass) {
    // Not stored yet: render it, or wait for the request that is rendering it and answer with its page.
    const claim = claimRender(key, lookedUp);
    if ('waiting' in claim) hit = await claim.waiting;
    else rendered = claim.done;
  }
  // A render is uncached work: taken from the client's budget (this process's own background renders aside).
  if (!hit && !isRevalidateRequest(context.request.headers.get('x-page-cache'))) {
    const address = resolveClientAddress(peerAddress(context), context.request.headers.get('x-forwarded-for'));
    const retryAfter = spendRender(renderClient(address, context.request.headers.get('user-agent')));
    if (retryAfter !== undefined) {
      rendered?.();
      const page = busyPage(context.url.pathname, retryAfter);
      return new Response(page.body, { status: 503, headers: page.headers });
    }
  }
  if (hit) {
    // A page rendered in place of another (`Astro.rewrite`) is kept with the tags of what it shows.
    tagPage(...(hit.tags ?? []));
    // The answer front (src/lib/server/ops/launch.ts) looks pages up by the request target as the browser sent it.
    const bytes = Buffer.from(hit.body);
    if (canonical === target)
      rememberPage(target, hit, hit.status === 404 ? NOT_FOUND_TTL_SECONDS : PAGE_CACHE_TTL_SECONDS, epoch, bytes);
    return cachedAnswer(hit, bytes, 'HIT');
  }

  try {
    return await countedRender(() => renderPage(next, { target, canonical, key, epoch, bypass, cache, rendered }));
  } finally {
    rendered?.();
  }
};

function cachedAnswer(page: CachedPage, bytes: Buffer<ArrayBuffer>, outcome: 'HIT' | 'STALE'): Response {
  const headers = new Headers(page.headers);
  headers.set('Age', String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  headers.set('X-Cache', outcome);
  return new Response(bytes, { status: page.status, headers });
}

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
  },
): Promise<Response> {
  const { target, canonical, key, epoch, bypass, cache, rendered } = slot;
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
  if (!storable) return withPolicy(response);

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
