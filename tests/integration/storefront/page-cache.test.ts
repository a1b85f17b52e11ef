import { describe, expect, it } from 'vitest';
import { MemoryPageCache } from '../../../src/lib/server/page-cache/memory-store.ts';
import { isCacheableRequest } from '../../../src/lib/server/page-cache/policy.ts';

const page = (body: string) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  body,
  storedAt: Date.now(),
});

describe('in-process page cache', () => {
  it('returns a stored page until it expires', async () => {
    const cache = new MemoryPageCache();
    await cache.set('a', page('<p>a</p>'), 60);
    expect((await cache.get('a'))?.body).toBe('<p>a</p>');
    await cache.set('b', page('<p>b</p>'), -1);
    expect(await cache.get('b')).toBeUndefined();
  });

  it('drops the least recently used page beyond its size', async () => {
    const cache = new MemoryPageCache(2);
    await cache.set('a', page('a'), 60);
    await cache.set('b', page('b'), 60);
    await cache.get('a');
    await cache.set('c', page('c'), 60);
    expect(await cache.get('b')).toBeUndefined();
    expect((await cache.get('a'))?.body).toBe('a');
    expect(cache.size).toBe(2);
  });

  it('forgets every page when invalidated and moves to a new version', async () => {
    const cache = new MemoryPageCache();
    await cache.set('a', page('a'), 60);
    const before = await cache.version();
    expect(await cache.bump()).toBe(before + 1);
    expect(await cache.get('a')).toBeUndefined();
  });
});

describe('which requests the page cache answers', () => {
  const url = (path: string) => new URL(path, 'http://shop.test');
  it('answers anonymous GETs of pages only', () => {
    expect(isCacheableRequest('GET', url('/c/langdskidor?sort=price:asc'), null, null)).toBe(true);
    expect(isCacheableRequest('POST', url('/varukorg'), null, null)).toBe(false);
    expect(isCacheableRequest('GET', url('/api/cart/pull'), null, null)).toBe(false);
    expect(isCacheableRequest('GET', url('/i/310x300/product/ski/red/150001-1.webp'), null, null)).toBe(false);
    expect(isCacheableRequest('GET', url('/mitt-konto?token=abc'), null, null)).toBe(false);
  });

  it('never answers an editor preview, and honours the bench bypass only when allowed', () => {
    expect(isCacheableRequest('GET', url('/'), 'a=1; np_preview=xyz', null)).toBe(false);
    expect(isCacheableRequest('GET', url('/'), null, 'bypass')).toBe(true);
  });
});
