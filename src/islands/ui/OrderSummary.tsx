/** OrderSummary: the checkout's order summary beside the steps. More in README.md. */
import { useStore } from '@nanostores/react';
import { $cart } from '../../lib/cart/store.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';
import { formatPrice } from '../../lib/store-view/format.ts';
import { useT } from './hooks.ts';

export function OrderSummary({ storeCode, shippingChosen }: { storeCode: StoreCode; shippingChosen: boolean }) {
  const t = useT(storeCode);
  const cart = useStore($cart);
  const price = (amount: number) => formatPrice(amount, storeCode);
  const totals = cart.totals;
  const segment = (code: string) => totals?.total_segments?.find((s) => s.code === code)?.value;
  const goods = cart.items.reduce((sum, item) => sum + item.price * item.qty, 0);
  const discount = segment('discount') ?? 0;
  const giftCard = segment('giftcard') ?? 0;
  const vat = segment('tax') ?? totals?.tax_amount;
  const count = cart.items.reduce((sum, item) => sum + item.qty, 0);
  return (
    <aside className="np-summary" aria-labelledby="np-summary-title">
      <div className="np-summary__head">
        <h2 id="np-summary-title">{t('ui.checkout.summary')}</h2>
        <span className="np-summary__count">{t('ui.checkout.summaryCount', { count })}</span>
      </div>
      <ul className="np-summary__lines">
        {cart.items.map((item) => (
          <li key={item.checksum} className="np-summary__line">
            {item.image?.startsWith('/') ? <img src={item.image} alt="" width={56} height={56} loading="lazy" /> : null}
            <div>
              <p className="np-summary__name">{item.name}</p>
              {item.options?.length ? (
                <ul className="np-summary__options">
                  {item.options.map((o) => (
                    <li key={`${o.label}:${o.value}`}>
                      {o.label}: {o.value}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="np-summary__qty">{t('ui.checkout.summaryQty', { qty: item.qty })}</p>
            </div>
            <p className="np-summary__price">{price(item.price * item.qty)}</p>
          </li>
        ))}
      </ul>
      <dl className="np-summary__totals">
        <dt>{t('ui.cart.subtotal')}</dt>
        <dd>{price(totals?.subtotal_incl_tax ?? goods)}</dd>
        {discount !== 0 && (
          <>
            <dt>{t('ui.cart.discount')}</dt>
            <dd>{price(discount)}</dd>
          </>
        )}
        {giftCard !== 0 && (
          <>
            <dt>{t('ui.cart.giftCardUsed')}</dt>
            <dd>{price(giftCard)}</dd>
          </>
        )}
        <dt>{t('ui.checkout.shippingCost')}</dt>
        <dd>
          {shippingChosen && totals
            ? totals.shipping_incl_tax > 0
              ? price(totals.shipping_incl_tax)
              : t('ui.checkout.free')
            : t('ui.checkout.shippingLater')}
        </dd>
        <dt className="np-summary__total">{t('ui.cart.grandTotal')}</dt>
        <dd className="np-summary__total">{price(totals?.grand_total ?? goods)}</dd>
        {vat !== undefined && (
          <>
            <dt className="np-summary__vat">{t('ui.checkout.vatIncluded')}</dt>
            <dd className="np-summary__vat">{price(vat)}</dd>
          </>
        )}
      </dl>
    </aside>
  );
}
