/** The checkout steps' input rules (pure): what each step refuses before any call. */
import type { MessageKey } from '../i18n/i18n.ts';
import { emailProblem, fieldErrors, postcodeProblem, requiredText, type FieldErrors } from '../forms/validate.ts';
import type { CheckoutDetails } from './store.ts';

/** The personal details step: names, a valid e-mail, and a password when an account is to be created. */
export function validatePersonal(
  personal: CheckoutDetails['personal'],
  account: { creating: boolean; password: string },
): FieldErrors<'firstName' | 'lastName' | 'emailAddress' | 'password'> {
  return fieldErrors({
    firstName: requiredText(personal.firstName),
    lastName: requiredText(personal.lastName),
    emailAddress: emailProblem(personal.emailAddress),
    password: account.creating && !account.password ? 'form.required' : undefined,
  });
}

/** The address step: street, postcode (in the format of the store's country), city and phone. */
export function validateShipping(
  shipping: CheckoutDetails['shipping'],
  countryId: string,
): FieldErrors<'streetAddress' | 'zipCode' | 'city' | 'phoneNumber'> {
  return fieldErrors({
    streetAddress: requiredText(shipping.streetAddress),
    zipCode: postcodeProblem(countryId, shipping.zipCode),
    city: requiredText(shipping.city),
    phoneNumber: requiredText(shipping.phoneNumber),
  });
}

/** The delivery step: a method, and a pickup point when the method delivers to one. */
export function deliveryProblem(
  method: { service_point: boolean } | undefined,
  servicePointId: string,
): MessageKey | undefined {
  if (!method) return 'form.required';
  return method.service_point && !servicePointId ? 'ui.checkout.servicePointRequired' : undefined;
}
