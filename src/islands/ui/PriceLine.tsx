import type { Translate } from '../../lib/i18n/i18n.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';
import { formatPrice } from '../../lib/store-view/format.ts';
import type { CurrentPrice } from './current-prices.ts';

/**
 * A price as the product cards show it (components/product/Price.astro): an announced reduction with its percentage
 * and what the struck price is, else the plain price.
 */
export function PriceLine({ price, storeCode, t }: { price: CurrentPrice; storeCode: StoreCode; t: Translate }) {
  const { reduction } = price;
  return (
    <p className={reduction ? 'np-price np-price--special' : 'np-price'}>
      {reduction && <span className="np-visually-hidden">{t('price.now')}</span>}
      <span className="np-price__final">{formatPrice(price.price, storeCode)}</span>
      {reduction && (
        <>
          <span className="np-price__label">{t('price.discount', { percent: reduction.percent })}</span>
          <span className="np-price__prior">
            {t('price.prior')} <s>{formatPrice(reduction.priorPrice, storeCode)}</s>
          </span>
        </>
      )}
    </p>
  );
}
