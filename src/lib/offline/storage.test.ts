import { afterEach, describe, expect, it } from 'vitest';
import { RUNTIME_CACHES } from '../../service-worker/routes.ts';
import { checkStorage, isQuotaError, purgeCaches, withQuotaRetry } from './storage.ts';

/** A minimal CacheStorage holding responses in memory. */
function fakeCaches(entries: Record<string, Record<string, string>>) {
  const stores = new Map(Object.entries(entries).map(([name, items]) => [name, new Map(Object.entries(items))]));
  return {
    stores,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      const items = stores.get(name) ?? new Map<string, string>();
      stores.set(name, items);
      return {
        keys: async () => [...items.keys()].map((key) => new Request(key)),
        match: async (request: Request) => (items.has(request.url) ? new Response(items.get(request.url)) : undefined),
      };
    },
  };
}

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

describe('storage rules', () => {
  it('recognises a quota error', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
  });

  it('clears the runtime caches on a quota error and retries the write once', async () => {
    const storage = fakeCaches({
      [RUNTIME_CACHES.pages]: { 'https://shop.test/': 'x' },
      'serwist-precache-v2': { 'https://shop.test/_astro/a.js': 'y' },
    });
    (globalThis as { caches?: unknown }).caches = storage;
    let writes = 0;
    expect(
      await withQuotaRetry(async () => {
        if (++writes === 1) throw new DOMException('full', 'QuotaExceededError');
        return 'written';
      }),
    ).toBe('written');
    expect(writes).toBe(2);
    expect(storage.stores.has(RUNTIME_CACHES.pages)).toBe(false);
    expect(storage.stores.has('serwist-precache-v2')).toBe(true);
    await expect(
      withQuotaRetry(async () => {
        throw new Error('blocked');
      }),
    ).rejects.toThrow('blocked');
  });

  it('purges the caches only above the limit (4096 KB by default)', async () => {
    const storage = fakeCaches({
      [RUNTIME_CACHES.catalog]: { 'https://shop.test/api/catalog/a': 'a'.repeat(600) },
      [RUNTIME_CACHES.images]: { 'https://shop.test/i/1.jpg': 'b'.repeat(600) },
    });
    (globalThis as { caches?: unknown }).caches = storage;
    expect(await checkStorage()).toBe(false);
    expect(await checkStorage(2000)).toBe(false);
    expect(await checkStorage(1000)).toBe(true);
    expect(storage.stores.size).toBe(0);
    expect(await purgeCaches()).toBe(0);
  });
});
