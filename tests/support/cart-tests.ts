import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach } from 'vitest';
import { configureApi } from '../../src/lib/api-client/client.ts';
import { $cart, $cartCount, cartConfig, cartSettled, resetCart } from '../../src/lib/cart/store.ts';
import { dismissAll } from '../../src/lib/notifications/store.ts';
import { clearTokens } from '../../src/lib/session/token.ts';
import { closeLocalDb } from '../../src/lib/sync/db.ts';
import { fakeShopApi } from './fake-shop-api.ts';

/** A product as the add-to-cart islands hand it to the cart store. */
export const cartProduct = (sku: string, price = 100) => ({
  sku,
  name: `Product ${sku}`,
  type_id: 'simple',
  price_incl_tax: price,
});

/** The cart's quantities by sku. */
export const cartQtys = (): Record<string, number> => Object.fromEntries($cart.get().items.map((i) => [i.sku, i.qty]));

/** The fake shop API of the running test and whether the browser is online (tests may set it). */
export interface CartTestEnvironment {
  shop: ReturnType<typeof fakeShopApi>;
  online: boolean;
}

/**
 * Registers the hooks of the cart store's unit tests: each test starts with an empty browser database, a new fake
 * shop API (store sv, online), the default cart config, no tokens and an empty mounted cart; afterwards the cart's
 * work is awaited, notifications dismissed and the stores cleaned.
 */
export function useCartTestEnvironment(options: Parameters<typeof fakeShopApi>[0] = {}): CartTestEnvironment {
  const defaults = { ...cartConfig };
  const env: CartTestEnvironment = { shop: fakeShopApi(options), online: true };
  beforeEach(async () => {
    await closeLocalDb();
    globalThis.indexedDB = new IDBFactory();
    Object.assign(cartConfig, defaults);
    env.online = true;
    env.shop = fakeShopApi(options);
    configureApi({
      fetch: (input, init) => env.shop.fetch(input, init),
      storeCode: () => 'sv',
      isOnline: () => env.online,
      wait: async () => {},
    });
    clearTokens();
    await resetCart();
    keepMount($cart);
    keepMount($cartCount);
  });
  afterEach(async () => {
    await cartSettled();
    dismissAll();
    cleanStores($cart, $cartCount);
  });
  return env;
}
