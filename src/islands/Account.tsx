/**
 * Account: the My Account page — login, register and forgotten password for guests; greeting, profile, change
 * password, order history (20 per page) and logout for customers. AccountModal: the same sign-in forms in a
 * dialog that opens when the session ends (token refresh failed) or from a "log in" button.
 * Mount on the account page: `<Account client:only="react" storeCode={store.storeCode} />` (client:only: the
 * session lives in the browser). Mount once in the default layout: `<AccountModal client:idle storeCode=… />`.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { MessageKey } from '../lib/i18n/i18n.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import {
  $orders,
  $token,
  $user,
  changePassword,
  createPassword,
  loadOrders,
  login,
  logout,
  register,
  resetPassword,
  startSession,
  ORDERS_PAGE_SIZE,
  type FormResult,
} from '../lib/session/store.ts';
import { $ui, closeSignup, openSignup, type AuthElement } from '../lib/ui/store.ts';
import { ensureNotifications } from './Notifications.tsx';
import { NewsletterCheckbox, ProfileForm } from './ProfileForm.tsx';
import { subscribe } from '../lib/newsletter/store.ts';
import { Field } from './ui/Field.tsx';
import { isEmail } from '../lib/forms/rules.ts';
import { useMounted, useT } from './ui/hooks.ts';
import './islands.css';

type T = ReturnType<typeof useT>;

function useSubmit(action: () => Promise<FormResult>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const result = await action();
    setBusy(false);
    if (!result.ok) setMessage(result.message);
    return result.ok;
  };
  return { busy, message, run, setMessage };
}

function ErrorLine({ text }: { text: string | null }) {
  return (
    <p role="alert" className="np-buy__message np-buy__message--error">
      {text ?? ''}
    </p>
  );
}

/** Login form. */
function LoginForm({ t, onDone }: { t: T; onDone?: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useSubmit(async () => login(email, password));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!email.trim()) next['email'] = t('form.required');
    else if (!isEmail(email)) next['email'] = t('form.invalidEmail');
    if (!password) next['password'] = t('form.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (await form.run(event)) onDone?.();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('ui.account.login')}>
      <Field
        id="np-login-email"
        label={t('ui.account.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors['email']}
      />
      <Field
        id="np-login-password"
        label={t('ui.account.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors['password']}
      />
      <ErrorLine text={form.message} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('ui.account.login')}
      </button>
    </form>
  );
}

/** Registration form. */
function RegisterForm({ t, onDone }: { t: T; onDone?: () => void }) {
  const [values, setValues] = useState({ firstname: '', lastname: '', email: '', password: '' });
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useSubmit(async () => {
    const result = await register(values);
    // The newsletter box subscribes the new account's address (product.md §3: only if not subscribed yet).
    if (result.ok && newsletter) await subscribe(values.email).catch(() => undefined);
    return result;
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const key of ['firstname', 'lastname', 'email', 'password'] as const)
      if (!values[key].trim()) next[key] = t('form.required');
    if (!next['email'] && !isEmail(values.email)) next['email'] = t('form.invalidEmail');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      form.setMessage(t('form.fixErrors'));
      return;
    }
    if (await form.run(event)) onDone?.();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('ui.account.register')}>
      <Field
        id="np-reg-first"
        label={t('ui.account.firstname')}
        autoComplete="given-name"
        value={values.firstname}
        onChange={set('firstname')}
        error={errors['firstname']}
      />
      <Field
        id="np-reg-last"
        label={t('ui.account.lastname')}
        autoComplete="family-name"
        value={values.lastname}
        onChange={set('lastname')}
        error={errors['lastname']}
      />
      <Field
        id="np-reg-email"
        label={t('ui.account.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors['email']}
      />
      <Field
        id="np-reg-password"
        label={t('ui.account.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors['password']}
      />
      <NewsletterCheckbox id="np-reg-newsletter" t={t} checked={newsletter} onChange={setNewsletter} />
      <ErrorLine text={form.message} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('ui.account.register')}
      </button>
    </form>
  );
}

/** Forgotten-password form (blocked offline with the spec's message). */
function ForgotForm({ t }: { t: T }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const form = useSubmit(async () => resetPassword(email));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(t(email.trim() ? 'form.invalidEmail' : 'form.required'));
      return;
    }
    setError(undefined);
    setSent(await form.run(event));
  };
  if (sent) return <p role="status">{t('ui.account.resetSent')}</p>;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('ui.account.forgot')}>
      <Field
        id="np-forgot-email"
        label={t('ui.account.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <ErrorLine text={form.message} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('ui.account.sendReset')}
      </button>
    </form>
  );
}

/** New-password form opened from the reset mail link (`?email=…&resetToken=…`); logs in with the new password. */
function CreatePasswordForm({ t, email, resetToken }: { t: T; email: string; resetToken: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const form = useSubmit(async () => createPassword(email, password, resetToken));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('form.required'));
      return;
    }
    setError(undefined);
    if (await form.run(event)) window.history.replaceState(null, '', window.location.pathname);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('ui.account.createPassword')}>
      <h2>{t('ui.account.createPassword')}</h2>
      <p>{email}</p>
      <Field
        id="np-create-password"
        label={t('ui.account.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <ErrorLine text={form.message} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('ui.account.createPassword')}
      </button>
    </form>
  );
}

/**
 * The email and token of a reset link, if the page was opened from one: in the fragment (`#email=…&resetToken=…`,
 * never sent to the server), or in the query of links mailed before.
 */
function resetLinkParams(): { email: string; resetToken: string } | undefined {
  for (const part of [window.location.hash.replace(/^#/, ''), window.location.search]) {
    const query = new URLSearchParams(part);
    const email = query.get('email');
    const resetToken = query.get('resetToken');
    if (email && resetToken) return { email, resetToken };
  }
  return undefined;
}

/** Login / register / forgot, switchable. */
function SignIn({
  t,
  element,
  onElement,
  onDone,
}: {
  t: T;
  element: AuthElement;
  onElement: (e: AuthElement) => void;
  onDone?: () => void;
}) {
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
      {element === 'login' && <LoginForm t={t} {...(onDone ? { onDone } : {})} />}
      {element === 'register' && <RegisterForm t={t} {...(onDone ? { onDone } : {})} />}
      {element === 'forgot-pass' && <ForgotForm t={t} />}
    </div>
  );
}

/** Change-password form; on success the customer is logged in again with the new password. */
function ChangePasswordForm({ t }: { t: T }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const form = useSubmit(async () => changePassword(current, next));
  return (
    <form
      onSubmit={(e) => void form.run(e).then((ok) => ok && (setCurrent(''), setNext('')))}
      aria-label={t('ui.account.changePassword')}
    >
      <h2>{t('ui.account.changePassword')}</h2>
      <Field
        id="np-pw-current"
        label={t('ui.account.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <Field
        id="np-pw-new"
        label={t('ui.account.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <ErrorLine text={form.message} />
      <button type="submit" className="np-button" disabled={form.busy || !current || !next}>
        {t('ui.account.changePassword')}
      </button>
    </form>
  );
}

// The order statuses a shopper is shown, in their language; any other status is left out rather than shown in English.
const orderStatusKeys: Partial<Record<string, MessageKey>> = {
  pending: 'ui.account.status.pending',
  processing: 'ui.account.status.processing',
  complete: 'ui.account.status.complete',
  canceled: 'ui.account.status.canceled',
};

/** Order history with paging. */
function Orders({ t, storeCode }: { t: T; storeCode: StoreCode }) {
  const orders = useStore($orders);
  const [page, setPage] = useState(1);
  useEffect(() => {
    void loadOrders(page);
  }, [page]);
  const pages = Math.max(1, Math.ceil((orders?.total_count ?? 0) / ORDERS_PAGE_SIZE));
  return (
    <section aria-labelledby="np-orders-title">
      <h2 id="np-orders-title">{t('ui.account.orders')}</h2>
      {!orders || orders.items.length === 0 ? (
        <p>{t('ui.account.noOrders')}</p>
      ) : (
        <ul className="np-list">
          {orders.items.map((order, index) => {
            const total = order.grand_total ?? order.total_due;
            const status = order.status ? orderStatusKeys[order.status] : undefined;
            return (
              <li key={order.order_number ?? order.increment_id ?? index}>
                {t('ui.account.orderNumber', { number: order.order_number ?? order.increment_id ?? '' })}
                {order.created_at &&
                  ` · ${new Date(order.created_at).toLocaleDateString(storeCode === 'no' ? 'nb-NO' : storeCode === 'fi' ? 'fi-FI' : 'sv-SE')}`}
                {status && ` · ${t(status)}`}
                {typeof total === 'number' && ` · ${formatPrice(total, storeCode)}`}
                {order.items && order.items.length > 0 && (
                  <ul className="np-line-options">
                    {order.items.map((item, line) => (
                      <li key={`${item.sku}-${line}`}>
                        {item.qty_ordered} × {item.name}
                        {item.options &&
                          item.options.length > 0 &&
                          ` (${item.options.map((o) => `${o.label}: ${o.value}`).join(', ')})`}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav className="np-buy__row" aria-label={t('ui.account.orders')}>
          <button type="button" className="np-iconbutton" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('ui.account.previous')}
          </button>
          <span>{t('ui.account.page', { page, pages })}</span>
          <button type="button" className="np-iconbutton" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('ui.account.next')}
          </button>
        </nav>
      )}
    </section>
  );
}

/** The My Account page content. */
export function Account({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const mounted = useMounted();
  const user = useStore($user);
  const token = useStore($token);
  const [element, setElement] = useState<AuthElement>('login');
  useEffect(() => {
    ensureNotifications(storeCode);
    void startSession();
  }, [storeCode]);
  if (!mounted) return null;
  const reset = !token || !user ? resetLinkParams() : undefined;
  if (reset) return <CreatePasswordForm t={t} email={reset.email} resetToken={reset.resetToken} />;
  if (!token || !user) return <SignIn t={t} element={element} onElement={setElement} />;
  return (
    <div className="np-account">
      <p>{t('ui.account.greeting', { name: user.firstname })}</p>
      <ProfileForm t={t} storeCode={storeCode} />
      <ChangePasswordForm t={t} />
      <Orders t={t} storeCode={storeCode} />
      <button type="button" className="np-button np-button--secondary" onClick={() => void logout()}>
        {t('ui.account.logout')}
      </button>
    </div>
  );
}

/** The sign-in dialog (opened when the session ended, or by `openSignup()`). */
export function AccountModal({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const ui = useStore($ui);
  useEffect(() => ensureNotifications(storeCode), [storeCode]);
  useEffect(() => {
    if (ui.signupModal) document.querySelector<HTMLElement>('#np-account-modal input')?.focus();
  }, [ui.signupModal]);
  if (!ui.signupModal) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeSignup();
  };
  return (
    <>
      <div className="np-overlay" onClick={closeSignup} aria-hidden="true" />
      <div
        id="np-account-modal"
        className="np-minicart"
        role="dialog"
        aria-modal="true"
        aria-labelledby="np-account-modal-title"
        onKeyDown={onKeyDown}
      >
        <div className="np-minicart__head">
          <h2 id="np-account-modal-title">{t('ui.account.title')}</h2>
          <button type="button" className="np-minicart__close" onClick={closeSignup} aria-label={t('ui.account.close')}>
            ×
          </button>
        </div>
        <SignIn t={t} element={ui.authElement} onElement={(e) => openSignup(e)} onDone={closeSignup} />
      </div>
    </>
  );
}
