/**
 * ProfileForm: the customer's name, email and address (only these may change; sent through the sync-task queue,
 * so an offline change is sent later), and the newsletter box (subscribes or unsubscribes the address through the
 * newsletter contracts, lib/newsletter/store.ts). Used inside Account; no separate mount needed.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { $newsletter, isSubscribed, subscribe, unsubscribe } from '../lib/newsletter/store.ts';
import { $user, updateProfile, type Address } from '../lib/session/store.ts';
import { translateApiMessage, type Translate } from '../lib/i18n/i18n.ts';
import { storeViews, type StoreCode } from '../lib/store-view/config.ts';
import { Field } from './ui/Field.tsx';
import { isEmail, isPostcode } from '../lib/forms/rules.ts';

/** The profile form. */
export function ProfileForm({ t, storeCode }: { t: Translate; storeCode: StoreCode }) {
  const user = useStore($user);
  const [values, setValues] = useState({
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
  });
  const first = user?.addresses?.[0];
  const [address, setAddress] = useState({
    street: first?.street?.[0] ?? '',
    postcode: first?.postcode ?? '',
    city: first?.city ?? '',
    telephone: first?.telephone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('');
  // The newsletter state of the account's address, read from the server after mount (null until known).
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [newsletter, setNewsletter] = useState(false);
  const email = user?.email;
  // Asked again when this browser (un)subscribes: the registration's box subscribes just after the account exists.
  const local = useStore($newsletter);
  useEffect(() => {
    if (!email) return;
    let live = true;
    isSubscribed(email).then(
      (on) => {
        if (!live) return;
        setSubscribed(on);
        setNewsletter(on);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [email, local.email, local.isSubscribed]);
  if (!user) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!values.firstname.trim()) next['firstname'] = t('form.required');
    if (!values.lastname.trim()) next['lastname'] = t('form.required');
    if (!isEmail(values.email)) next['email'] = t(values.email.trim() ? 'form.invalidEmail' : 'form.required');
    const countryId = first?.country_id ?? storeViews[storeCode].countryId;
    // An address is saved with its street: then it needs a postcode of its country and a city (the rule checkout applies).
    if (address.street.trim()) {
      if (!address.postcode.trim()) next['postcode'] = t('form.required');
      else if (!isPostcode(countryId, address.postcode)) next['postcode'] = t('error.invalidPostcode');
      if (!address.city.trim()) next['city'] = t('form.required');
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    const addresses: Address[] = address.street.trim()
      ? [
          {
            ...(first ?? {}),
            firstname: values.firstname,
            lastname: values.lastname,
            street: [address.street],
            postcode: address.postcode,
            city: address.city,
            country_id: countryId,
            ...(address.telephone ? { telephone: address.telephone } : {}),
            default_shipping: true,
            default_billing: true,
          },
        ]
      : user.addresses;
    setStatus('');
    const result = await updateProfile({ ...values, addresses });
    setMessage(result.ok ? null : result.message);
    if (!result.ok || subscribed === null || newsletter === subscribed) return;
    try {
      if (newsletter) await subscribe(values.email);
      else await unsubscribe(values.email);
      setSubscribed(newsletter);
      setStatus(t('site.newsletter.optInSaved'));
    } catch (failure) {
      setMessage(translateApiMessage(storeCode, (failure as Error).message));
    }
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value });
  const setA = (key: keyof typeof address) => (e: { target: { value: string } }) =>
    setAddress({ ...address, [key]: e.target.value });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="np-profile-title">
      <h2 id="np-profile-title">{t('ui.account.profile')}</h2>
      <Field
        id="np-prof-first"
        label={t('ui.account.firstname')}
        autoComplete="given-name"
        value={values.firstname}
        onChange={set('firstname')}
        error={errors['firstname']}
      />
      <Field
        id="np-prof-last"
        label={t('ui.account.lastname')}
        autoComplete="family-name"
        value={values.lastname}
        onChange={set('lastname')}
        error={errors['lastname']}
      />
      <Field
        id="np-prof-email"
        label={t('ui.account.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors['email']}
      />
      <Field
        id="np-prof-street"
        label={t('ui.checkout.street')}
        autoComplete="street-address"
        value={address.street}
        onChange={setA('street')}
      />
      <Field
        id="np-prof-postcode"
        label={t('ui.checkout.postcode')}
        autoComplete="postal-code"
        value={address.postcode}
        onChange={setA('postcode')}
        error={errors['postcode']}
      />
      <Field
        id="np-prof-city"
        label={t('ui.checkout.city')}
        autoComplete="address-level2"
        value={address.city}
        onChange={setA('city')}
        error={errors['city']}
      />
      <Field
        id="np-prof-phone"
        label={t('ui.checkout.phone')}
        type="tel"
        autoComplete="tel"
        value={address.telephone}
        onChange={setA('telephone')}
      />
      {subscribed !== null && (
        <NewsletterCheckbox id="np-prof-newsletter" t={t} checked={newsletter} onChange={setNewsletter} />
      )}
      <p role="alert" className="np-buy__message np-buy__message--error">
        {message ?? ''}
      </p>
      <p role="status" className="np-buy__message">
        {status}
      </p>
      <button type="submit" className="np-button">
        {t('ui.account.save')}
      </button>
    </form>
  );
}

/** The newsletter opt-in box of the registration and profile forms. */
export function NewsletterCheckbox({
  id,
  t,
  checked,
  onChange,
}: {
  id: string;
  t: Translate;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="np-field np-choice" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {t('site.newsletter.optIn')}
    </label>
  );
}
