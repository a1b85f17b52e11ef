import { MemoryPageCache } from './memory-store.ts';
import type { PageCacheStore } from './types.ts';

let currentStore: Promise<PageCacheStore> | undefined;
let revision = 0;

/** Replaces the store (tests); the generation reads the new store's version on its next look. */
export function usePageCacheStore(store: PageCacheStore): void {
  currentStore = Promise.resolve(store);
  revision += 1;
}

/** Counts the stores set with `usePageCacheStore` (the generation notices a new one by it). */
export function storeRevision(): number {
  return revision;
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
    return store ?? new MemoryPageCache();
  })();
  return currentStore;
}
