/**
 * The sign-in forms of the account page and the sign-in dialog: log in, register (with the newsletter box) and the
 * forgotten-password form, switched by three buttons.
 */
import type { ReactNode, SyntheticEvent } from 'react';
import { useForm } from '../ui/use-form.ts';
import { validateLogin, validateRegistration } from '../../lib/accounts/forms.ts';
import { validateEmailOnly } from '../../lib/forms/validate.ts';
import type { Translate } from '../../lib/i18n/i18n.ts';
import { subscribe } from '../../lib/newsletter/store.ts';
import { login, register, resetPassword } from '../../lib/session/store.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';
import type { AuthElement } from '../../lib/ui/store.ts';
import { EmailField, emailField, Fields, nameFields } from '../ui/Fields.tsx';
import { ErrorLine, NewsletterCheckbox } from './parts.tsx';

/** What every account form gets. */
export interface FormProps {
  t: Translate;
  storeCode: StoreCode;
  onDone?: () => void;
}

/** Calls `onDone` after a done sign-in or registration; answers the result for the form to show. */
function finished<Result extends { ok: boolean }>(result: Result, onDone: (() => void) | undefined): Result {
  if (result.ok) onDone?.();
  return result;
}

/** A sign-in form: its fields, the message line and the submit button (disabled while the submit runs). */
function AccountForm({
  form,
  label,
  submit,
  children,
}: {
  form: { onSubmit: (event: SyntheticEvent) => void; problem: string; busy: boolean };
  label: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={label}>
      {children}
      <ErrorLine text={form.problem} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {submit}
      </button>
    </form>
  );
}

/** Login form. */
function LoginForm({ t, storeCode, onDone }: FormProps) {
  const form = useForm({
    storeCode,
    t,
    initial: { email: '', password: '' },
    validate: validateLogin,
    submit: async ({ email, password }) => finished(await login(email, password), onDone),
  });
  return (
    <AccountForm form={form} label={t('ui.account.login')} submit={t('ui.account.login')}>
      <Fields
        prefix="np-login"
        t={t}
        specs={[
          emailField,
          { name: 'password', label: 'ui.account.password', type: 'password', autoComplete: 'current-password' },
        ]}
        bind={form.field}
      />
    </AccountForm>
  );
}

/** Registration form. */
function RegisterForm({ t, storeCode, onDone }: FormProps) {
  const form = useForm({
    storeCode,
    t,
    initial: { firstname: '', lastname: '', email: '', password: '', newsletter: false as boolean },
    validate: validateRegistration,
    summary: true,
    submit: async ({ newsletter, ...values }) => {
      const result = await register(values);
      // The newsletter box subscribes the new account's address (only if not subscribed yet).
      if (result.ok && newsletter) await subscribe(values.email).catch(() => undefined);
      return finished(result, onDone);
    },
  });
  return (
    <AccountForm form={form} label={t('ui.account.register')} submit={t('ui.account.register')}>
      <Fields
        prefix="np-reg"
        t={t}
        specs={[
          ...nameFields,
          emailField,
          { name: 'password', label: 'ui.account.password', type: 'password', autoComplete: 'new-password' },
        ]}
        bind={form.field}
      />
      <NewsletterCheckbox
        id="np-reg-newsletter"
        t={t}
        checked={form.values.newsletter}
        onChange={(on) => form.set('newsletter', on)}
      />
    </AccountForm>
  );
}

/** Forgotten-password form (blocked offline with the shop's message). */
function ForgotForm({ t, storeCode }: FormProps) {
  const form = useForm({
    storeCode,
    t,
    initial: { email: '' },
    validate: validateEmailOnly,
    submit: ({ email }) => resetPassword(email),
  });
  if (form.done) return <p role="status">{t('ui.account.resetSent')}</p>;
  return (
    <AccountForm form={form} label={t('ui.account.forgot')} submit={t('ui.account.sendReset')}>
      <EmailField id="np-forgot-email" t={t} {...form.field('email')} />
    </AccountForm>
  );
}

/** Login / register / forgot, switchable. */
export function SignIn({
  element,
  onElement,
  ...props
}: FormProps & { element: AuthElement; onElement: (e: AuthElement) => void }) {
  const { t } = props;
  const tabs: [AuthElement, string][] = [
    ['login', t('ui.account.login')],
    ['register', t('ui.account.register')],
    ['forgot-pass', t('ui.account.forgot')],
  ];
  return (
    <div className="np-signin">
      <div className="np-buy__values">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className="np-iconbutton"
            aria-pressed={element === key}
            onClick={() => onElement(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {element === 'login' && <LoginForm {...props} />}
      {element === 'register' && <RegisterForm {...props} />}
      {element === 'forgot-pass' && <ForgotForm {...props} />}
    </div>
  );
}
