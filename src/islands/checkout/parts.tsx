/** Small pieces the checkout steps share. */
import type { SyntheticEvent } from 'react';
import { goToStep, type Step } from '../../lib/checkout/flow.ts';
import { saveCheckoutDetails, type CheckoutDetails } from '../../lib/checkout/store.ts';
import type { FieldErrors } from '../../lib/forms/validate.ts';
import type { Translate } from '../../lib/i18n/i18n.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';

/** What every step gets. */
export interface StepProps {
  t: Translate;
  storeCode: StoreCode;
  /** The terms page's withdrawal section. */
  termsHref?: string | undefined;
}

/** A form's submit handler that runs a flow action. */
export function submitted(action: () => Promise<void>) {
  return (event: SyntheticEvent) => {
    event.preventDefault();
    void action();
  };
}

/** The value, change handler and translated problem of a saved detail's text field. */
export function detailField<K extends 'personal' | 'shipping'>(
  t: Translate,
  part: K,
  values: CheckoutDetails[K],
  errors: FieldErrors,
) {
  return (key: keyof CheckoutDetails[K] & string) => {
    const problem = errors[key];
    return {
      value: String(values[key]),
      onChange: (event: { target: { value: string } }) =>
        saveCheckoutDetails(part, { [key]: event.target.value } as Partial<CheckoutDetails[K]>),
      error: problem ? t(problem) : undefined,
    };
  };
}

/** The step's "change" (back to `step`) and "continue" (submit) buttons. */
export function StepButtons({ t, back }: { t: Translate; back: Step }) {
  return (
    <div className="np-buy__row">
      <button type="button" className="np-button np-button--secondary" onClick={() => goToStep(back)}>
        {t('ui.checkout.edit')}
      </button>
      <button type="submit" className="np-button">
        {t('ui.checkout.continue')}
      </button>
    </div>
  );
}
