/**
 * Storage rules: a quota error clears the caches (never the cart, the user or the checkout
 * details) and the write is retried; a storage check every 30 s purges the caches above 4096 KB. The caches are the
 * service worker's runtime caches (visited pages, images, catalogue answers); the precache is left alone.
 */
import { RUNTIME_CACHES } from '../../service-worker/routes.ts';

/** The storage check interval. */
export const STORAGE_CHECK_MS = 30_000;
/** Above this many bytes of cached data the caches are purged (4096 KB). */
export const STORAGE_LIMIT_BYTES = 4096 * 1024;

/** True for the browser's "storage full" error (DOMException QuotaExceededError, or its old code 22). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: string; code?: number };
  return name === 'QuotaExceededError' || code === 22;
}

/** Deletes the runtime caches; answers how many were deleted. */
export async function purgeCaches(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const deleted = await Promise.all(Object.values(RUNTIME_CACHES).map((name) => caches.delete(name)));
  return deleted.filter(Boolean).length;
}

/** Runs a storage write; a quota error clears the caches and retries the write once. */
export async function withQuotaRetry<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await purgeCaches();
    return write();
  }
}

/** Bytes held by the runtime caches (each entry's body size; the caches are bounded, so this stays small work). */
export async function cachedBytes(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  let total = 0;
  for (const name of Object.values(RUNTIME_CACHES)) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response) total += (await response.blob()).size;
    }
  }
  return total;
}

/** One storage check: purges the caches when they hold more than 4096 KB; answers true when it purged. */
export async function checkStorage(limit = STORAGE_LIMIT_BYTES): Promise<boolean> {
  if ((await cachedBytes()) <= limit) return false;
  await purgeCaches();
  return true;
}
