import { collectTags, tagPage } from '../http/scope.ts';
import { invalidatedSince, pageGeneration } from './cache.ts';

/** At most an hour by default: reads with a time window (special prices) pass a shorter age. */
const MAX_AGE_MS = 60 * 60 * 1000;

interface Entry { generation: string; at: number; maxAge: number; value: Promise<unknown>; tags: Set<string> }
const CACHES = Symbol.for('nordpeak.page-data-cache');
const caches: Map<string, Map<string, Entry>> = ((globalThis as { [CACHES]?: Map<string, Map<string, Entry>> })[CACHES] ??= new Map());

/** A cached read: the value of `key` for the current data generation, loaded once. */
export type PageDataCache = <T>(key: string, load: () => Promise<T>, maxAgeMs?: number) => Promise<T>;

/**
 * A cache of page data with its own bound on entries (large values such as listings get a small one), least
 * recently used dropped first. See `memoized`.
 */
export function pageDataCache(name: string, maxEntries: number): PageDataCache {
  let map = caches.get(name);
  if (!map) caches.set(name, (map = new Map()));
  const entries = map;
  return async <T>(key: string, load: () => Promise<T>, maxAgeMs = MAX_AGE_MS): Promise<T> => {
    const generation = await pageGeneration();
    const hit = entries.get(key);
    const now = Date.now();
    if (hit && hit.generation === generation && now - hit.at < hit.maxAge) {
      entries.delete(key);
      entries.set(key, hit);
      // The page reusing the value shows what it shows: the same cache tags.
      return (hit.value as Promise<T>).then((value) => {
        tagPage(...hit.tags);
        return value;
      });
    }
    const { tags, result: value } = collectTags(load);
    entries.delete(key);
    const entry: Entry = { generation, at: now, maxAge: maxAgeMs, value, tags };
    entries.set(key, entry);
    value.then(() => {
      // What changed while it loaded may be missing from it: not kept.
      if (invalidatedSince(tags, now) && entries.get(key) === entry) entries.delete(key);
    }, () => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value.then((result) => {
      tagPage(...tags);
      return result;
    });
  };
}

/** Forgets the cached page data carrying one of `tags`. */
export function forgetPageDataTagged(tags: ReadonlySet<string>): void {
  for (const entries of caches.values()) {
    for (const [key, entry] of entries) {
      for (const tag of entry.tags) {
        if (tags.has(tag)) {
          entries.delete(key);
          break;
        }
      }
    }
  }
}

/**
 * The in-process cache of page data: reuses the result of a read that only changes with the shop's data (product
 * documents, menus, recommendations, reviews, alternates) for the current data generation (see cache.ts: it moves
 * on every catalogue, price, review or content write, at once in this process and within 5 s for writes of other
 * processes), at most `maxAgeMs`, and until one of the cache tags its load added (the products it read) is
 * invalidated (orders, restocks). Keeps rendering fast when pages are not served from the output cache.
 * Concurrent callers share one load; failures are not kept. Callers must not change what they get.
 */
export const memoized: PageDataCache = pageDataCache('default', 5000);

/** Forgets every cached page datum (tests). */
export function forgetPageData(): void {
  for (const entries of caches.values()) entries.clear();
}
