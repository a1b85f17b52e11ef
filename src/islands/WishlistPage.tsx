/**
 * WishlistPage and ComparePage: the contents of the wishlist and compare pages (saved in the browser).
 * Mount on the wishlist page: `<WishlistPage client:only="react" storeCode={store.storeCode} />`; on the compare
 * page: `<ComparePage client:only="react" storeCode={store.storeCode} />` (client:only: the lists live only in
 * the browser, so nothing is server-rendered and nothing can mismatch). Props: `storeCode`.
 */
import { useStore } from '@nanostores/react';
import { $compare, compareRows, removeFromCompare } from '../lib/compare/store.ts';
import type { MessageKey } from '../lib/i18n/i18n.ts';
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

/** The compare table: one column per product, one row per compare attribute any of them has. */
export function ComparePage({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const items = useStore($compare);
  if (items.length === 0) return <p>{t('ui.compare.empty')}</p>;
  const rows = compareRows(items);
  return (
    <div className="np-table-scroll">
      <table className="np-compare">
        <caption className="np-visually-hidden">{t('ui.compare.title')}</caption>
        <thead>
          <tr>
            <th scope="row">{t('ui.compare.product')}</th>
            {items.map((item) => (
              <th key={item.sku} scope="col">
                {item.url ? <a href={item.url}>{item.name}</a> : item.name}{' '}
                <button type="button" className="np-link" onClick={() => removeFromCompare(item.sku)}>
                  {t('ui.compare.remove', { name: item.name })}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('ui.compare.price')}</th>
            {items.map((item) => <td key={item.sku}>{item.price !== undefined ? formatPrice(item.price, storeCode) : '–'}</td>)}
          </tr>
          {rows.map((code) => (
            <tr key={code}>
              <th scope="row">{t(`ui.compare.attr.${code}` as MessageKey)}</th>
              {items.map((item) => <td key={item.sku}>{item.attributes[code] ?? '–'}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
