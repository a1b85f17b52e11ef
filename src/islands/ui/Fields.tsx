import type { InputHTMLAttributes } from 'react';
import type { MessageKey, Translate } from '../../lib/i18n/i18n.ts';
import { Field } from './Field.tsx';

/** One labelled input of a form: its name, label and the input's own attributes. */
export type FieldSpec<N extends string> = { name: N; label: MessageKey } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required'
>;

/** What a form gives each of its fields: value, change handler and the translated problem. */
export type FieldBinding = {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string | undefined;
};

/** The fields of a form in order, each with the id `{prefix}-{name}`. */
export function Fields<N extends string>({
  prefix,
  t,
  specs,
  bind,
}: {
  prefix: string;
  t: Translate;
  specs: readonly FieldSpec<N>[];
  bind: (name: N) => FieldBinding;
}) {
  return (
    <>
      {specs.map(({ name, label, ...input }) => (
        <Field key={name} id={`${prefix}-${name}`} label={t(label)} {...input} {...bind(name)} />
      ))}
    </>
  );
}

/** A person's name fields. */
export const nameFields = [
  { name: 'firstname', label: 'ui.account.firstname', autoComplete: 'given-name' },
  { name: 'lastname', label: 'ui.account.lastname', autoComplete: 'family-name' },
] as const satisfies readonly FieldSpec<string>[];

/** The e-mail field. */
export const emailField = {
  name: 'email',
  label: 'ui.account.email',
  type: 'email',
  autoComplete: 'email',
} as const satisfies FieldSpec<string>;

/** The e-mail field of a form, with the value, change handler and problem the form binds to it. */
export function EmailField({ id, t, ...binding }: { id: string; t: Translate } & FieldBinding) {
  const { name: _name, label, ...input } = emailField;
  return <Field id={id} label={t(label)} {...input} {...binding} />;
}
