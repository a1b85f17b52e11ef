/**
 * WishlistPage: the wishlist page's content (saved in the browser).
 * Mount: `slots.ts` mounts it into `div[data-island-slot="wishlist"]`; in Astro directly:
 * `<WishlistPage client:only="react" storeCode={store.storeCode} />` (client:only: the list lives only in the
 * browser, so nothing is server-rendered and nothing can mismatch). Props: `storeCode`.
 */
import { useStore } from '@nanostores/react';
import type { StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import { $wishlist, removeFromWishlist } from '../lib/wishlist/store.ts';
import { useT } from './ui/hooks.ts';
import './islands.css';

/** The wishlist's products with remove buttons. */
export function WishlistPage({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const items = useStore($wishlist);
  if (items.length === 0) return <p>{t('ui.wishlist.empty')}</p>;
  return (
    <ul className="np-list">
      {items.map((item) => (
        <li key={item.sku}>
          {item.url ? <a href={item.url}>{item.name}</a> : item.name}
          {item.price !== undefined && <> – {formatPrice(item.price, storeCode)}</>}{' '}
          <button type="button" className="np-link" onClick={() => removeFromWishlist(item.sku)}>
            {t('ui.wishlist.remove', { name: item.name })}
          </button>
        </li>
      ))}
    </ul>
  );
}
