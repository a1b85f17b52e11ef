/**
 * ProfileForm: the customer's name, email and address (only these may change; sent through the sync-task queue,
 * so an offline change is sent later), and the newsletter box (subscribes or unsubscribes the address through the
 * newsletter contracts, lib/newsletter/store.ts). Part of the account page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  profileAddresses,
  profileCountry,
  profileValues,
  validateProfile,
  type ProfileValues,
} from '../../lib/accounts/forms.ts';
import { $newsletter, isSubscribed, subscribe, unsubscribe } from '../../lib/newsletter/store.ts';
import { $user, updateProfile } from '../../lib/session/store.ts';
import { emailField, Fields, nameFields, type FieldSpec } from '../ui/Fields.tsx';
import { useForm } from '../ui/use-form.ts';
import { ErrorLine, NewsletterCheckbox } from './parts.tsx';
import type { FormProps } from './SignIn.tsx';

const profileFields: readonly FieldSpec<Exclude<keyof ProfileValues, 'newsletter'>>[] = [
  ...nameFields,
  emailField,
  { name: 'street', label: 'ui.checkout.street', autoComplete: 'street-address' },
  { name: 'postcode', label: 'ui.checkout.postcode', autoComplete: 'postal-code' },
  { name: 'city', label: 'ui.checkout.city', autoComplete: 'address-level2' },
  { name: 'telephone', label: 'ui.checkout.phone', type: 'tel', autoComplete: 'tel' },
];

/** The profile form. */
export function ProfileForm({ t, storeCode }: FormProps) {
  const user = useStore($user);
  // The newsletter state of the account's address, read from the server after mount (null until known).
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const countryId = profileCountry(user, storeCode);
  const form = useForm<ProfileValues>({
    storeCode,
    t,
    initial: profileValues(user),
    validate: (values) => validateProfile(values, countryId),
    submit: async (values) => {
      if (!user) return;
      const { firstname, lastname, email } = values;
      const result = await updateProfile({
        firstname,
        lastname,
        email,
        addresses: profileAddresses(user, values, countryId),
      });
      if (!result.ok || subscribed === null || values.newsletter === subscribed) return result;
      if (values.newsletter) await subscribe(email);
      else await unsubscribe(email);
      setSubscribed(values.newsletter);
      return { ok: true, status: t('site.newsletter.optInSaved') };
    },
  });
  const email = user?.email;
  // Asked again when this browser (un)subscribes: the registration's box subscribes just after the account exists.
  const local = useStore($newsletter);
  const { set } = form;
  useEffect(() => {
    if (!email) return;
    let live = true;
    isSubscribed(email).then(
      (on) => {
        if (!live) return;
        setSubscribed(on);
        set('newsletter', on);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [email, local.email, local.isSubscribed, set]);
  if (!user) return null;
  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="np-profile-title">
      <h2 id="np-profile-title">{t('ui.account.profile')}</h2>
      <Fields prefix="np-prof" t={t} specs={profileFields} bind={form.field} />
      {subscribed !== null && (
        <NewsletterCheckbox
          id="np-prof-newsletter"
          t={t}
          checked={form.values.newsletter}
          onChange={(on) => set('newsletter', on)}
        />
      )}
      <ErrorLine text={form.problem} />
      <p role="status" className="np-buy__message">
        {form.status}
      </p>
      <button type="submit" className="np-button">
        {t('ui.account.save')}
      </button>
    </form>
  );
}
