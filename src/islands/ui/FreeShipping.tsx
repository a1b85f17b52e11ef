/**
 * FreeShipping: the shop's free-shipping promise for the cart's goods value — how much is left until shipping is
 * free, or that it is (the threshold of the store view config, the same number the banner and the totals use).
 * Presentational; used by the minicart, the cart page and the checkout. Props: `storeCode`, `goodsValue` (incl. tax,
 * after discounts).
 */
import { storeViews, type StoreCode } from '../../lib/store-view/config.ts';
import { formatPrice } from '../../lib/store-view/format.ts';
import { useT } from './hooks.ts';

/** The free-shipping line of a cart. */
export function FreeShipping({ storeCode, goodsValue }: { storeCode: StoreCode; goodsValue: number }) {
  const t = useT(storeCode);
  const left = Math.round((storeViews[storeCode].freeShippingFrom - goodsValue) * 100) / 100;
  return (
    <p className="np-free-shipping">
      {left > 0
        ? t('ui.checkout.freeShippingLeft', { amount: formatPrice(left, storeCode) })
        : t('ui.checkout.freeShippingReached')}
    </p>
  );
}
