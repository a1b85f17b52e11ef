import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** A form control's label and error line; the control (given as children) is wired to them by `problemProps`. */
function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="np-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="np-buy__message np-buy__message--error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes that tell screen readers a control is refused and where its error line is. */
const problemProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** The props of a labelled control: its id, label and error, then the control's own attributes. */
type LabelledProps<A> = { id: string; label: string; error?: string | undefined } & A;

/** A labelled input with its error message wired for screen readers. */
export function Field({ id, label, error, ...input }: LabelledProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Labelled id={id} label={label} error={error}>
      <input id={id} {...input} {...problemProps(id, error)} />
    </Labelled>
  );
}

/** A labelled textarea with its error message wired for screen readers. */
export function TextAreaField({
  id,
  label,
  error,
  ...area
}: LabelledProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Labelled id={id} label={label} error={error}>
      <textarea id={id} {...area} {...problemProps(id, error)} />
    </Labelled>
  );
}

/** A password input: `fresh` for a new password (the browser may suggest one), else the current one. */
export function PasswordField({ fresh = false, ...field }: { fresh?: boolean } & Parameters<typeof Field>[0]) {
  return <Field type="password" autoComplete={fresh ? 'new-password' : 'current-password'} {...field} />;
}
