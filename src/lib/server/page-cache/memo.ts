import { dataStamp, pageCacheStore } from './cache.ts';

const MAX_ENTRIES = 5000;
const MAX_AGE_MS = 60 * 60 * 1000;
const entries = new Map<string, { stamp: string; at: number; value: Promise<unknown> }>();

/**
 * Reuses the result of a read that only changes with the shop's data (menus, recommendations, alternates) until
 * the data stamp or the page cache version changes, at most an hour. Keeps rendering fast when pages are not
 * served from the output cache; failures are not kept.
 */
export async function memoized<T>(key: string, load: () => Promise<T>): Promise<T> {
  const stamp = `${await (await pageCacheStore()).version()}:${await dataStamp()}`;
  const hit = entries.get(key);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < MAX_AGE_MS) return hit.value as Promise<T>;
  const value = load();
  entries.delete(key);
  entries.set(key, { stamp, at: Date.now(), value });
  value.catch(() => entries.delete(key));
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return value;
}
