import type { StoreCode } from '../store-view/config.ts';

/** Window event carrying the new minicart count (the header badge listens without loading the cart code). */
export const CART_COUNT_EVENT = 'np:cart-count';

/** Local storage key of a store's minicart count. */
export function cartCountKey(storeCode: StoreCode): string {
  return `np-cart-count:${storeCode}`;
}
