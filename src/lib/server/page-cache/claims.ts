import { LRUCache } from 'lru-cache';
import { invalidatedSince } from './forgotten.ts';
import type { CachedPage } from './types.ts';

/*
 * Concurrent misses of one page in this process render it once: the first request renders, the ones that arrive
 * meanwhile wait for it and get the page it kept (a burst on a retired page costs one render, not one per request).
 */
const renders = new Map<string, Promise<CachedPage | undefined>>();
/** Renders finished in the last seconds, by key: what a lookup that began before one ended missed. */
const recentRenders = new LRUCache<string, { page: CachedPage; finishedAt: number }>({ max: 256, ttl: 10_000 });

/** Claims the render of a page that is not in the store. More in README.md. */
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
      if (page) recentRenders.set(key, { page, finishedAt: Date.now() });
      settle(page);
    },
  };
}
