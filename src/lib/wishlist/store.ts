import type { SavedProduct } from '../cart/saved.ts';
import { savedProductList } from '../cart/saved-list.ts';

/** What the wishlist keeps of a product (qty is always 1). */
export interface WishlistItem extends SavedProduct {
  qty: 1;
}

// A product already there is not added again. A logout forgets the wishlist.
const wishlist = savedProductList<WishlistItem>('wishlist', 'np-wishlist', (items, item) =>
  items.some((i) => i.sku === item.sku) ? items : [...items, item],
);

/** The wishlist, unique by sku, saved in local storage on every change. */
export const $wishlist = wishlist.$items;

/** Skus on the wishlist, for the heart buttons. */
export const $wishlistSkus = wishlist.$skus;

/** Adds a product (ignored when its sku is already there). */
export function addToWishlist(product: Omit<WishlistItem, 'qty'>): void {
  wishlist.add({ ...product, qty: 1 });
}

/** Removes a product. */
export const removeFromWishlist = wishlist.remove;

/** Adds or removes a product; answers whether it is on the list afterwards. */
export function toggleWishlist(product: Omit<WishlistItem, 'qty'>): boolean {
  return wishlist.toggle({ ...product, qty: 1 });
}

/** Empties the wishlist (logout). */
export const clearWishlist = wishlist.clear;
