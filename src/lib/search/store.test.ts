import { describe, expect, it, beforeEach } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { configureApi } from '../api-client/client.ts';
import { $suggest, clearSearchCache, search, suggest } from './store.ts';

let online = true;
beforeEach(() => {
  clearSearchCache();
  online = true;
  configureApi({ storeCode: () => 'sv', isOnline: () => online });
});

describe('search', () => {
  it('caches answers by request and returns an empty offline result when offline', async () => {
    const api = fakeApi({
      'POST /api/catalog/sv/product/_search': () => ({
        result: { items: [{ sku: 'a' }], total: 1, start: 0, perPage: 6 },
      }),
    });
    configureApi({ fetch: api.fetch });
    await search('sv', { query: { text: 'valla' } });
    await search('sv', { query: { text: 'valla' } });
    expect(api.calls).toHaveLength(1);
    configureApi({
      fetch: async () => {
        throw new TypeError('offline');
      },
    });
    online = false;
    expect(await search('sv', { query: { text: 'skidor' }, size: 10 })).toMatchObject({
      items: [],
      total: 0,
      offline: true,
    });
  });

  it('raises the error online', async () => {
    configureApi({
      fetch: fakeApi({
        'POST /api/catalog/sv/product/_search': () => ({
          code: 400,
          result: 'Price filter values must be in the form from-to',
        }),
      }).fetch,
    });
    await expect(search('sv', { query: { filters: { price: 'x' } } })).rejects.toThrow('Price filter values');
  });

  it("keeps only the latest query's suggestions", async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'POST /api/catalog/sv/product/_search': async (call) => {
        const text = (call.body as { query: { text: string } }).query.text;
        if (text === 'sk') await slow;
        return { result: { items: [{ sku: text }], total: 1, start: 0, perPage: 6 } };
      },
    });
    configureApi({ fetch: api.fetch });
    const first = suggest('sv', 'sk');
    await suggest('sv', 'ski');
    release();
    await first;
    expect($suggest.get().result?.items[0]?.sku).toBe('ski');
    await suggest('sv', 's');
    expect($suggest.get().result).toBeNull();
  });
});
