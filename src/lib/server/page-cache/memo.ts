import { pageGeneration } from './cache.ts';

const MAX_ENTRIES = 5000;
/** At most an hour by default: reads with a time window (special prices) pass a shorter age. */
const MAX_AGE_MS = 60 * 60 * 1000;

interface Entry { generation: string; at: number; maxAge: number; value: Promise<unknown> }
const ENTRIES = Symbol.for('nordpeak.page-data-cache');
const entries: Map<string, Entry> = ((globalThis as { [ENTRIES]?: Map<string, Entry> })[ENTRIES] ??= new Map());

/**
 * The in-process cache of page data: reuses the result of a read that only changes with the shop's data (product
 * documents, menus, recommendations, reviews, alternates) for the current data generation (see cache.ts: it moves
 * on every catalogue, price, stock, review or content write, at once in this process and within 5 s for writes of
 * other processes), at most `maxAgeMs`. Keeps rendering fast when pages are not served from the output cache.
 * Concurrent callers share one load; failures are not kept. Callers must not change what they get.
 */
export async function memoized<T>(key: string, load: () => Promise<T>, maxAgeMs = MAX_AGE_MS): Promise<T> {
  const generation = await pageGeneration();
  const hit = entries.get(key);
  const now = Date.now();
  if (hit && hit.generation === generation && now - hit.at < hit.maxAge) return hit.value as Promise<T>;
  const value = load();
  entries.delete(key);
  const entry: Entry = { generation, at: now, maxAge: maxAgeMs, value };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return value;
}

/** Forgets every cached page datum (tests). */
export function forgetPageData(): void {
  entries.clear();
}
