/** The customer's data rights in My account: download everything the shop keeps, and delete the account. */
import { validatePassword } from '../../lib/accounts/forms.ts';
import { bookkeepingYears } from '../../lib/accounts/retention.ts';
import { deleteMyAccount, downloadMyData } from '../../lib/accounts/data-rights-store.ts';
import { PasswordField } from '../ui/Field.tsx';
import { useForm } from '../ui/use-form.ts';
import { ErrorLine } from './parts.tsx';
import type { FormProps } from './SignIn.tsx';

/** "Download my data": the JSON file of everything the shop keeps about the customer. */
function Download({ t, storeCode }: FormProps) {
  const form = useForm({
    storeCode,
    t,
    initial: {},
    submit: async () => {
      const result = await downloadMyData();
      return result.ok ? { ok: true, status: t('ui.account.downloaded', { file: result.file ?? '' }) } : result;
    },
  });
  return (
    <form onSubmit={form.onSubmit} aria-labelledby="np-data-title">
      <h2 id="np-data-title">{t('ui.account.dataTitle')}</h2>
      <p>{t('ui.account.dataIntro')}</p>
      <ErrorLine text={form.problem} />
      <p role="status" className="np-buy__message">
        {form.status}
      </p>
      <button type="submit" className="np-button np-button--secondary" disabled={form.busy}>
        {t('ui.account.download')}
      </button>
    </form>
  );
}

/** "Delete my account", confirmed with the password. */
function Delete({ t, storeCode }: FormProps) {
  const form = useForm({
    storeCode,
    t,
    initial: { password: '' },
    validate: validatePassword,
    submit: ({ password }) => deleteMyAccount(password),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby="np-delete-title">
      <h2 id="np-delete-title">{t('ui.account.deleteTitle')}</h2>
      <p>{t('ui.account.deleteIntro', { years: bookkeepingYears[storeCode] })}</p>
      <PasswordField id="np-delete-password" label={t('ui.account.deletePassword')} {...form.field('password')} />
      <ErrorLine text={form.problem} />
      <button type="submit" className="np-button np-button--danger" disabled={form.busy}>
        {t('ui.account.deleteButton')}
      </button>
    </form>
  );
}

/** Both data rights. */
export function DataRights(props: FormProps) {
  return (
    <>
      <Download {...props} />
      <Delete {...props} />
    </>
  );
}
