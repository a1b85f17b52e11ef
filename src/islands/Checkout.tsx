/** Checkout: the steps from personal details to payment. More in README.md. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $cart } from '../lib/cart/store.ts';
import { $checkoutFlow, checkoutSteps, startCheckout, type Step } from '../lib/checkout/flow.ts';
import { $offlineOrders } from '../lib/checkout/orders.ts';
import { $orderConfirmation } from '../lib/checkout/store.ts';
import { storePath, type StoreCode } from '../lib/store-view/config.ts';
import { MethodStep } from './checkout/MethodStep.tsx';
import type { StepProps } from './checkout/parts.tsx';
import { PersonalStep } from './checkout/PersonalStep.tsx';
import { ReviewStep } from './checkout/ReviewStep.tsx';
import { ShippingStep } from './checkout/ShippingStep.tsx';
import { ensureNotifications } from './Notifications.tsx';
import { OfflineOrders } from './OfflineOrders.tsx';
import { OrderSummary } from './ui/OrderSummary.tsx';
import { useT } from './ui/hooks.ts';
import './islands.css';

const stepViews: Record<Step, (props: StepProps) => React.ReactNode> = {
  personal: PersonalStep,
  shipping: ShippingStep,
  method: MethodStep,
  review: ReviewStep,
};

/** The thanks of an order placed on this page. */
function Thanks({ t, storeCode, number, email }: StepProps & { number: string; email: string }) {
  return (
    <section aria-labelledby="np-thanks" className="np-confirmation">
      <h2 id="np-thanks" tabIndex={-1}>
        {t('ui.checkout.thanks')}
      </h2>
      <p>{t('ui.checkout.orderNumber', { number })}</p>
      <p>{t('ui.checkout.emailSent', { email })}</p>
      <p>
        <a href={storePath(storeCode, '/')}>{t('nav.home')}</a>
      </p>
    </section>
  );
}

/** The checkout. */
export function Checkout({
  storeCode,
  cartHref,
  termsHref,
}: {
  storeCode: StoreCode;
  cartHref?: string;
  termsHref?: string;
}) {
  const t = useT(storeCode);
  const cart = useStore($cart);
  const flow = useStore($checkoutFlow);
  const confirmation = useStore($orderConfirmation);
  const offlineOrders = useStore($offlineOrders);

  useEffect(() => {
    ensureNotifications(storeCode);
    return startCheckout();
  }, [storeCode]);

  // A new step's heading takes the focus (not on arrival), so keyboard and screen reader users start at the step.
  const shownStep = useRef<Step | null>(null);
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== flow.step)
      document.getElementById(`np-co-${flow.step}`)?.focus();
    shownStep.current = flow.step;
  }, [flow.step]);

  if (confirmation)
    return (
      <Thanks t={t} storeCode={storeCode} number={confirmation.order_number} email={confirmation.customer_email} />
    );
  if (!cart.loaded) return <p>{t('ui.cart.loading')}</p>;
  if (cart.items.length === 0 && !flow.pending) {
    if (offlineOrders.length > 0) return <OfflineOrders storeCode={storeCode} />;
    return (
      <p>
        {t('ui.cart.empty')}
        {cartHref ? (
          <>
            {' '}
            <a href={cartHref}>{t('ui.cart.viewCart')}</a>
          </>
        ) : null}
      </p>
    );
  }
  const StepView = stepViews[flow.step];
  return (
    <div className="np-checkout">
      <p className="np-checkout__step" aria-live="polite">
        {t('ui.checkout.stepOf', { step: checkoutSteps.indexOf(flow.step) + 1, steps: checkoutSteps.length })}
      </p>
      <StepView t={t} storeCode={storeCode} termsHref={termsHref} />
      <p role="alert" className="np-buy__message np-buy__message--error">
        {flow.message ?? ''}
      </p>
      <OrderSummary storeCode={storeCode} shippingChosen={flow.step === 'review'} />
    </div>
  );
}
