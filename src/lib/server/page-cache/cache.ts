import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { gt, lt, max, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client.ts';
import { cacheInvalidations } from '../db/schema/index.ts';
import type { RequestLog } from '../ops/log.ts';
import { forgetPageDataTagged } from './memo.ts';

/**
 * Output cache for anonymous page HTML (contract.md §9: TTL 86400 s). In process (LRU) by default, Redis when
 * REDIS_URL is set, with an in-process answer front in either case (pages ready to send, answered by the start
 * script's HTTP server before Astro). Everything is keyed by the generation of the shop's data (see below):
 * `invalidatePageCache()` (called by catalogue, stock and content writers) moves it at once, and a stamp of the
 * newest change in the catalogue and CMS tables (and the number of approved reviews) is folded in, so a change
 * made by another process (seed, import, restock) also retires the cached pages.
 *
 * Why not Astro 7's route cache (`cache.provider`, `Astro.cache.set({ tags })`, `cache.invalidate`): its runtime
 * providers answer inside `app.render`, after the adapter has turned the Node request into a `Request` and Astro has
 * routed it, and hand out a new `Response` with a copy of the body per hit (the built-in memory provider); an
 * invalidation deletes entries (its stale-while-revalidate is for entries past max-age only), and it is one process's
 * memory, with nothing shared between instances or told to them. The answer front here is a map lookup and one
 * socket write before Astro, keeps pages stale while they render again after an order, and shares pages and
 * invalidations through Redis and the database.
 */

/** Seconds a cached page is kept (the spec's output cache TTL). */
export const PAGE_CACHE_TTL_SECONDS = 86_400;
/** Cache-Control of cacheable HTML: browsers revalidate, shared caches may serve stale while they refresh. */
export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
/** Cache-Control of pages with per-visitor data (cart, account, checkout): never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A stored page answer. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  storedAt: number;
  /** What the page shows (`p:{productId}`, `listing` …): it is forgotten when one of them changes. */
  tags?: string[];
}

/** Where cached pages live. */
export interface PageCacheStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlSeconds: number): Promise<void>;
  /** The shared invalidation counter (undefined while it cannot be read: the last one read stays). */
  version(): Promise<number | undefined>;
  bump(): Promise<number>;
  /**
   * Forgets the pages carrying one of `tags`; with `revalidate` a shared store keeps a stale copy of each for a while
   * (`getOrStale`).
   */
  forget(tags: string[], options?: { revalidate?: boolean }): Promise<void>;
  /** `get`, or else the stale copy of a page forgotten with `revalidate`, in one look (shared stores only). */
  getOrStale?(key: string): Promise<{ page?: CachedPage; stale?: CachedPage }>;
  /** Tells the other processes (shared stores only). */
  publish?(message: string): Promise<void>;
  /** Hears what other processes tell (shared stores only). */
  subscribe?(listener: (message: string) => void): void;
}

/** An in-process LRU bounded by entry count and bytes. */
export class MemoryPageCache implements PageCacheStore {
  readonly #entries = new Map<string, { page: CachedPage; expires: number; bytes: number }>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;
  #version = 0;

  constructor(maxEntries = 5000, maxBytes = 128 * 1024 * 1024) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  async get(key: string): Promise<CachedPage | undefined> {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.#delete(key);
      return undefined;
    }
    // Re-insert to mark as most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  async set(key: string, page: CachedPage, ttlSeconds: number): Promise<void> {
    this.#delete(key);
    const bytes = page.body.length * 2 + 512;
    this.#entries.set(key, { page, expires: Date.now() + ttlSeconds * 1000, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
  }

  async version(): Promise<number> {
    return this.#version;
  }

  async bump(): Promise<number> {
    this.#version += 1;
    this.#entries.clear();
    this.#bytes = 0;
    return this.#version;
  }

  /** Forgets one page. */
  async delete(key: string): Promise<void> {
    this.#delete(key);
  }

  async forget(tags: string[]): Promise<void> {
    const wanted = new Set(tags);
    for (const [key, entry] of this.#entries) {
      if (entry.page.tags?.some((tag) => wanted.has(tag))) this.#delete(key);
    }
  }

  /** Number of cached pages (tests, diagnostics). */
  get size(): number {
    return this.#entries.size;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(key);
  }
}

let currentStore: Promise<PageCacheStore> | undefined;

/** Replaces the store (tests; the Redis store on start). */
export function usePageCacheStore(store: PageCacheStore): void {
  currentStore = Promise.resolve(store);
  generationState().versionAt = 0;
}

/**
 * The store of this process: Redis when REDIS_URL is set (reconnecting by itself; while Redis is away pages are
 * rendered and kept in the answer front), else in process.
 */
export function pageCacheStore(): Promise<PageCacheStore> {
  currentStore ??= (async () => {
    const url = process.env.REDIS_URL;
    let store: PageCacheStore | undefined;
    if (url) {
      try {
        const { RedisPageCache } = await import('./redis.ts');
        store = await RedisPageCache.connect(url);
      } catch (error) {
        console.error(
          '[page-cache] Redis unavailable, caching in process:',
          error instanceof Error ? error.message : error,
        );
      }
    }
    store ??= new MemoryPageCache();
    listenForInvalidations(store);
    return store;
  })();
  return currentStore;
}

/** True when the output cache is switched off (PAGE_CACHE=off). */
export function pageCacheDisabled(): boolean {
  return process.env.PAGE_CACHE === 'off';
}

/*
 * The generation of the shop's data: `{store version}:{data stamp}`. Cached pages and cached page data are valid
 * for one generation; every process with the same data and store (Redis) has the same one, so they share pages. It is read synchronously on every request (the cached-page answer must not
 * wait), and refreshed in the background: the shared version (Redis INCR counter, or the in-process one) at most
 * every second, the data stamp (newest change in the catalogue and CMS tables, read from the database, so writes
 * of other processes count) at most every 5 s. Writers in this process call `invalidatePageCache()` (or
 * `catalogueChanged()`), which moves the generation at once: until the shared version is bumped the generation
 * carries a local mark (kept if the bump failed, so this process still retires its pages).
 */
const VERSION_INTERVAL_MS = 1_000;
const STAMP_INTERVAL_MS = 5_000;

interface GenerationState {
  /** Invalidations in this process; `mark` is the one the generation carries while the shared bump is pending. */
  local: number;
  mark: number;
  pending: number;
  version: number;
  stamp: string;
  versionAt: number;
  stampAt: number;
  value: string | undefined;
  /** Increases each time `value` changes; entries of the answer front carry the epoch they were made in. */
  epoch: number;
  refreshing: Promise<void> | undefined;
}

const generation: GenerationState = {
  local: 0,
  mark: 0,
  pending: 0,
  version: 0,
  stamp: '',
  versionAt: 0,
  stampAt: 0,
  value: undefined,
  epoch: 0,
  refreshing: undefined,
};
function generationState(): GenerationState {
  return generation;
}

function recompute(state: GenerationState): void {
  if (!state.stampAt) return;
  const value = state.mark ? `${state.version}:${state.stamp}:${state.mark}` : `${state.version}:${state.stamp}`;
  if (value === state.value) return;
  state.value = value;
  state.epoch += 1;
  clearFront();
}

async function readStamp(previous: string): Promise<string> {
  try {
    const db = await getDb();
    // Stock is not part of it: orders and restocks forget only the pages of their products (cache tags, below).
    // Review moderation changes a status only, so the number of approved reviews is part of the stamp. Special
    // prices and "new" badges have time windows: the number of window edges already passed moves the stamp when a
    // window opens or closes, with no write at all.
    const rows = await db.execute<{ stamp: string | null }>(sql`SELECT greatest(
      (SELECT max(updated_at) FROM products), (SELECT max(updated_at) FROM categories),
      (SELECT max(updated_at) FROM cms_pages),
      (SELECT max(updated_at) FROM cms_blocks))::text || '/' || (SELECT count(*) FROM reviews WHERE status = 'approved')::text
      || '/' || ((SELECT count(*) FROM product_prices WHERE special_from_date <= now()) + (SELECT count(*) FROM product_prices WHERE special_to_date < now())
        + (SELECT count(*) FROM products WHERE news_from_date <= now()) + (SELECT count(*) FROM products WHERE news_to_date < now()))::text AS stamp`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { stamp: string | null }[] }).rows) as {
      stamp: string | null;
    }[];
    return list[0]?.stamp ?? 'empty';
  } catch {
    return previous || 'unknown';
  }
}

async function refresh(state: GenerationState, force: boolean): Promise<void> {
  const now = Date.now();
  const versionDue = force || now - state.versionAt >= VERSION_INTERVAL_MS;
  const stampDue = force || now - state.stampAt >= STAMP_INTERVAL_MS;
  // Mark before reading so concurrent requests do not start the same reads again.
  if (versionDue) state.versionAt = now;
  if (stampDue) state.stampAt = now;
  const invalidations = state.local;
  const [version, stamp] = await Promise.all([
    versionDue ? pageCacheStore().then((store) => store.version()) : state.version,
    stampDue ? readStamp(state.stamp) : state.stamp,
  ]);
  // A version read before an invalidation of this process finished is older than the one its bump returned; an
  // unreadable one (Redis away) leaves the one known.
  if (version !== undefined && invalidations === state.local && state.pending === 0) state.version = version;
  state.stamp = stamp;
  state.stampAt ||= now;
  recompute(state);
}

function startRefresh(state: GenerationState, force: boolean): Promise<void> {
  if (state.refreshing && !force) return state.refreshing;
  const run = refresh(state, force).finally(() => {
    if (state.refreshing === run) state.refreshing = undefined;
  });
  state.refreshing = run;
  return run;
}

/**
 * The current generation without waiting (undefined before it was first read); starts a background refresh
 * when the version or the stamp is due. Called on every cached answer.
 */
export function generationNow(now = Date.now()): string | undefined {
  const state = generationState();
  if (
    state.refreshing === undefined &&
    (now - state.versionAt >= VERSION_INTERVAL_MS || now - state.stampAt >= STAMP_INTERVAL_MS)
  ) {
    startRefresh(state, false).catch(() => undefined);
  }
  return state.value;
}

/** The current generation, read from the store and the database when it was never read. */
export async function pageGeneration(): Promise<string> {
  const state = generationState();
  const value = generationNow();
  if (value !== undefined) return value;
  await startRefresh(state, true);
  return state.value ?? `${state.version}:${state.stamp}`;
}

/** Reads the shared version and the data stamp now (after a write by another process, tests). */
export async function refreshGeneration(): Promise<string> {
  const state = generationState();
  await startRefresh(state, true);
  return state.value!;
}

/** The epoch of the current generation (changes whenever the generation does). */
export function generationEpoch(): number {
  return generationState().epoch;
}

/**
 * Retires every cached page and every cached page datum: call after a catalogue, stock, price or content write.
 * Moves this process's generation at once and bumps the shared version (other processes see it within a second).
 */
export async function invalidatePageCache(): Promise<void> {
  const state = generationState();
  state.local += 1;
  state.mark = state.local;
  state.pending += 1;
  recompute(state);
  let shared = false;
  try {
    const store = await pageCacheStore();
    state.version = await store.bump();
    state.versionAt = Date.now();
    shared = true;
  } catch (error) {
    console.error(
      '[page-cache] invalidation of the shared cache failed:',
      error instanceof Error ? error.message : error,
    );
  } finally {
    state.pending -= 1;
  }
  // The shared version moved: the generation needs no local mark any more (and matches the other processes').
  if (shared && state.pending === 0) state.mark = 0;
  // The write also moved the data stamp: read it now rather than retiring every page a second time in 5 s.
  await startRefresh(state, true);
}

/**
 * Retires the cached pages of some targets (paths with their sorted query) only, where that reaches every copy: the
 * in-process store and this process's answer front. With a shared store (Redis) other processes keep their own
 * answer fronts, so there everything is retired instead. Returns whether only the targets were retired.
 */
export async function purgePages(targets: string[]): Promise<boolean> {
  const store = await pageCacheStore();
  if (!(store instanceof MemoryPageCache)) {
    await invalidatePageCache();
    return false;
  }
  const generation = await pageGeneration();
  const f = front();
  for (const target of targets) {
    await store.delete(`${buildId}:${generation}:${target}`);
    const entry = f.entries.get(target);
    if (entry) {
      f.entries.delete(target);
      f.bytes -= entry.bytes;
    }
  }
  return true;
}

/** The newest change of the data pages show, read at most every 5 s (`fresh` reads it now). */
export async function dataStamp(fresh = false): Promise<string> {
  const state = generationState();
  if (fresh) await startRefresh(state, true);
  else await pageGeneration();
  return state.stamp;
}

/*
 * Invalidation by tags. A page (and a cached page datum) carries the tags of what it shows: `p:{id}` for each
 * product (its variants and bundle parts name the parent's tag too), `listing` for listings and searches. A write
 * records its tags in `cache_invalidations` in its own transaction (`recordInvalidation`) and, after the commit,
 * `announceInvalidation` forgets them here at once, in Redis, and tells the other processes by Redis pub/sub. Every
 * process also reads new `cache_invalidations` rows every second (processes without Redis, scripts, lost messages).
 */
const POLL_MS = 1_000;
const TAG_MEMORY_MS = 60_000;
const instance = randomUUID();

interface TagState {
  times: Map<string, number>;
  applied: Set<number>;
  lastSeen: number | undefined;
  pruneAt: number;
  listening: boolean;
}
const tagMemory: TagState = { times: new Map(), applied: new Set(), lastSeen: undefined, pruneAt: 0, listening: false };
function tagState(): TagState {
  return tagMemory;
}

/** True when one of `tags` was forgotten in this process at or after `since` (a render or read that overlapped it). */
export function invalidatedSince(tags: Iterable<string>, since: number): boolean {
  const { times } = tagState();
  if (times.size === 0) return false;
  for (const tag of tags) {
    const at = times.get(tag);
    if (at !== undefined && at >= since) return true;
  }
  return false;
}

/**
 * Forgets `tags` in this process: cached page data at once; pages of the answer front at once, or — with `revalidate`
 * (an order or a restock changed a stock level, nothing a shopper must not see for a moment) — kept and answered
 * stale while the next request for each one renders it again in the background (stale-while-revalidate).
 */
function forgetLocally(tags: string[], revalidate = false): void {
  const state = tagState();
  const now = Date.now();
  for (const tag of tags) state.times.set(tag, now);
  if (state.times.size > 1000)
    for (const [tag, at] of state.times) if (now - at > TAG_MEMORY_MS) state.times.delete(tag);
  const wanted = new Set(tags);
  const f = front();
  for (const [target, entry] of f.entries) {
    if (!entry.tags.some((tag) => wanted.has(tag))) continue;
    if (revalidate && entry.status === 200) {
      // A page already stale keeps the time it first went stale (it is answered stale for STALE_SERVE_MS at most).
      entry.staleSince ??= now;
      // A render that began before this change may not show it: the page is rendered again on the next request.
      entry.refreshing = undefined;
    } else {
      f.entries.delete(target);
      f.bytes -= entry.bytes;
    }
  }
  forgetPageDataTagged(wanted);
}

function applied(id: number | undefined): boolean {
  if (id === undefined) return false;
  const set = tagState().applied;
  if (set.has(id)) return true;
  set.add(id);
  if (set.size > 2000) set.delete(set.values().next().value!);
  return false;
}

/** Records an invalidation of `tags` in the transaction of the write that causes it; returns its id. */
export async function recordInvalidation(writer: Pick<Db, 'insert'>, tags: string[]): Promise<number> {
  const [row] = await writer.insert(cacheInvalidations).values({ tags }).returning({ id: cacheInvalidations.id });
  return row!.id;
}

/**
 * After the commit of a recorded invalidation: forgets the pages and page data of `tags` in this process at once
 * (synchronously, before the first await), in the shared store, and tells the other processes. With `revalidate`
 * (orders and restocks that leave a product available) every process keeps answering its copies of those pages while
 * it renders them again in the background; without, they are gone at once (a price, an availability, content). An
 * invalidation other processes only read from the database (a lost message) retires the pages at once.
 */
export async function announceInvalidation(
  tags: string[],
  id?: number,
  options: { revalidate?: boolean } = {},
): Promise<void> {
  if (tags.length === 0) return;
  const revalidate = options.revalidate === true;
  applied(id);
  forgetLocally(tags, revalidate);
  const store = await pageCacheStore();
  await store.forget(tags, { revalidate });
  await store.publish?.(JSON.stringify({ id, tags, from: instance, ...(revalidate ? { revalidate } : {}) }));
}

/** Records and announces an invalidation of `tags` (a write outside a transaction of its own). */
export async function invalidateTags(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  const id = await recordInvalidation(await getDb(), tags);
  await announceInvalidation(tags, id);
}

async function pollInvalidations(store: PageCacheStore): Promise<void> {
  const state = tagState();
  const db = await getDb();
  if (state.lastSeen === undefined) {
    // A process that starts has nothing of its own to forget: it begins with what comes next.
    const [row] = await db.select({ last: max(cacheInvalidations.id) }).from(cacheInvalidations);
    state.lastSeen = Number(row?.last ?? 0);
    return;
  }
  const rows = await db
    .select({ id: cacheInvalidations.id, tags: cacheInvalidations.tags })
    .from(cacheInvalidations)
    .where(gt(cacheInvalidations.id, state.lastSeen))
    .orderBy(cacheInvalidations.id)
    .limit(500);
  for (const row of rows) {
    state.lastSeen = row.id;
    if (applied(row.id)) continue;
    forgetLocally(row.tags);
    // The writer may have stopped before it forgot them in the shared store.
    await store.forget(row.tags);
  }
  const now = Date.now();
  if (now >= state.pruneAt) {
    state.pruneAt = now + 10 * 60_000;
    await db.delete(cacheInvalidations).where(lt(cacheInvalidations.createdAt, sql`now() - interval '1 day'`));
  }
}

/** Reads the invalidations other processes recorded since the last read now (tests; servers read every second). */
export async function readInvalidations(): Promise<void> {
  await pollInvalidations(await pageCacheStore());
}

function listenForInvalidations(store: PageCacheStore): void {
  const state = tagState();
  if (state.listening) return;
  state.listening = true;
  store.subscribe?.((message) => {
    try {
      const { id, tags, from, revalidate } = JSON.parse(message) as {
        id?: number;
        tags: string[];
        from: string;
        revalidate?: boolean;
      };
      if (from === instance || applied(id) || !Array.isArray(tags)) return;
      forgetLocally(tags, revalidate === true);
    } catch {
      // not a message of ours
    }
  });
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    pollInvalidations(store)
      .catch(() => undefined)
      .finally(() => {
        polling = false;
      });
  }, POLL_MS);
  timer.unref();
}

const buildId = (() => {
  try {
    const info = statSync(fileURLToPath(import.meta.url));
    return `${info.size.toString(36)}${Math.floor(info.mtimeMs).toString(36)}`;
  } catch {
    return 'dev';
  }
})();

/** Query parameters of ad and mail tracking: they never change a page, so they never make a cache entry of their own. */
const TRACKING_PARAM =
  /^(utm_[a-z0-9_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|srsltid|li_fat_id|mkt_tok|ref_src)$/i;

/** Query parameter names that carry a secret (reset and payment tokens, preview secrets): such URLs are never cached. */
const SECRET_PARAM = /token|secret|password|signature/i;

/** True for a tracking parameter (`utm_*`, `gclid`, `fbclid`, …). */
export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAM.test(name);
}

/** True when a URL carries a secret (`?token=`, `?resetToken=`, a payment step `/pay/{token}`): answer `private, no-store`, never stored. */
export function carriesSecret(url: URL): boolean {
  if (/^\/(?:no\/|fi\/)?pay\//.test(url.pathname)) return true;
  for (const name of url.searchParams.keys()) if (SECRET_PARAM.test(name)) return true;
  return false;
}

/**
 * The page a URL names for the cache: its path and the sorted parameters pages read (`known`), without tracking or
 * unknown parameters, so `?utm_source=…` or `?x=1` neither makes a new cache entry nor runs a new search.
 */
export function canonicalPageTarget(url: URL, known: (name: string) => boolean = () => true): string {
  if (!url.search) return url.pathname;
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !isTrackingParam(name) && known(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/*
 * Concurrent misses of one page in this process render it once: the first request renders, the ones that arrive
 * meanwhile wait for it and get the page it kept (a burst on a retired page costs one render, not one per request).
 */
const renders = new Map<string, Promise<CachedPage | undefined>>();

/**
 * Claims the render of a page that is not in the store: `waiting` resolves with the page another request is rendering
 * (undefined when it keeps none: render it yourself), or `done` makes this request the one that renders it — call it
 * with the page it kept (or nothing) when finished. Checking and claiming is one step, so a burst has one renderer.
 */
export function claimRender(
  key: string,
  lookedUpAt = Date.now(),
): { waiting: Promise<CachedPage | undefined> } | { done: (page?: CachedPage) => void } {
  const waiting = renders.get(key);
  if (waiting) return { waiting };
  // A render of the page finished while this request was looking it up (its lookup, a Redis round trip, began
  // before the page was kept and came back empty): that page, unless a change touched it since.
  const recent = recentRenders.get(key);
  if (recent && recent.finishedAt >= lookedUpAt && !invalidatedSince(recent.page.tags ?? [], recent.page.storedAt))
    return { waiting: Promise.resolve(recent.page) };
  let settle!: (page: CachedPage | undefined) => void;
  const rendering = new Promise<CachedPage | undefined>((resolve) => {
    settle = resolve;
  });
  renders.set(key, rendering);
  return {
    done: (page) => {
      if (renders.get(key) === rendering) renders.delete(key);
      if (page) rememberRender(key, page);
      settle(page);
    },
  };
}

/** Renders finished in the last seconds, by key (oldest first): what a lookup that began before one ended missed. */
const recentRenders = new Map<string, { page: CachedPage; finishedAt: number }>();
const RECENT_RENDER_MS = 10_000;

function rememberRender(key: string, page: CachedPage): void {
  const now = Date.now();
  recentRenders.delete(key);
  recentRenders.set(key, { page, finishedAt: now });
  for (const [oldKey, entry] of recentRenders) {
    if (now - entry.finishedAt < RECENT_RENDER_MS && recentRenders.size <= 256) break;
    recentRenders.delete(oldKey);
  }
}

/** The cache key of a page request: build, generation, path and sorted query. */
export async function pageCacheKey(url: URL): Promise<string> {
  return `${buildId}:${await pageGeneration()}:${canonicalPageTarget(url)}`;
}

/** What the middleware needs to look a page up and to keep it: the store key and the generation it was made in. */
export async function pageCacheSlot(target: URL | string): Promise<{ key: string; epoch: number }> {
  const generation = await pageGeneration();
  const name = typeof target === 'string' ? target : canonicalPageTarget(target);
  return { key: `${buildId}:${generation}:${name}`, epoch: generationEpoch() };
}

/**
 * Requests the output cache may answer: GET pages without an editor preview (customer data is fetched by the
 * islands after load, so a signed-in shopper gets the same HTML) and without a secret in the URL. A bench bypass
 * header counts as not cacheable.
 */
export function isCacheableRequest(
  method: string,
  url: URL,
  cookieHeader: string | null,
  bypassHeader: string | null,
): boolean {
  if (method !== 'GET' || pageCacheDisabled()) return false;
  if (
    url.pathname.startsWith('/api/') ||
    url.pathname === '/graphql' ||
    url.pathname.startsWith('/i/') ||
    url.pathname.startsWith('/_astro/') ||
    carriesSecret(url)
  )
    return false;
  // An editor's preview shows drafts: never served from or stored in the shared cache.
  if (cookieHeader?.includes('np_preview=')) return false;
  return !pageCacheBypassed(bypassHeader);
}

/** The bench compares rendered and cached answers of one server: `x-page-cache: bypass`, only when the operator allows it. */
export function pageCacheBypassed(bypassHeader: string | null | undefined): boolean {
  return bypassHeader === 'bypass' && process.env.PAGE_CACHE_BYPASS === '1';
}

/*
 * The answer front: pages of the current generation ready to send, in this process, keyed by the request target
 * as the browser sent it (path and query). Each entry holds its body as a Buffer and its header list precomputed,
 * with gzip and brotli variants compressed once in the background, so a hit is a map lookup and one write: no
 * promise, no URL parsing, no cookie parsing (only a look for the preview cookie). Filled by the middleware when it
 * renders a page or finds it in the store (in process or Redis); emptied whenever the generation moves.
 */
type Encoding = 'identity' | 'gzip' | 'br';
interface Variant {
  headers: string[];
  body: Buffer;
  age: number;
  withAge: string[];
}
interface FrontEntry {
  epoch: number;
  tags: string[];
  status: number;
  storedAt: number;
  expires: number;
  bytes: number;
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
  /** Since when the page is stale (an order or restock changed what it shows): answered while it renders again. */
  staleSince?: number | undefined;
  /** While a background render of a stale page runs, or until when a failed one is not tried again. */
  refreshing?: number | undefined;
}

const FRONT_MAX_ENTRIES = 2000;
const FRONT_MAX_BYTES = 96 * 1024 * 1024;
interface Front {
  entries: Map<string, FrontEntry>;
  bytes: number;
}
const answerFront: Front = { entries: new Map(), bytes: 0 };
function front(): Front {
  return answerFront;
}

function clearFront(): void {
  const f = front();
  f.entries.clear();
  f.bytes = 0;
}

function variant(headers: [string, string][], body: Buffer, encoding: Encoding): Variant {
  const list: string[] = [];
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (
      lower === 'content-length' ||
      lower === 'content-encoding' ||
      lower === 'age' ||
      lower === 'x-cache' ||
      lower === 'vary'
    )
      continue;
    list.push(lower, value);
  }
  if (encoding !== 'identity') list.push('content-encoding', encoding);
  list.push('vary', 'Accept-Encoding', 'content-length', String(body.length), 'x-cache', 'HIT');
  return { headers: list, body, age: -1, withAge: list };
}

/** Pages smaller than this are not compressed (the headers would outweigh the gain). */
const COMPRESS_MIN_BYTES = 1024;
/*
 * Every page a process renders or takes from the shared store is compressed twice, on libuv's threads: on a 60 KB
 * product page brotli quality 10 cost ~42 ms of CPU for 11.7 KB, quality 5 ~1.8 ms for 12.5 KB (+7 %); gzip level 9
 * ~1.9 ms, 6 ~1.4 ms for the same size. After an order a process renders many pages again at once, and on a machine
 * with two cores those threads take the CPU the event loops answer hits with (bench:load phase 2).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * Keeps a page ready to answer in this process for the rest of its generation (`epoch` is the generation the page
 * was made in: a page rendered while the data changed is not kept). `target` is the request's path and query;
 * `bytes` the body already encoded, when the caller has it.
 */
export function rememberPage(
  target: string,
  page: CachedPage,
  ttlSeconds: number,
  epoch: number,
  bytes?: Buffer,
): void {
  if (epoch !== generationState().epoch || generationState().value === undefined) return;
  const f = front();
  const body = bytes ?? Buffer.from(page.body);
  const entry: FrontEntry = {
    epoch,
    tags: page.tags ?? [],
    status: page.status,
    storedAt: page.storedAt,
    expires: page.storedAt + ttlSeconds * 1000,
    bytes: body.length + 1024,
    identity: variant(page.headers, body, 'identity'),
  };
  const previous = f.entries.get(target);
  if (previous) {
    f.bytes -= previous.bytes;
    f.entries.delete(target);
  }
  f.entries.set(target, entry);
  f.bytes += entry.bytes;
  while (f.entries.size > FRONT_MAX_ENTRIES || f.bytes > FRONT_MAX_BYTES) {
    const oldest = f.entries.entries().next().value;
    if (!oldest) break;
    f.entries.delete(oldest[0]);
    f.bytes -= oldest[1].bytes;
  }
  if (body.length < COMPRESS_MIN_BYTES) return;
  // Compressed once, off the event loop; until then the page is answered uncompressed.
  const compressed = (encoding: 'gzip' | 'br', data: Buffer) => {
    if (f.entries.get(target) !== entry || data.length >= body.length) return;
    entry[encoding] = variant(page.headers, data, encoding);
    entry.bytes += data.length;
    f.bytes += data.length;
  };
  gzip(body, { level: GZIP_LEVEL }, (error, data) => {
    if (!error) compressed('gzip', data);
  });
  brotliCompress(
    body,
    {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    },
    (error, data) => {
      if (!error) compressed('br', data);
    },
  );
}

/**
 * Keeps the stale copy of a page (from the shared store: an order or a restock changed it after another process
 * rendered it) ready to answer in this process, answered stale while this process renders it again in the background,
 * as if it had held the page itself. False when it cannot be (no background renderer, or the generation moved): the
 * caller renders the page.
 */
export function rememberStalePage(
  target: string,
  page: CachedPage,
  ttlSeconds: number,
  epoch: number,
  bytes: Buffer,
): boolean {
  if (refresher === undefined) return false;
  rememberPage(target, page, ttlSeconds, epoch, bytes);
  const entry = front().entries.get(target);
  // Not kept (the generation moved meanwhile).
  if (entry?.identity.body !== bytes) return false;
  const now = Date.now();
  entry.staleSince = now;
  scheduleRefresh(target, entry, now);
  return true;
}

/** True for this process's own background render of a stale page (`x-page-cache` of its requests to itself). */
export function isRevalidateRequest(header: string | null): boolean {
  return header === REVALIDATE_HEADER_VALUE;
}

/** The longest a stale page is answered (its background render keeps failing, or waits behind many others). */
const STALE_SERVE_MS = 30_000;
/** After a background render that kept nothing (degraded, or the page changed again meanwhile), the wait before the next. */
const REFRESH_RETRY_MS = 1_000;
/**
 * Background renders at once in a process. One: a render holds the event loop for several ms at a time (the page's
 * template, its policy, its bytes), and the hits that arrive meanwhile wait behind it; two at once put two of those
 * stretches back to back. Between two renders the process answers what arrived meanwhile first (`setImmediate`).
 */
const REFRESH_CONCURRENCY = 1;

/** Renders a page target again in the background: the shop's HTTP server asks itself (ops/launch.ts). */
export type PageRefresher = (target: string) => Promise<void>;
let refresher: PageRefresher | undefined;
const refreshQueue: string[] = [];
let refreshesRunning = 0;
let refreshPending = false;

/** The value of `x-page-cache` that makes this process's answer front pass a request to the renderer (its own background renders). */
export const REVALIDATE_HEADER_VALUE = `revalidate ${randomUUID()}`;

/** Sets how stale pages of the answer front are rendered again (without one, a stale page is a miss). */
export function usePageRefresher(refresh: PageRefresher | undefined): void {
  refresher = refresh;
}

function scheduleRefresh(target: string, entry: FrontEntry, now: number): void {
  if (entry.refreshing !== undefined && entry.refreshing > now) return;
  entry.refreshing = Number.POSITIVE_INFINITY;
  refreshQueue.push(target);
  runRefreshes();
}

function runRefreshes(): void {
  while (refreshesRunning < REFRESH_CONCURRENCY && refreshQueue.length > 0) {
    const target = refreshQueue.shift()!;
    const entry = front().entries.get(target);
    // Rendered meanwhile (a miss elsewhere), or retired.
    if (!entry || entry.staleSince === undefined || !refresher) continue;
    refreshesRunning += 1;
    refresher(target)
      .catch((error: unknown) => {
        console.error(
          '[page-cache] background render of a stale page failed:',
          error instanceof Error ? error.message : error,
        );
      })
      .finally(() => {
        refreshesRunning -= 1;
        // Still the stale entry: the render kept nothing; the next request may try again after a moment.
        const current = front().entries.get(target);
        if (current === entry && entry.refreshing === Number.POSITIVE_INFINITY)
          entry.refreshing = Date.now() + REFRESH_RETRY_MS;
        nextRefreshSoon();
      });
  }
}

/** Starts the next background render after the requests that arrived during the last one were read and answered. */
function nextRefreshSoon(): void {
  if (refreshPending || refreshQueue.length === 0) return;
  refreshPending = true;
  setImmediate(() => {
    refreshPending = false;
    runRefreshes();
  });
}

const encodingChoices = new Map<string, Encoding>();

/** The encoding to send for an Accept-Encoding header (q-values honoured; brotli before gzip). */
export function chooseEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  const known = encodingChoices.get(accept);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const choice: Encoding = weightOf('br') > 0 ? 'br' : weightOf('gzip') > 0 ? 'gzip' : 'identity';
  if (encodingChoices.size < 200) encodingChoices.set(accept, choice);
  return choice;
}

const bypassAllowed = process.env.PAGE_CACHE_BYPASS === '1';

/**
 * Answers a request from the answer front directly on the Node server, before Astro routes it (the shop's HTTP
 * server in src/lib/server/ops/launch.ts calls it first). Synchronous; false when the page is not in the front
 * (Astro then renders it, or the middleware finds it in the store). With the request's `log`, answers its id in
 * X-Request-Id and tells the log line the outcome.
 */
export function serveCachedPage(request: IncomingMessage, response: ServerResponse, log?: RequestLog): boolean {
  if (request.method !== 'GET') return false;
  const target = request.url;
  if (target === undefined) return false;
  const f = front();
  const entry = f.entries.get(target);
  if (entry === undefined) return false;
  // The few headers that matter, read from the raw list: `request.headers` would build an object per request.
  let accept: string | undefined;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 15) {
      if (name.toLowerCase() === 'accept-encoding')
        accept = accept === undefined ? raw[i + 1] : `${accept}, ${raw[i + 1]}`;
    } else if (name.length === 6) {
      // An editor's preview shows drafts.
      if (name.toLowerCase() === 'cookie' && raw[i + 1]!.includes('np_preview=')) return false;
    } else if (name.length === 12 && name.toLowerCase() === 'x-page-cache') {
      // The bench asks for a render, or this process renders a stale page again.
      const value = raw[i + 1];
      if ((bypassAllowed && value === 'bypass') || value === REVALIDATE_HEADER_VALUE) return false;
    }
  }
  const now = Date.now();
  generationNow(now);
  if (entry.epoch !== generationState().epoch || entry.expires <= now) {
    if (f.entries.get(target) === entry) {
      f.entries.delete(target);
      f.bytes -= entry.bytes;
    }
    return false;
  }
  const encoding = chooseEncoding(accept);
  const chosen = (encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : undefined) ?? entry.identity;
  const age = now > entry.storedAt ? Math.floor((now - entry.storedAt) / 1000) : 0;
  if (entry.staleSince !== undefined) {
    if (refresher === undefined || now - entry.staleSince > STALE_SERVE_MS) {
      if (f.entries.get(target) === entry) {
        f.entries.delete(target);
        f.bytes -= entry.bytes;
      }
      return false;
    }
    // The previous copy now, the page rendered again in the background for the next request.
    scheduleRefresh(target, entry, now);
    const headers = chosen.headers.slice();
    headers[headers.length - 1] = 'STALE';
    headers.push('age', String(age));
    if (log) {
      log.cache = 'STALE';
      headers.push('x-request-id', log.id);
    }
    response.writeHead(entry.status, headers);
    response.end(chosen.body);
    return true;
  }
  if (chosen.age !== age) {
    chosen.age = age;
    chosen.withAge = [...chosen.headers, 'age', String(age)];
  }
  if (log) log.cache = 'HIT';
  // One header list handed to writeHead, on a response with no header set before: Node writes it as it is.
  response.writeHead(entry.status, log ? [...chosen.withAge, 'x-request-id', log.id] : chosen.withAge);
  response.end(chosen.body);
  return true;
}

/** Number of pages ready in the answer front (tests, diagnostics). */
export function frontSize(): number {
  return front().entries.size;
}
