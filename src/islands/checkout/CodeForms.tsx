/** The review step's coupon and gift card: the active one with a remove button, or a form to apply one. */
import { useStore } from '@nanostores/react';
import { $cart, applyCoupon, applyGiftCard, removeCoupon } from '../../lib/cart/store.ts';
import type { MessageKey } from '../../lib/i18n/i18n.ts';
import { formatPrice } from '../../lib/store-view/format.ts';
import { Field } from '../ui/Field.tsx';
import { useForm } from '../ui/use-form.ts';
import type { StepProps } from './parts.tsx';

/** A one-field code form; the cart store shows a refusal. */
function CodeForm({
  t,
  storeCode,
  id,
  label,
  button,
  apply,
}: StepProps & { id: string; label: MessageKey; button: MessageKey; apply: (code: string) => Promise<boolean> }) {
  const form = useForm({
    storeCode,
    t,
    initial: { code: '' },
    reset: true,
    submit: async ({ code }) => ((await apply(code)) ? { ok: true } : { ok: false, message: '' }),
  });
  return (
    <form className="np-buy__row" onSubmit={form.onSubmit}>
      <Field id={id} label={t(label)} {...form.text('code')} autoComplete="off" />
      <button type="submit" className="np-button np-button--secondary" disabled={!form.values.code.trim()}>
        {t(button)}
      </button>
    </form>
  );
}

/** The coupon and the gift card of the cart. */
export function CodeForms(props: StepProps) {
  const { t, storeCode } = props;
  const cart = useStore($cart);
  return (
    <>
      {cart.couponCode ? (
        <p>
          {t('ui.cart.couponActive', { code: cart.couponCode })}{' '}
          <button type="button" className="np-link" onClick={() => void removeCoupon()}>
            {t('ui.cart.removeCoupon', { code: cart.couponCode })}
          </button>
        </p>
      ) : (
        <CodeForm
          {...props}
          id="np-co-coupon"
          label="ui.cart.coupon"
          button="ui.cart.applyCoupon"
          apply={applyCoupon}
        />
      )}
      {cart.giftCard ? (
        <p>
          {t('ui.checkout.giftCardActive', {
            code: cart.giftCard.code,
            amount: formatPrice(cart.giftCard.amount, storeCode),
          })}{' '}
          <button type="button" className="np-link" onClick={() => void applyGiftCard('')}>
            {t('ui.checkout.removeGiftCard')}
          </button>
        </p>
      ) : (
        <CodeForm
          {...props}
          id="np-co-giftcard"
          label="ui.cart.giftCard"
          button="ui.cart.applyGiftCard"
          apply={(code) => applyGiftCard(code)}
        />
      )}
    </>
  );
}
