/** The signed-in staff member's menu: who is signed in, the back office language, sign-out. */
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { StaffMessages } from '../../lib/staff/i18n.ts';
import type { StaffRole } from '../../lib/staff/roles.ts';
import { staffLocales, type StaffLocale } from '../../lib/staff/schema.ts';
import { StaffButton, StaffSubmit } from './StaffButton.tsx';
import { staffCall, TaskStatus, useStaffScreen } from './task.tsx';

/** Props: the menu's texts, the staff member and their language. */
export function StaffMenu({
  messages,
  email,
  role,
  locale,
}: {
  messages: StaffMessages;
  email: string;
  role: StaffRole;
  locale: StaffLocale;
}) {
  const { t, id, task } = useStaffScreen(messages);
  const { busy, error, notice, run } = task;
  const [chosen, setChosen] = useState(locale);
  const changeLanguage = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await staffCall(apiRoutes.staffLanguage, { body: { locale: chosen } });
      location.reload();
    });
  };
  const signOut = () =>
    void run(async () => {
      await staffCall(apiRoutes.staffLogout);
      location.assign('/staff');
    });
  return (
    <div className="np-staff__menu">
      <p className="np-staff__who">{t('staff.menu.signedInAs', { email, role: t(`staff.role.${role}`) })}</p>
      <form className="np-staff__inline" onSubmit={changeLanguage}>
        <label htmlFor={`${id}-lang`}>{t('staff.menu.language')}</label>
        <select id={`${id}-lang`} value={chosen} onChange={(event) => setChosen(event.target.value as StaffLocale)}>
          {staffLocales.map((code) => (
            <option key={code} value={code} lang={code === 'no' ? 'nb' : code}>
              {t(`staff.lang.${code}`)}
            </option>
          ))}
        </select>
        <StaffSubmit busy={busy || chosen === locale} secondary>
          {t('staff.save')}
        </StaffSubmit>
      </form>
      <StaffButton busy={busy} onClick={signOut}>
        {t('staff.menu.signOut')}
      </StaffButton>
      <TaskStatus error={error} notice={notice} />
    </div>
  );
}
