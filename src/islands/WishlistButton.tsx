/**
 * WishlistButton and CompareButton: toggle buttons for a product (product page and product cards).
 * Mount: `<WishlistButton client:idle storeCode={store.storeCode} product={{ sku, name, url, image, price }} />` and
 * `<CompareButton client:idle storeCode=… product={{ sku, name, url, image, price, attributes }} />` where
 * `attributes` holds the compare attributes' labels by code (ls_farg, ls_smak, ls_storlek_utrust, …).
 * Both render "not on the list" on the server and the saved state after mount (no hydration mismatch).
 */
import { useStore } from '@nanostores/react';
import { $compareSkus, toggleCompare, type CompareItem } from '../lib/compare/store.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { $wishlistSkus, toggleWishlist, type WishlistItem } from '../lib/wishlist/store.ts';
import { useMounted, useT } from './ui/hooks.ts';
import './islands.css';

/** Adds the product to, or removes it from, the wishlist. */
export function WishlistButton({ storeCode, product }: { storeCode: StoreCode; product: Omit<WishlistItem, 'qty'> }) {
  const t = useT(storeCode);
  const skus = useStore($wishlistSkus);
  const on = useMounted() && skus.has(product.sku);
  return (
    <button type="button" className="np-iconbutton" aria-pressed={on} onClick={() => toggleWishlist(product)}>
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> {t(on ? 'ui.wishlist.remove' : 'ui.wishlist.add', { name: product.name })}
    </button>
  );
}

/** Adds the product to, or removes it from, the compare list. */
export function CompareButton({ storeCode, product }: { storeCode: StoreCode; product: CompareItem }) {
  const t = useT(storeCode);
  const skus = useStore($compareSkus);
  const on = useMounted() && skus.has(product.sku);
  return (
    <button type="button" className="np-iconbutton" aria-pressed={on} onClick={() => toggleCompare(product)}>
      <span aria-hidden="true">⇄</span> {t(on ? 'ui.compare.remove' : 'ui.compare.add', { name: product.name })}
    </button>
  );
}
