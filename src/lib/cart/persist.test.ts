import { describe, expect, it } from 'vitest';
import { cartProduct, useCartTestEnvironment } from '../../../tests/support/cart-tests.ts';
import { addToCart, cartSettled, CART_WRITE_ERROR_LIMIT } from './store.ts';

const env = useCartTestEnvironment();

describe('stored cart', () => {
  it('stops writing the cart to the browser storage after 30 failed writes (each retried once after clearing the caches)', async () => {
    env.online = false;
    const put = IDBObjectStore.prototype.put;
    let attempts = 0;
    IDBObjectStore.prototype.put = function failing(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name !== 'cart') return put.apply(this, args);
      attempts += 1;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const change = async () => {
        await addToCart(cartProduct('A'), 1);
        await cartSettled();
        await new Promise((resolve) => setTimeout(resolve, 0));
      };
      for (let i = 0; i < CART_WRITE_ERROR_LIMIT; i++) await change();
      // Every failed write was tried twice (the retry after clearing the caches); writes already under way may add some.
      const afterLimit = attempts;
      expect(afterLimit).toBeGreaterThanOrEqual(CART_WRITE_ERROR_LIMIT * 2);
      for (let i = 0; i < 5; i++) await change();
      expect(attempts).toBe(afterLimit);
    } finally {
      IDBObjectStore.prototype.put = put;
    }
  });
});
