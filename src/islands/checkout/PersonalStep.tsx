/** The checkout's first step: name and e-mail, and an account to create for a guest. */
import { useStore } from '@nanostores/react';
import { $checkoutFlow, setPassword, submitPersonal } from '../../lib/checkout/flow.ts';
import { $checkoutDetails, saveCheckoutDetails } from '../../lib/checkout/store.ts';
import { $user } from '../../lib/session/store.ts';
import { PasswordField } from '../ui/Field.tsx';
import { Fields, type FieldSpec } from '../ui/Fields.tsx';
import { detailField, submitted, type StepProps } from './parts.tsx';

const personalFields: readonly FieldSpec<'firstName' | 'lastName' | 'emailAddress'>[] = [
  { name: 'firstName', label: 'ui.account.firstname', autoComplete: 'given-name' },
  { name: 'lastName', label: 'ui.account.lastname', autoComplete: 'family-name' },
  { name: 'emailAddress', label: 'ui.account.email', type: 'email', autoComplete: 'email' },
];

/** The personal details form. */
export function PersonalStep({ t }: StepProps) {
  const { personal } = useStore($checkoutDetails);
  const flow = useStore($checkoutFlow);
  const user = useStore($user);
  return (
    <form onSubmit={submitted(submitPersonal)} noValidate aria-labelledby="np-co-personal">
      <h2 id="np-co-personal" tabIndex={-1}>
        {t('ui.checkout.personal')}
      </h2>
      <Fields prefix="np-co" t={t} specs={personalFields} bind={detailField(t, 'personal', personal, flow.errors)} />
      {!user && (
        <div className="np-field">
          <label>
            <input
              type="checkbox"
              checked={personal.createAccount}
              onChange={(e) => saveCheckoutDetails('personal', { createAccount: e.target.checked })}
            />{' '}
            {t('ui.checkout.createAccount')}
          </label>
        </div>
      )}
      {personal.createAccount && !user && (
        <PasswordField
          id="np-co-password"
          label={t('ui.account.password')}
          fresh
          value={flow.password}
          onChange={(e) => setPassword(e.target.value)}
          error={flow.errors['password'] && t(flow.errors['password'])}
        />
      )}
      <button type="submit" className="np-button">
        {t('ui.checkout.continue')}
      </button>
    </form>
  );
}
