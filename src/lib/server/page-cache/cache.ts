import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';

/**
 * Output cache for anonymous page HTML (contract.md §9: TTL 86400 s). In process (LRU) by default, Redis when
 * REDIS_URL is set. Entries are keyed by a version: `invalidatePageCache()` (called by catalogue and content
 * writes) bumps it, and a stamp of the newest change in the catalogue and CMS tables (and the number of approved
 * reviews) is folded in, so a change made
 * by another process (seed, import, an order taking stock) also retires the cached pages.
 */

/** Seconds a cached page is kept (the spec's output cache TTL). */
export const PAGE_CACHE_TTL_SECONDS = 86_400;
/** Cache-Control of cacheable HTML: browsers revalidate, shared caches may serve stale while they refresh. */
export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
/** Cache-Control of pages with per-visitor data (cart, account, checkout): never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A stored page answer. */
export interface CachedPage { status: number; headers: [string, string][]; body: string; storedAt: number }

/** Where cached pages live. */
export interface PageCacheStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlSeconds: number): Promise<void>;
  /** The shared invalidation counter. */
  version(): Promise<number>;
  bump(): Promise<number>;
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

const HOLDER = Symbol.for('nordpeak.page-cache');
type Holder = { [HOLDER]?: Promise<PageCacheStore> };

/** Replaces the store (tests; the Redis store on start). */
export function usePageCacheStore(store: PageCacheStore): void {
  (globalThis as Holder)[HOLDER] = Promise.resolve(store);
}

/** The store of this process: Redis when REDIS_URL is set, else in process. */
export function pageCacheStore(): Promise<PageCacheStore> {
  const holder = globalThis as Holder;
  holder[HOLDER] ??= (async () => {
    const url = process.env.REDIS_URL;
    if (url) {
      try {
        const { RedisPageCache } = await import('./redis.ts');
        return await RedisPageCache.connect(url);
      } catch (error) {
        console.error('[page-cache] Redis unavailable, caching in process:', error instanceof Error ? error.message : error);
      }
    }
    return new MemoryPageCache();
  })();
  return holder[HOLDER];
}

/** Retires every cached page: call after a catalogue or content write. */
export async function invalidatePageCache(): Promise<void> {
  const store = await pageCacheStore();
  await store.bump();
  stamp = { value: '', checkedAt: 0 };
}

/** True when the output cache is switched off (PAGE_CACHE=off). */
export function pageCacheDisabled(): boolean {
  return process.env.PAGE_CACHE === 'off';
}

const STAMP_INTERVAL_MS = 5_000;
let stamp = { value: '', checkedAt: 0 };

/** The newest change of the data pages show, read at most every 5 s (`fresh` reads it now). */
export async function dataStamp(fresh = false): Promise<string> {
  if (!fresh && Date.now() - stamp.checkedAt < STAMP_INTERVAL_MS && stamp.value) return stamp.value;
  try {
    const db = await getDb();
    // Review moderation changes a status only, so the number of approved reviews is part of the stamp.
    const rows = await db.execute<{ stamp: string | null }>(sql`SELECT greatest(
      (SELECT max(updated_at) FROM products), (SELECT max(updated_at) FROM categories),
      (SELECT max(updated_at) FROM stock_items), (SELECT max(updated_at) FROM cms_pages),
      (SELECT max(updated_at) FROM cms_blocks))::text || '/' || (SELECT count(*) FROM reviews WHERE status = 'approved')::text AS stamp`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { stamp: string | null }[] }).rows) as { stamp: string | null }[];
    stamp = { value: list[0]?.stamp ?? 'empty', checkedAt: Date.now() };
  } catch {
    stamp = { value: stamp.value || 'unknown', checkedAt: Date.now() };
  }
  return stamp.value;
}

const buildId = (() => {
  try {
    const info = statSync(fileURLToPath(import.meta.url));
    return `${info.size.toString(36)}${Math.floor(info.mtimeMs).toString(36)}`;
  } catch {
    return 'dev';
  }
})();

/** The cache key of a page request: build, version, data stamp, path and sorted query. */
export async function pageCacheKey(url: URL): Promise<string> {
  const store = await pageCacheStore();
  const params = [...url.searchParams.entries()].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return `${buildId}:${await store.version()}:${await dataStamp()}:${url.pathname}${query ? `?${query}` : ''}`;
}

/** Requests the output cache may answer: GET pages without a customer token or an editor preview. */
export function isCacheableRequest(method: string, url: URL, cookieHeader: string | null, bypassHeader: string | null): boolean {
  if (method !== 'GET' || pageCacheDisabled()) return false;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/i/') || url.pathname.startsWith('/_astro/') || url.searchParams.has('token')) return false;
  // An editor's preview shows drafts: never served from or stored in the shared cache.
  if (/(?:^|;\s*)np_preview=/.test(cookieHeader ?? '')) return false;
  // The bench compares rendered and cached answers of one server; only when the operator allows it.
  if (process.env.PAGE_CACHE_BYPASS === '1' && bypassHeader === 'bypass') return false;
  return true;
}

const preparedPages = new WeakMap<CachedPage, { body: Buffer; headers: Record<string, string> }>();

/**
 * Answers a request from the output cache directly on the Node server, before Astro routes it (the start script
 * calls it through a global hook the middleware registers). False when the page is not cached: Astro renders it.
 */
export async function serveCachedPage(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join('; ') : value ?? null;
    };
    if (!isCacheableRequest(request.method ?? 'GET', url, header('cookie'), header('x-page-cache'))) return false;
    const page = await (await pageCacheStore()).get(await pageCacheKey(url));
    if (!page) return false;
    // The in-process store returns the same object each time: encode its body and headers once.
    let prepared = preparedPages.get(page);
    if (!prepared) {
      const body = Buffer.from(page.body);
      prepared = { body, headers: { ...Object.fromEntries(page.headers), 'x-cache': 'HIT', 'content-length': String(body.length) } };
      preparedPages.set(page, prepared);
    }
    response.writeHead(page.status, { ...prepared.headers, age: String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))) });
    response.end(prepared.body);
    return true;
  } catch {
    return false;
  }
}

/** The global name under which the server bundle offers `serveCachedPage` to the start script. */
export const SERVE_CACHED_PAGE = Symbol.for('nordpeak.serve-cached-page');
