/** The checkout's delivery step: the methods to the address, and the pickup point of a pickup method. */
import { useStore } from '@nanostores/react';
import { $cart } from '../../lib/cart/store.ts';
import { $checkoutFlow, chooseMethod, chosenMethod, submitMethod } from '../../lib/checkout/flow.ts';
import { $checkoutDetails } from '../../lib/checkout/store.ts';
import { formatPrice } from '../../lib/store-view/format.ts';
import { FreeShipping } from '../ui/FreeShipping.tsx';
import { StepButtons, submitted, type StepProps } from './parts.tsx';
import { ServicePoints } from './ServicePoints.tsx';

/** The delivery form. */
export function MethodStep({ t, storeCode }: StepProps) {
  const flow = useStore($checkoutFlow);
  const { shipping } = useStore($checkoutDetails);
  const { totals } = useStore($cart);
  const chosen = chosenMethod(flow, shipping);
  if (!flow.methods) return null;
  const discount = totals?.total_segments?.find((s) => s.code === 'discount')?.value ?? 0;
  return (
    <form onSubmit={submitted(submitMethod)} noValidate aria-labelledby="np-co-method">
      <h2 id="np-co-method" tabIndex={-1}>
        {t('ui.checkout.method')}
      </h2>
      {flow.methods.length === 0 && <p>{t('ui.checkout.noMethods')}</p>}
      {totals && <FreeShipping storeCode={storeCode} goodsValue={totals.subtotal_incl_tax + discount} />}
      <fieldset>
        <legend className="np-visually-hidden">{t('ui.checkout.method')}</legend>
        {flow.methods.map((m) => (
          <label key={`${m.carrier_code}_${m.method_code}`} className="np-field">
            <input type="radio" name="shipping-method" checked={m === chosen} onChange={() => chooseMethod(m)} />{' '}
            {m.carrier_title} – {m.method_title}:{' '}
            {m.price_incl_tax > 0 ? formatPrice(m.price_incl_tax, storeCode) : t('ui.checkout.free')}
          </label>
        ))}
      </fieldset>
      {chosen?.service_point && <ServicePoints t={t} storeCode={storeCode} />}
      <StepButtons t={t} back="shipping" />
    </form>
  );
}
