/** ComparePage: the compare page's table, one column per product. More in README.md. */
import { useStore } from '@nanostores/react';
import { $compare, compareRows } from '../lib/compare/store.ts';
import type { MessageKey } from '../lib/i18n/i18n.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { useCurrentPrices } from './ui/current-prices.ts';
import { useT } from './ui/hooks.ts';
import { PriceLine } from './ui/PriceLine.tsx';
import { AddSaved, ProductName } from './ui/AddSaved.tsx';
import { RemoveSaved } from './ui/RemoveSaved.tsx';
import { useAddSaved } from './ui/use-add-saved.ts';
import './islands.css';

/** The compare table: one column per product, one row per compare attribute any of them has. */
export function ComparePage({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const items = useStore($compare);
  const [busy, add] = useAddSaved();
  const prices = useCurrentPrices(
    storeCode,
    items.map((i) => i.sku),
  );
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
                <ProductName item={item} /> <RemoveSaved list="compare" item={item} t={t} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('ui.compare.image')}</th>
            {items.map((item) => (
              <td key={item.sku}>
                {item.image ? <img src={item.image} alt={item.name} width={155} height={150} loading="lazy" /> : '–'}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('ui.compare.price')}</th>
            {items.map((item) => (
              <td key={item.sku}>
                {prices.get(item.sku) || item.price !== undefined ? (
                  <PriceLine
                    price={prices.get(item.sku) ?? { price: item.price!, reduction: null }}
                    storeCode={storeCode}
                    t={t}
                  />
                ) : (
                  '–'
                )}
              </td>
            ))}
          </tr>
          {rows.map((code) => (
            <tr key={code}>
              <th scope="row">{t(`ui.compare.attr.${code}` as MessageKey)}</th>
              {items.map((item) => (
                <td key={item.sku}>{item.attributes[code] ?? '–'}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td></td>
            {items.map((item) => (
              <td key={item.sku}>
                <AddSaved
                  item={item}
                  choose={t('ui.compare.choose', { name: item.name })}
                  addToCart={t('ui.compare.addToCart', { name: item.name })}
                  busy={busy === item.sku}
                  onAdd={() => add(item)}
                />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
