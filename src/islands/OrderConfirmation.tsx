/**
 * OrderConfirmation: the order confirmation page's content — order number and e-mail of the order just placed in
 * this tab (kept in session storage by the checkout).
 * Mount: `slots.ts` mounts it into `div[data-island-slot="orderConfirmation"]`. Props: `storeCode`.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $orderConfirmation, restoreConfirmation } from '../lib/checkout/store.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { useT } from './ui/hooks.ts';

/** The confirmation of the last order. */
export function OrderConfirmation({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const order = useStore($orderConfirmation);
  useEffect(() => restoreConfirmation(), []);
  if (!order) return null;
  return (
    <section aria-labelledby="np-confirmation-title">
      <h2 id="np-confirmation-title">{t('ui.checkout.thanks')}</h2>
      <p>{t('ui.checkout.orderNumber', { number: order.order_number })}</p>
      <p>{t('ui.checkout.emailSent', { email: order.customer_email })}</p>
    </section>
  );
}
