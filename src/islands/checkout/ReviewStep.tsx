/** The checkout's review: the lines, coupon and gift card, the totals, and payment (or the offline order). */
import { useStore } from '@nanostores/react';
import { $cart } from '../../lib/cart/store.ts';
import { $checkoutFlow, finish, goToStep, pay, placeOffline } from '../../lib/checkout/flow.ts';
import { $externalCheckout } from '../../lib/checkout/store.ts';
import { formatPrice } from '../../lib/store-view/format.ts';
import { useOnline } from '../OfflineOrders.tsx';
import { FreeShipping } from '../ui/FreeShipping.tsx';
import { CodeForms } from './CodeForms.tsx';
import type { StepProps } from './parts.tsx';

/** The order's totals. */
function Totals({ t, storeCode }: StepProps) {
  const { totals } = useStore($cart);
  if (!totals) return null;
  const price = (amount: number) => formatPrice(amount, storeCode);
  const segment = (code: string) => totals.total_segments?.find((s) => s.code === code)?.value ?? 0;
  return (
    <>
      <dl className="np-minicart__totals">
        <dt>{t('ui.cart.subtotal')}</dt>
        <dd>{price(totals.subtotal_incl_tax)}</dd>
        <dt>{t('ui.checkout.shippingCost')}</dt>
        <dd>{price(totals.shipping_incl_tax ?? 0)}</dd>
        {segment('discount') !== 0 && (
          <>
            <dt>{t('ui.cart.discount')}</dt>
            <dd>{price(segment('discount'))}</dd>
          </>
        )}
        {segment('giftcard') !== 0 && (
          <>
            <dt>{t('ui.cart.giftCardUsed')}</dt>
            <dd>{price(segment('giftcard'))}</dd>
          </>
        )}
        <dt>{t('ui.cart.grandTotal')}</dt>
        <dd>{price(totals.grand_total)}</dd>
      </dl>
      <FreeShipping storeCode={storeCode} goodsValue={totals.subtotal_incl_tax + segment('discount')} />
    </>
  );
}

/** The button that starts the payment (off while one is being started); secondary beside "complete payment". */
function PayButton({ t, secondary = false }: { t: StepProps['t']; secondary?: boolean }) {
  const payment = useStore($externalCheckout);
  return (
    <button
      type="button"
      className={`np-button np-button--${secondary ? 'secondary' : 'primary'}`}
      disabled={payment.loading}
      onClick={() => void pay()}
    >
      {t('ui.checkout.pay')}
    </button>
  );
}

/** The buttons that end the checkout: pay, complete a started payment, or place the order offline. */
function Actions({ t }: StepProps) {
  const { pending } = useStore($checkoutFlow);
  const payment = useStore($externalCheckout);
  const online = useOnline();
  if (pending)
    return (
      <div className="np-buy__row">
        <p>{t('ui.checkout.paymentPending')}</p>
        <button
          type="button"
          className="np-button np-button--primary"
          disabled={payment.loading}
          onClick={() => void finish(pending)}
        >
          {t('ui.checkout.complete')}
        </button>
        <PayButton t={t} secondary />
      </div>
    );
  if (!online)
    return (
      <div className="np-buy__row">
        <p>{t('offline.checkoutNotice')}</p>
        <button type="button" className="np-button np-button--primary" onClick={() => void placeOffline()}>
          {t('offline.placeOrder')}
        </button>
      </div>
    );
  return (
    <div className="np-buy__row">
      <button type="button" className="np-button np-button--secondary" onClick={() => goToStep('method')}>
        {t('ui.checkout.edit')}
      </button>
      <PayButton t={t} />
    </div>
  );
}

/** The review step. */
export function ReviewStep(props: StepProps) {
  const { t, storeCode } = props;
  const { items } = useStore($cart);
  return (
    <section aria-labelledby="np-co-review">
      <h2 id="np-co-review" tabIndex={-1}>
        {t('ui.checkout.review')}
      </h2>
      <ul className="np-list">
        {items.map((item) => (
          <li key={item.checksum}>
            {item.qty} × {item.name}
            {item.options?.length ? ` (${item.options.map((o) => `${o.label}: ${o.value}`).join(', ')})` : ''} –{' '}
            {formatPrice(item.price * item.qty, storeCode)}
          </li>
        ))}
      </ul>
      <CodeForms {...props} />
      <Totals {...props} />
      <p className="np-checkout__withdrawal">
        {t('ui.checkout.withdrawal')}{' '}
        {props.termsHref && <a href={props.termsHref}>{t('ui.checkout.withdrawalLink')}</a>}
      </p>
      <Actions {...props} />
    </section>
  );
}
