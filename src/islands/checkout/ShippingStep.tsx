/** The checkout's address step. */
import { useStore } from '@nanostores/react';
import { $checkoutFlow, submitShipping } from '../../lib/checkout/flow.ts';
import { $checkoutDetails } from '../../lib/checkout/store.ts';
import { Fields, type FieldSpec } from '../ui/Fields.tsx';
import { detailField, StepButtons, submitted, type StepProps } from './parts.tsx';

type AddressField = 'company' | 'streetAddress' | 'apartmentNumber' | 'zipCode' | 'city' | 'phoneNumber';
const shippingFields: readonly FieldSpec<AddressField>[] = [
  { name: 'company', label: 'ui.checkout.company', autoComplete: 'organization' },
  { name: 'streetAddress', label: 'ui.checkout.street', autoComplete: 'address-line1' },
  { name: 'apartmentNumber', label: 'ui.checkout.apartment', autoComplete: 'address-line2' },
  { name: 'zipCode', label: 'ui.checkout.postcode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', label: 'ui.checkout.city', autoComplete: 'address-level2' },
  { name: 'phoneNumber', label: 'ui.checkout.phone', type: 'tel', autoComplete: 'tel' },
];

/** The delivery address form. */
export function ShippingStep({ t }: StepProps) {
  const { shipping } = useStore($checkoutDetails);
  const { errors } = useStore($checkoutFlow);
  return (
    <form onSubmit={submitted(submitShipping)} noValidate aria-labelledby="np-co-shipping">
      <h2 id="np-co-shipping" tabIndex={-1}>
        {t('ui.checkout.shipping')}
      </h2>
      <Fields prefix="np-co" t={t} specs={shippingFields} bind={detailField(t, 'shipping', shipping, errors)} />
      <StepButtons t={t} back="personal" />
    </form>
  );
}
