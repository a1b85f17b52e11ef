import type { StoreCode } from '../store-view/config.ts';

/** Window event carrying the new minicart count (the header badge listens without loading the cart code). */
export const CART_COUNT_EVENT = 'np:cart-count';

/** Local storage key of a store's minicart count. */
export function cartCountKey(storeCode: StoreCode): string {
  return `np-cart-count:${storeCode}`;
}

/**
 * Local storage key set to '1' while the browser's cart has lines its server cart may not have (a sync cut off by a
 * navigation, offline changes, a login merge not finished): the header then loads the cart code on the next page and
 * syncs, even where the cart is not shown.
 */
export function cartUnsyncedKey(storeCode: StoreCode): string {
  return `np-cart-unsynced:${storeCode}`;
}

/**
 * Cookie holding a store's guest cart id, shared by the add-to-cart form without JavaScript (the server sets it)
 * and the cart islands (which write their guest cart id into it and adopt a cart the form started), so both fill
 * one cart. Readable by scripts: the islands hold the same id in IndexedDB anyway.
 */
export function cartCookieName(storeCode: StoreCode): string {
  return `np_cart_${storeCode}`;
}

/** Cookie the server sets when a form without JavaScript changed the cart: the islands then take the server's lines. */
export function cartChangedCookieName(storeCode: StoreCode): string {
  return `np_cart_changed_${storeCode}`;
}
