import { describe, expect, it } from 'vitest';
import * as routes from './routes.ts';

const origin = 'https://shop.test';
const url = (path: string) => new URL(path, origin);

describe('service worker routes', () => {
  it('sends an unvisited page of each store to its own home and offline page', () => {
    expect([
      routes.homePathOf('/p/150001/x'),
      routes.homePathOf('/no/p/150001/x'),
      routes.homePathOf('/fi/c/sukset'),
    ]).toEqual(['/', '/no/', '/fi/']);
    expect([
      routes.offlinePathOf('/kampanjer'),
      routes.offlinePathOf('/no/'),
      routes.offlinePathOf('/fi/search-result'),
    ]).toEqual(['/offline', '/no/offline', '/fi/offline']);
    // A Swedish path that merely starts with the letters of a store code stays Swedish.
    expect(routes.homePathOf('/noggrann-guide')).toBe('/');
  });

  it("answers a search page of each store, under any store's name of it, with the store's offline search page", () => {
    for (const path of ['/sokresultat', '/search-result', '/no/sokresultat', '/fi/search-result', '/fi/search-result/'])
      expect(routes.isSearchPage(path), path).toBe(true);
    for (const path of ['/', '/p/150001/x', '/sokresultat-x', '/fi/c/search-result'])
      expect(routes.isSearchPage(path), path).toBe(false);
    expect([
      routes.offlineSearchPathOf('/search-result'),
      routes.offlineSearchPathOf('/no/sokresultat'),
      routes.offlineSearchPathOf('/fi/search-result'),
    ]).toEqual(['/offline/search', '/no/offline/search', '/fi/offline/search']);
  });

  it("caches shop pages, never the API, assets, the payment step, personal or other sites' pages", () => {
    expect(routes.isCacheablePage(url('/p/150001/x?childSku=150001-000'), origin)).toBe(true);
    expect(routes.isCacheablePage(url('/no/'), origin)).toBe(true);
    for (const path of [
      '/api/cart/pull',
      '/_astro/a.js',
      '/i/150x150/x.jpg',
      '/pay/abc',
      '/fi/pay/abc',
      '/mitt-konto?token=t',
      '/?preview=1',
      '/staff',
      '/staff/recensioner',
    ]) {
      expect(routes.isCacheablePage(url(path), origin), path).toBe(false);
    }
    expect(routes.isCacheablePage(new URL('https://other.test/'), origin)).toBe(false);
  });

  it('caches product images and catalogue answers without user tokens, keyed by the search body', () => {
    expect(routes.isProductImage(url('/i/600x744/product/a/b/c-1.webp'), origin)).toBe(true);
    expect(routes.isCatalogCall(url('/api/catalog/sv/product/_search?storeCode=sv'), origin)).toBe(true);
    expect(routes.isCatalogCall(url('/api/catalog/sv/product/_search?token=t'), origin)).toBe(false);
    expect(routes.isCatalogCall(url('/api/cart/pull'), origin)).toBe(false);
    expect(routes.catalogCacheKey('https://shop.test/api/catalog/sv/product/_search?storeCode=sv', 'ab12')).toBe(
      'https://shop.test/api/catalog/sv/product/_search?storeCode=sv&np-body=ab12',
    );
    expect(routes.catalogCacheKey('https://shop.test/api/catalog/x', 'ab12')).toBe(
      'https://shop.test/api/catalog/x?np-body=ab12',
    );
  });
});
