import { persistentJSON } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { SavedProduct } from '../cart/saved.ts';
import { onLogout } from '../session/logout.ts';

/** What the wishlist keeps of a product (qty is always 1). */
export interface WishlistItem extends SavedProduct {
  qty: 1;
}

/** The wishlist, unique by sku, saved in local storage on every change. */
export const $wishlist = persistentJSON<WishlistItem[]>('np-wishlist', []);

/** Skus on the wishlist, for the heart buttons. */
export const $wishlistSkus = computed($wishlist, (items) => new Set(items.map((i) => i.sku)));

/** Adds a product (ignored when its sku is already there). */
export function addToWishlist(product: Omit<WishlistItem, 'qty'>): void {
  const items = $wishlist.get();
  if (items.some((i) => i.sku === product.sku)) return;
  $wishlist.set([...items, { ...product, qty: 1 }]);
}

/** Removes a product. */
export function removeFromWishlist(sku: string): void {
  $wishlist.set($wishlist.get().filter((i) => i.sku !== sku));
}

/** Adds or removes a product; answers whether it is on the list afterwards. */
export function toggleWishlist(product: Omit<WishlistItem, 'qty'>): boolean {
  if ($wishlist.get().some((i) => i.sku === product.sku)) {
    removeFromWishlist(product.sku);
    return false;
  }
  addToWishlist(product);
  return true;
}

/** Empties the wishlist (logout). */
export function clearWishlist(): void {
  $wishlist.set([]);
}

// A logout forgets the wishlist.
onLogout('wishlist', clearWishlist);
