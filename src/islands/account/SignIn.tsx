/**
 * The sign-in forms of the account page and the sign-in dialog: log in, register (with the newsletter box) and the
 * forgotten-password form, switched by three buttons.
 */
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

/** Login form. */
function LoginForm({ t, storeCode, onDone }: FormProps) {
  const form = useForm({
    storeCode,
    t,
    initial: { email: '', password: '' },
    validate: validateLogin,
    submit: async ({ email, password }) => {
      const result = await login(email, password);
      if (result.ok) onDone?.();
      return result;
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('ui.account.login')}>
      <Fields
        prefix="np-login"
        t={t}
        specs={[
          emailField,
          { name: 'password', label: 'ui.account.password', type: 'password', autoComplete: 'current-password' },
        ]}
        bind={form.field}
      />
      <ErrorLine text={form.problem} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('ui.account.login')}
      </button>
    </form>
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
      if (result.ok) onDone?.();
      return result;
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('ui.account.register')}>
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
      <ErrorLine text={form.problem} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('ui.account.register')}
      </button>
    </form>
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
    <form onSubmit={form.onSubmit} noValidate aria-label={t('ui.account.forgot')}>
      <EmailField id="np-forgot-email" t={t} {...form.field('email')} />
      <ErrorLine text={form.problem} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('ui.account.sendReset')}
      </button>
    </form>
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
