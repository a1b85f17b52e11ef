/**
 * OrderConfirmation: the order confirmation page's content — the order just placed in this tab (kept in session
 * storage by the checkout): number, lines with their options (colour, size, package parts), totals, delivery,
 * payment, address and e-mail.
 * Mount: `slots.ts` mounts it into `div[data-island-slot="orderConfirmation"]`. Props: `storeCode`.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $orderConfirmation, restoreConfirmation } from '../lib/checkout/store.ts';
import { routePath } from '../lib/routes/routes.ts';
import { storePath, type StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import { useT } from './ui/hooks.ts';

/** The confirmation of the last order. */
export function OrderConfirmation({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const order = useStore($orderConfirmation);
  useEffect(() => restoreConfirmation(), []);
  if (!order) return null;
  const price = (amount: number) => formatPrice(amount, storeCode);
  const address = order.shipping_address;
  return (
    <section aria-labelledby="np-confirmation-title" className="np-confirmation">
      <h2 id="np-confirmation-title" className="np-visually-hidden">
        {t('ui.checkout.thanks')}
      </h2>
      <p>{t('ui.checkout.orderNumber', { number: order.order_number })}</p>
      <p>{t('ui.checkout.emailSent', { email: order.customer_email })}</p>
      {order.items && order.items.length > 0 && (
        <section aria-labelledby="np-confirmation-items">
          <h3 id="np-confirmation-items">{t('ui.checkout.items')}</h3>
          <ul className="np-list np-confirmation__lines">
            {order.items.map((item, index) => (
              <li key={`${item.sku}-${index}`}>
                <span>
                  {item.qty} × {item.name}
                </span>{' '}
                <span>{price(item.row_total_incl_tax)}</span>
                {item.options.length > 0 && (
                  <ul className="np-line-options">
                    {item.options.map((o) => (
                      <li key={o.label}>
                        {o.label}: {o.value}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {order.grand_total !== undefined && order.subtotal_incl_tax !== undefined && (
        <dl className="np-minicart__totals">
          <dt>{t('ui.cart.subtotal')}</dt>
          <dd>{price(order.subtotal_incl_tax)}</dd>
          <dt>{t('ui.checkout.shippingCost')}</dt>
          <dd>{(order.shipping_incl_tax ?? 0) > 0 ? price(order.shipping_incl_tax!) : t('ui.checkout.free')}</dd>
          {(order.discount_amount ?? 0) !== 0 && (
            <>
              <dt>{t('ui.cart.discount')}</dt>
              <dd>{price(order.discount_amount!)}</dd>
            </>
          )}
          {(order.gift_card_amount ?? 0) !== 0 && (
            <>
              <dt>{t('ui.cart.giftCardUsed')}</dt>
              <dd>{price(order.gift_card_amount!)}</dd>
            </>
          )}
          <dt>{t('ui.cart.grandTotal')}</dt>
          <dd>{price(order.grand_total)}</dd>
          <dt>{t('ui.checkout.tax')}</dt>
          <dd>{price(order.tax_amount ?? 0)}</dd>
        </dl>
      )}
      {address && (
        <section aria-labelledby="np-confirmation-address">
          <h3 id="np-confirmation-address">{t('ui.checkout.shipping')}</h3>
          <address>
            {address.company && (
              <>
                {address.company}
                <br />
              </>
            )}
            {address.firstname} {address.lastname}
            <br />
            {address.street.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            {address.postcode} {address.city}
          </address>
          <p>
            {t('ui.checkout.email')}: {order.customer_email}
          </p>
          {order.shipping_method && (
            <p>
              {t('ui.checkout.delivery')}: {order.shipping_method}
              {order.service_point ? ` – ${order.service_point}` : ''}
            </p>
          )}
          {order.payment_method && (
            <p>
              {t('ui.checkout.payment')}: {order.payment_method}
            </p>
          )}
        </section>
      )}
      <p>
        <a href={routePath(storeCode, 'account')}>{t('ui.account.title')}</a> ·{' '}
        <a href={storePath(storeCode, '/')}>{t('nav.home')}</a>
      </p>
    </section>
  );
}
