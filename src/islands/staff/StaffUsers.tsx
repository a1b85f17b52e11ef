/**
 * Staff accounts (administrators): the list with role, store limit and status, each changeable; a new account or a
 * re-enrolment shows its one-time sign-up link to pass on.
 */
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { StaffMessages } from '../../lib/staff/i18n.ts';
import { staffRoles, type StaffRole } from '../../lib/staff/roles.ts';
import type { StaffUser } from '../../lib/staff/schema.ts';
import { storeCodes, type StoreCode } from '../../lib/store-view/config.ts';
import { StaffButton, StaffSubmit } from './StaffButton.tsx';
import { StaffShownOnce } from './StaffCard.tsx';
import { StaffField, StaffSelect } from './StaffField.tsx';
import { headings, StaffTable } from './StaffTable.tsx';
import { staffCall, TaskStatus, useLoaded, useStaffScreen } from './task.tsx';

type Link = { email: string; link: string; expires: string };

/** Props: the page's texts and the language of dates. */
export function StaffUsers({ messages, dateLocale }: { messages: StaffMessages; dateLocale: string }) {
  const { t, id, task } = useStaffScreen(messages);
  const [users, load] = useLoaded(task, () => staffCall(apiRoutes.staffUsers));
  const [link, setLink] = useState<Link>();
  const [form, setForm] = useState({ email: '', name: '', role: 'support' as StaffRole, store: '' });

  const roleOptions = staffRoles.map((role) => [role, t(`staff.role.${role}`)] as const);
  const storeOptions = [
    ['', t('staff.store.all')] as const,
    ...storeCodes.map((code) => [code, t(`staff.store.${code}`)] as const),
  ];
  const showLink = (invited: { staff: StaffUser; signup_link: string; expires_at: string }) =>
    setLink({
      email: invited.staff.email,
      link: invited.signup_link,
      expires: new Date(invited.expires_at).toLocaleString(dateLocale),
    });
  const add = (event: FormEvent) => {
    event.preventDefault();
    void task.run(async () => {
      showLink(
        await staffCall(apiRoutes.staffInvite, {
          body: {
            email: form.email,
            role: form.role,
            ...(form.name ? { name: form.name } : {}),
            store_code: (form.store || null) as StoreCode | null,
          },
        }),
      );
      setForm({ email: '', name: '', role: 'support', store: '' });
      await load();
    });
  };
  const update = (
    user: StaffUser,
    body: { role?: StaffRole; store_code?: StoreCode | null; status?: 'active' | 'disabled' },
  ) =>
    void task.run(async () => {
      await staffCall(apiRoutes.staffUpdate, { params: { id: String(user.id) }, body });
      await load();
      return t('staff.saved');
    });
  const reenrol = (user: StaffUser) =>
    void task.run(async () => {
      showLink(await staffCall(apiRoutes.staffReenrol, { params: { id: String(user.id) } }));
      await load();
    });

  return (
    <>
      <TaskStatus error={task.error} notice={task.notice} />
      {link && (
        <StaffShownOnce
          text={t('staff.users.link', { email: link.email, date: link.expires })}
          code={link.link}
          tone="info"
        />
      )}
      <StaffTable
        columns={headings(t, 'staff.users', ['email', 'name', 'role', 'store', 'status', 'actions'])}
        rows={users ?? []}
      >
        {(user) => (
          <>
            <td>{user.email}</td>
            <td>{user.name || t('staff.none')}</td>
            <td>
              <StaffSelect
                name={t('staff.users.change', { email: user.email })}
                value={user.role}
                options={roleOptions}
                disabled={task.busy}
                onChange={(role) => update(user, { role: role as StaffRole })}
              />
            </td>
            <td>
              <StaffSelect
                name={t('staff.users.changeStore', { email: user.email })}
                value={user.store_code ?? ''}
                options={storeOptions}
                disabled={task.busy}
                onChange={(store) => update(user, { store_code: (store || null) as StoreCode | null })}
              />
            </td>
            <td>{t(`staff.status.${user.status}`)}</td>
            <td className="np-staff__row-actions">
              <StaffButton
                busy={task.busy}
                onClick={() => update(user, { status: user.status === 'disabled' ? 'active' : 'disabled' })}
              >
                {t(user.status === 'disabled' ? 'staff.users.enable' : 'staff.users.disable', {
                  email: user.email,
                })}
              </StaffButton>
              <StaffButton busy={task.busy} onClick={() => reenrol(user)}>
                {t('staff.users.reenrol', { email: user.email })}
              </StaffButton>
            </td>
          </>
        )}
      </StaffTable>
      <form className="np-staff__card" onSubmit={add} aria-labelledby={`${id}-add`}>
        <h2 id={`${id}-add`}>{t('staff.users.add')}</h2>
        <StaffField
          id={`${id}-email`}
          label={t('staff.users.email')}
          type="email"
          required
          value={form.email}
          onValue={(email) => setForm({ ...form, email })}
        />
        <StaffField
          id={`${id}-name`}
          label={t('staff.users.name')}
          value={form.name}
          onValue={(name) => setForm({ ...form, name })}
        />
        <StaffSelect
          id={`${id}-role`}
          label={t('staff.users.role')}
          value={form.role}
          options={roleOptions}
          onChange={(role) => setForm({ ...form, role: role as StaffRole })}
        />
        <StaffSelect
          id={`${id}-store`}
          label={t('staff.users.store')}
          value={form.store}
          options={storeOptions}
          onChange={(store) => setForm({ ...form, store })}
        />
        <StaffSubmit busy={task.busy}>{t('staff.users.create')}</StaffSubmit>
      </form>
    </>
  );
}
