/** WishlistPage: the wishlist page's content, saved in the browser. More in README.md. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { stockListCall, type StockRecord } from '../lib/cart/api.ts';
import { LOW_STOCK_SHOWN } from '../lib/catalog/stock-shown.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { $wishlist } from '../lib/wishlist/store.ts';
import { useCurrentPrices } from './ui/current-prices.ts';
import { useT } from './ui/hooks.ts';
import { PriceLine } from './ui/PriceLine.tsx';
import { AddSaved, ProductName } from './ui/AddSaved.tsx';
import { RemoveSaved } from './ui/RemoveSaved.tsx';
import { useAddSaved } from './ui/use-add-saved.ts';
import './islands.css';

/** The wishlist's products. */
export function WishlistPage({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const items = useStore($wishlist);
  const [stock, setStock] = useState<Map<string, StockRecord>>(new Map());
  const [busy, add] = useAddSaved();
  const skus = items.map((i) => i.sku).join(',');
  const prices = useCurrentPrices(
    storeCode,
    items.map((i) => i.sku),
  );
  useEffect(() => {
    if (!skus) return;
    let live = true;
    stockListCall(skus.split(','))
      .then((records) => live && setStock(new Map(records.map((r) => [r.sku, r]))))
      .catch((error: unknown) => console.warn('wishlist stock failed', error));
    return () => void (live = false);
  }, [skus]);
  if (items.length === 0) return <p>{t('ui.wishlist.empty')}</p>;

  const stockText = (record: StockRecord | undefined) => {
    if (!record) return '';
    if (!record.is_in_stock) return t('product.outOfStock');
    return record.manage_stock && record.qty <= LOW_STOCK_SHOWN
      ? t('product.lowStock', { qty: record.qty })
      : t('product.inStock');
  };

  return (
    <ul className="np-wishlist">
      {items.map((item) => {
        const record = stock.get(item.sku);
        const shown =
          prices.get(item.sku) ?? (item.price !== undefined ? { price: item.price, reduction: null } : undefined);
        return (
          <li key={item.sku} className="np-wishlist__item">
            {item.image && <img src={item.image} alt={item.name} width={155} height={150} loading="lazy" />}
            <div>
              <h2 className="np-wishlist__name">
                <ProductName item={item} />
              </h2>
              {shown && <PriceLine price={shown} storeCode={storeCode} t={t} />}
              {record && <p className={record.is_in_stock ? 'np-stock--in' : 'np-stock--out'}>{stockText(record)}</p>}
              <p className="np-wishlist__actions">
                <AddSaved
                  item={item}
                  choose={t('ui.wishlist.choose', { name: item.name })}
                  addToCart={t('ui.wishlist.addToCart', { name: item.name })}
                  busy={busy === item.sku}
                  disabled={record ? !record.is_in_stock : false}
                  onAdd={() => add(item)}
                />{' '}
                <RemoveSaved list="wishlist" item={item} t={t} />
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
