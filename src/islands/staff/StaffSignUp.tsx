/**
 * Sign-up through a one-time link (`/staff/valkommen#token=…`): the token is read from the fragment (never sent in a
 * URL) and removed from the address bar; the page shows the authenticator secret as a QR code and text, takes a
 * password and a first code, then shows the recovery codes once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { StaffMessages } from '../../lib/staff/i18n.ts';
import type { StaffSignup } from '../../lib/staff/schema.ts';
import { StaffSubmit } from './StaffButton.tsx';
import { requiredFields, StaffField } from './StaffField.tsx';
import { staffCall, TaskStatus, useStaffScreen, useTask } from './task.tsx';

/** Props: the page's texts. */
export function StaffSignUp({ messages }: { messages: StaffMessages }) {
  const { t, id, task } = useStaffScreen(messages);
  const { busy, error, notice, run } = task;
  const [token, setToken] = useState('');
  const [signup, setSignup] = useState<StaffSignup>();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>();
  const opening = useTask(t);
  const field = requiredFields(id, (name: 'password' | 'code') => t(`staff.signUp.${name}`));

  useEffect(() => {
    const found = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
    history.replaceState(null, '', location.pathname);
    setToken(found);
    if (!found) opening.setError(t('staff.signUp.noLink'));
    else void opening.run(async () => setSignup(await staffCall(apiRoutes.staffSignup, { body: { token: found } })));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const complete = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const done = await staffCall(apiRoutes.staffSignupComplete, { body: { token, password, code } });
      setPassword('');
      setCodes(done.recovery_codes);
    });
  };

  if (codes)
    return (
      <section className="np-staff__card" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>{t('staff.signUp.done')}</h2>
        <p>{t('staff.signUp.codes')}</p>
        <ul className="np-staff__codes">
          {codes.map((recovery) => (
            <li key={recovery}>
              <code>{recovery}</code>
            </li>
          ))}
        </ul>
        <a className="np-button np-button--primary" href="/staff">
          {t('staff.signUp.continue')}
        </a>
      </section>
    );
  if (!signup) return <TaskStatus error={opening.error} notice={opening.busy ? t('staff.loading') : ''} />;
  return (
    <form className="np-staff__card" onSubmit={complete} noValidate>
      <p>
        {t('staff.signUp.intro', {
          email: signup.email,
          role: t(`staff.role.${signup.role}`),
          store: t(`staff.store.${signup.store_code ?? 'all'}`),
        })}
      </p>
      <p>{t('staff.signUp.scan')}</p>
      <img
        className="np-staff__qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(signup.qr_svg)}`}
        alt={t('staff.signUp.qrAlt')}
        width={200}
        height={200}
      />
      <p>
        {t('staff.signUp.secret')}: <code data-totp-secret>{signup.secret}</code>
      </p>
      <StaffField
        type="password"
        autoComplete="new-password"
        hint={t('staff.signUp.passwordHelp')}
        {...field('password', password, setPassword)}
      />
      <StaffField autoComplete="one-time-code" inputMode="numeric" {...field('code', code, setCode)} />
      <StaffSubmit busy={busy}>{t('staff.signUp.submit')}</StaffSubmit>
      <TaskStatus error={error} notice={notice} />
    </form>
  );
}
