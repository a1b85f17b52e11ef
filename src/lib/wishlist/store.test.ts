import { getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { configureApi } from '../api-client/client.ts';
import { $compare, addToCompare, clearCompare, compareRows, COMPARE_LIMIT, toggleCompare } from '../compare/store.ts';
import { $viewHistory, recordView, VIEW_HISTORY_TTL_MS } from '../view-history/store.ts';
import { $wishlist, $wishlistSkus, addToWishlist, clearWishlist, toggleWishlist } from './store.ts';

useTestStorageEngine();
beforeEach(() => {
  keepMount($wishlistSkus);
  keepMount($compare);
});
afterEach(() => {
  clearWishlist();
  clearCompare();
  cleanStores($wishlist, $wishlistSkus, $compare);
});

describe('wishlist, compare and view history', () => {
  it('wishlist is unique by sku and saved on each change', () => {
    addToWishlist({ sku: 'A', name: 'A' });
    addToWishlist({ sku: 'A', name: 'A again' });
    expect($wishlist.get()).toEqual([{ sku: 'A', name: 'A', qty: 1 }]);
    expect(JSON.parse(getTestStorage()['np-wishlist']!)).toHaveLength(1);
    expect(toggleWishlist({ sku: 'A', name: 'A' })).toBe(false);
    expect($wishlistSkus.get().has('A')).toBe(false);
  });

  it('compare keeps the last products and the rows any of them has', () => {
    for (let i = 0; i < COMPARE_LIMIT + 1; i++)
      addToCompare({ sku: `S${i}`, name: `S${i}`, attributes: i === 2 ? { ls_farg: 'Röd' } : {} });
    expect($compare.get().map((i) => i.sku)).toEqual(['S1', 'S2', 'S3', 'S4']);
    expect(compareRows($compare.get())).toEqual(['ls_farg']);
    expect(getTestStorage()['np-compare']).toContain('S4');
    addToCompare({ sku: 'S2', name: 'S2', attributes: {} });
    expect($compare.get().map((i) => i.sku)).toEqual(['S1', 'S3', 'S4', 'S2']);
    expect(toggleCompare({ sku: 'S1', name: 'S1', attributes: {} })).toBe(false);
    expect($compare.get().map((i) => i.sku)).toEqual(['S3', 'S4', 'S2']);
  });

  it('reports a product view once per visit, and again after 4 hours', async () => {
    const api = fakeApi({ 'POST /api/ext/polder/reports/catalog-product-view/*': () => ({ result: true }) });
    configureApi({ fetch: api.fetch, storeCode: () => 'sv' });
    $viewHistory.set({ startedAt: 0, items: [] });
    const t0 = 1_000_000;
    expect(await recordView(42, t0)).toBe(true);
    expect(await recordView(42, t0 + 1000)).toBe(false);
    expect(api.calls.map((c) => c.path)).toEqual(['/api/ext/polder/reports/catalog-product-view/42']);
    expect(await recordView(42, t0 + VIEW_HISTORY_TTL_MS + 1)).toBe(true);
    expect(api.calls).toHaveLength(2);
  });
});
