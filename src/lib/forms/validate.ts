/**
 * Pure checks of the shop's forms (browser-safe): each answers the catalogue key of the problem, or nothing. The
 * forms show the keys translated next to their fields (islands/ui/use-form.ts).
 */
import type { MessageKey } from '../i18n/i18n.ts';
import { isEmail, isOrderNumber, isPostcode } from './rules.ts';

/** The problems of a form's fields, by field name (catalogue keys). */
export type FieldErrors<K extends string = string> = Partial<Record<K, MessageKey>>;

/** 'Field is required' for text that is empty once trimmed. */
export function requiredText(value: string): MessageKey | undefined {
  return value.trim() ? undefined : 'form.required';
}

/** 'Field is required' for an empty address, 'Not a valid emailadress' for one that breaks the shop's rule. */
export function emailProblem(value: string): MessageKey | undefined {
  if (!value.trim()) return 'form.required';
  return isEmail(value) ? undefined : 'form.invalidEmail';
}

/** A postcode of the country: required first, then its format. */
export function postcodeProblem(countryId: string, value: string): MessageKey | undefined {
  return requiredText(value) ?? (isPostcode(countryId, value) ? undefined : 'error.invalidPostcode');
}

/** The field errors of a list of checks, leaving out the fields without a problem. */
export function fieldErrors<K extends string>(checks: Record<K, MessageKey | undefined>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [field, problem] of Object.entries(checks) as [K, MessageKey | undefined][])
    if (problem) errors[field] = problem;
  return errors;
}

/** True when a form has no field errors. */
export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The single e-mail field of the newsletter, back-in-stock and forgotten-password forms. */
export function validateEmailOnly(values: { email: string }): FieldErrors<'email'> {
  return fieldErrors({ email: emailProblem(values.email) });
}

/** The support form: a sender address and, by topic, a subject (a question), an order number (a withdrawal, whose
 * message may be left out) or a message (a question, an accessibility report); the name may be left out. */
export function validateSupport(values: {
  topic?: string;
  email: string;
  subject: string;
  orderNumber?: string;
  text: string;
}): FieldErrors<'email' | 'subject' | 'orderNumber' | 'text'> {
  const topic = values.topic || 'question';
  const order = values.orderNumber ?? '';
  return fieldErrors({
    email: emailProblem(values.email),
    subject: topic === 'question' ? requiredText(values.subject) : undefined,
    orderNumber:
      topic === 'withdrawal'
        ? (requiredText(order) ?? (isOrderNumber(order) ? undefined : 'error.orderNumberInvalid'))
        : undefined,
    text: topic === 'withdrawal' ? undefined : requiredText(values.text),
  });
}
