/** The account forms' input rules and the profile's address (pure, browser-safe). */
import { emailProblem, fieldErrors, postcodeProblem, requiredText, type FieldErrors } from '../forms/validate.ts';
import { storeViews, type StoreCode } from '../store-view/config.ts';
import type { AddressInput, Customer } from './schema.ts';

/** The login form: an address and a password. */
export function validateLogin(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  return fieldErrors({ email: emailProblem(values.email), password: values.password ? undefined : 'form.required' });
}

/** The registration form: every field is required, the address by the shop's rule. */
export function validateRegistration(values: {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}): FieldErrors<'firstname' | 'lastname' | 'email' | 'password'> {
  return fieldErrors({
    firstname: requiredText(values.firstname),
    lastname: requiredText(values.lastname),
    email: emailProblem(values.email),
    password: requiredText(values.password),
  });
}

/** A form with one password field (the new password of a reset link, the password that confirms a deletion). */
export function validatePassword(values: { password: string }): FieldErrors<'password'> {
  return fieldErrors({ password: values.password ? undefined : 'form.required' });
}

/** The profile form's values: names, e-mail, one address and the newsletter box. */
export type ProfileValues = {
  firstname: string;
  lastname: string;
  email: string;
  street: string;
  postcode: string;
  city: string;
  telephone: string;
  newsletter: boolean;
};

/** The profile form: names and e-mail; an address saved with its street needs a postcode of its country and a city. */
export function validateProfile(
  values: ProfileValues,
  countryId: string,
): FieldErrors<'firstname' | 'lastname' | 'email' | 'postcode' | 'city'> {
  const address = Boolean(values.street.trim());
  return fieldErrors({
    firstname: requiredText(values.firstname),
    lastname: requiredText(values.lastname),
    email: emailProblem(values.email),
    postcode: address ? postcodeProblem(countryId, values.postcode) : undefined,
    city: address ? requiredText(values.city) : undefined,
  });
}

/** The profile form's first values, from the customer and their first address. */
export function profileValues(user: Customer | null, subscribed = false): ProfileValues {
  const first = user?.addresses?.[0];
  return {
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    street: first?.street?.[0] ?? '',
    postcode: first?.postcode ?? '',
    city: first?.city ?? '',
    telephone: first?.telephone ?? '',
    newsletter: subscribed,
  };
}

/** The country of the profile's address: that of the customer's first address, else the store's. */
export function profileCountry(user: Customer | null, storeCode: StoreCode): string {
  return user?.addresses?.[0]?.country_id ?? storeViews[storeCode].countryId;
}

/**
 * The addresses the profile saves: its one address (the default for delivery and billing, in its own country or the
 * store's) when a street is given, else the customer's addresses as they are.
 */
export function profileAddresses(user: Customer, values: ProfileValues, countryId: string): AddressInput[] {
  const first = user.addresses?.[0];
  if (!values.street.trim()) return user.addresses;
  return [
    {
      ...(first ?? {}),
      firstname: values.firstname,
      lastname: values.lastname,
      street: [values.street],
      postcode: values.postcode,
      city: values.city,
      country_id: countryId,
      ...(values.telephone ? { telephone: values.telephone } : {}),
      default_shipping: true,
      default_billing: true,
    },
  ];
}
