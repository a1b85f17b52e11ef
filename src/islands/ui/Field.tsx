import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** A labelled input with its error message wired for screen readers. */
export function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="np-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="np-buy__message np-buy__message--error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled textarea with its error message wired for screen readers. */
export function TextAreaField({
  id,
  label,
  error,
  ...area
}: { id: string; label: string; error?: string | undefined } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="np-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        {...area}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="np-buy__message np-buy__message--error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input: `fresh` for a new password (the browser may suggest one), else the current one. */
export function PasswordField({ fresh = false, ...field }: { fresh?: boolean } & Parameters<typeof Field>[0]) {
  return <Field type="password" autoComplete={fresh ? 'new-password' : 'current-password'} {...field} />;
}
