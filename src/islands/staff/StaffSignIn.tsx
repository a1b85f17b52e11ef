/**
 * Sign-in to the back office: e-mail and password, then a code of the authenticator app (or a recovery code); on
 * success the browser goes on to `next` (a back office path) or the start page.
 */
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { StaffMessages } from '../../lib/staff/i18n.ts';
import { StaffButton, StaffSubmit } from './StaffButton.tsx';
import { requiredFields, StaffField } from './StaffField.tsx';
import { staffCall, TaskStatus, useStaffScreen } from './task.tsx';

/** Props: the page's texts and where to go after sign-in (a path under /staff). */
export function StaffSignIn({ messages, next }: { messages: StaffMessages; next: string }) {
  const { t, id, task } = useStaffScreen(messages);
  const { busy, error, notice, run } = task;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState('');
  const field = requiredFields(id, (name: 'email' | 'password' | 'code') => t(`staff.signIn.${name}`));

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await staffCall(apiRoutes.staffLogin, { body: { email, password } });
      setPassword('');
      setChallenge(answer.challenge);
    });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await staffCall(apiRoutes.staffVerify, { body: { challenge, code } });
      location.assign(next);
    });
  };

  if (!challenge)
    return (
      <form className="np-staff__card" onSubmit={signIn} noValidate>
        <StaffField type="email" autoComplete="username" {...field('email', email, setEmail)} />
        <StaffField type="password" autoComplete="current-password" {...field('password', password, setPassword)} />
        <StaffSubmit busy={busy}>{t('staff.signIn.submit')}</StaffSubmit>
        <TaskStatus error={error} notice={notice} />
      </form>
    );
  return (
    <form className="np-staff__card" onSubmit={verify} noValidate>
      <h2>{t('staff.signIn.codeTitle')}</h2>
      <StaffField
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        hint={t('staff.signIn.codeHelp')}
        {...field('code', code, setCode)}
      />
      <div className="np-staff__actions">
        <StaffSubmit busy={busy}>{t('staff.signIn.verify')}</StaffSubmit>
        <StaffButton
          onClick={() => {
            setChallenge('');
            setCode('');
          }}
        >
          {t('staff.signIn.restart')}
        </StaffButton>
      </div>
      <TaskStatus error={error} notice={notice} />
    </form>
  );
}
