/** The account's password forms: a new password from a reset link, and a change of password. */
import { validatePassword } from '../../lib/accounts/forms.ts';
import { changePassword, createPassword } from '../../lib/session/store.ts';
import { PasswordField } from '../ui/Field.tsx';
import { useForm } from '../ui/use-form.ts';
import { ErrorLine } from './parts.tsx';
import type { FormProps } from './SignIn.tsx';

/** New-password form opened from the reset mail link; logs in with the new password. */
export function CreatePasswordForm({
  t,
  storeCode,
  email,
  resetToken,
}: FormProps & { email: string; resetToken: string }) {
  const form = useForm({
    storeCode,
    t,
    initial: { password: '' },
    validate: validatePassword,
    submit: async ({ password }) => {
      const result = await createPassword(email, password, resetToken);
      if (result.ok) window.history.replaceState(null, '', window.location.pathname);
      return result;
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('ui.account.createPassword')}>
      <h2>{t('ui.account.createPassword')}</h2>
      <p>{email}</p>
      <PasswordField id="np-create-password" label={t('ui.account.newPassword')} fresh {...form.field('password')} />
      <ErrorLine text={form.problem} />
      <button type="submit" className="np-button" disabled={form.busy}>
        {t('ui.account.createPassword')}
      </button>
    </form>
  );
}

/** Change-password form; on success the customer is logged in again with the new password. */
export function ChangePasswordForm({ t, storeCode }: FormProps) {
  const form = useForm({
    storeCode,
    t,
    initial: { current: '', next: '' },
    reset: true,
    submit: ({ current, next }) => changePassword(current, next),
  });
  const { current, next } = form.values;
  return (
    <form onSubmit={form.onSubmit} aria-label={t('ui.account.changePassword')}>
      <h2>{t('ui.account.changePassword')}</h2>
      <PasswordField id="np-pw-current" label={t('ui.account.currentPassword')} required {...form.text('current')} />
      <PasswordField id="np-pw-new" label={t('ui.account.newPassword')} fresh required {...form.text('next')} />
      <ErrorLine text={form.problem} />
      <button type="submit" className="np-button" disabled={form.busy || !current || !next}>
        {t('ui.account.changePassword')}
      </button>
    </form>
  );
}
