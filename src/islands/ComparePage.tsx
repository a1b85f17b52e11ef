/**
 * ComparePage: the compare page's table (saved in the browser): one column per product, one row per compare
 * attribute (colour, taste, wax colour, equipment size and variant, value).
 * Mount: `slots.ts` mounts it into `div[data-island-slot="compare"]`; in Astro directly:
 * `<ComparePage client:only="react" storeCode={store.storeCode} />`. Props: `storeCode`.
 */
import { useStore } from '@nanostores/react';
import { $compare, compareRows, removeFromCompare } from '../lib/compare/store.ts';
import type { MessageKey } from '../lib/i18n/i18n.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import { useT } from './ui/hooks.ts';
import './islands.css';

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
