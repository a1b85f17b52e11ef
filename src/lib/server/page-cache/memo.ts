import { LRUCache } from 'lru-cache';
import { config } from '../config/config.ts';
import { collectTags, tagPage } from '../http/scope.ts';
import { forgetDue, invalidatedSince } from './forgotten.ts';
import { pageGeneration } from './generation.ts';

/** At most an hour by default: reads with a time window (special prices) pass a shorter age. */
const MAX_AGE_MS = 60 * 60 * 1000;
/** What an entry counts while it loads (its real size is known once it has loaded). */
const LOADING_SIZE = 1;

interface Entry {
  generation: string;
  at: number;
  maxAge: number;
  value: Promise<unknown>;
  tags: Set<string>;
}
const caches = new Map<string, LRUCache<string, Entry>>();

/**
 * The size a cached value is counted with: its JSON length. The heap holds a few times that, so a budget in these
 * units is a bound on memory that grows with the data actually kept, not with the number of entries (a product
 * document is a few KB, a listing of 50 products a few hundred KB).
 */
export function approximateBytes(value: unknown): number {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return 1;
  }
}

/** A cached read: the value of `key` for the current data generation, loaded once. */
export type PageDataCache = <T>(key: string, load: () => Promise<T>, maxAgeMs?: number) => Promise<T>;

/** Bytes (of JSON) for a cache holding `share` of the configured page data budget (PAGE_DATA_CACHE_MB). */
export function pageDataBudget(share: number): number {
  return Math.max(64 * 1024, Math.round(config().pageDataCacheBytes * share));
}

/**
 * A cache of page data holding `share` of the page data budget, bounded by the JSON size of what it keeps, least
 * recently used dropped first (lru-cache). See `memoized`.
 */
export function pageDataCache(name: string, share: number): PageDataCache {
  const cache = (): LRUCache<string, Entry> => {
    let found = caches.get(name);
    if (!found)
      caches.set(
        name,
        (found = new LRUCache<string, Entry>({ maxSize: pageDataBudget(share), sizeCalculation: () => LOADING_SIZE })),
      );
    return found;
  };
  return async <T>(key: string, load: () => Promise<T>, maxAgeMs = MAX_AGE_MS): Promise<T> => {
    const entries = cache();
    const generation = await pageGeneration();
    // A price window's boundary that has come forgets what it changed before anything is reused.
    forgetDue();
    const hit = entries.get(key);
    const now = Date.now();
    if (hit && hit.generation === generation && now - hit.at < hit.maxAge) {
      // The page reusing the value shows what it shows: the same cache tags.
      return (hit.value as Promise<T>).then((value) => {
        tagPage(...hit.tags);
        return value;
      });
    }
    const { tags, result: value } = collectTags(load);
    const entry: Entry = { generation, at: now, maxAge: maxAgeMs, value, tags };
    entries.set(key, entry);
    value.then(
      (result) => {
        if (entries.peek(key) !== entry) return;
        // What changed while it loaded may be missing from it: not kept.
        if (invalidatedSince(tags, now)) entries.delete(key);
        // A new object: lru-cache keeps the size of a value set again as itself.
        else entries.set(key, { ...entry }, { size: approximateBytes(result) });
      },
      () => {
        if (entries.peek(key) === entry) entries.delete(key);
      },
    );
    return value.then((result) => {
      tagPage(...tags);
      return result;
    });
  };
}

/** Forgets the cached page data carrying one of `tags`. */
export function forgetPageDataTagged(tags: ReadonlySet<string>): void {
  for (const entries of caches.values()) {
    const dropped: string[] = [];
    for (const [key, entry] of entries.entries()) {
      for (const tag of entry.tags) {
        if (tags.has(tag)) {
          dropped.push(key);
          break;
        }
      }
    }
    for (const key of dropped) entries.delete(key);
  }
}

/** The in-process cache of page data. More in README.md. */
export const memoized: PageDataCache = pageDataCache('default', 0.6);

/** Forgets every cached page datum (tests). */
export function forgetPageData(): void {
  for (const entries of caches.values()) entries.clear();
}
