/** Integration keys: the list (never the keys themselves), a new key shown once, revoking one. */
import { useState } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { IntegrationKey } from '../../lib/integration/scopes.ts';
import { when } from './format.ts';
import { StaffButton } from './StaffButton.tsx';
import { StaffCard, StaffShownOnce } from './StaffCard.tsx';
import { StaffAddForm } from './StaffField.tsx';
import { headings, StaffTable } from './StaffTable.tsx';
import { staffCall, type StaffScreenProps, useLoaded, useStaffScreen } from './task.tsx';

/** Props: texts, language and the scopes a key may have. */
export function StaffKeys({
  messages,
  locale,
  scopes,
}: StaffScreenProps & {
  scopes: readonly string[];
}) {
  const { t, task } = useStaffScreen(messages);
  const [list, reload] = useLoaded(task, () => staffCall(apiRoutes.staffKeys));
  const [created, setCreated] = useState<{ name: string; key: string }>();

  const create = async (name: string, picked: string[]) => {
    setCreated(undefined);
    const key = await staffCall(apiRoutes.staffKeyCreate, { body: { name, scopes: picked as never } });
    setCreated({ name: key.name, key: key.key });
  };
  const revoke = (key: IntegrationKey) =>
    void task.run(async () => {
      await staffCall(apiRoutes.staffKeyRevoke, { params: { id: String(key.id) } });
      await reload();
      return t('staff.keys.revoked', { name: key.name });
    });

  return (
    <StaffCard title={t('staff.keys.title')} task={task}>
      {created && (
        <StaffShownOnce
          text={t('staff.keys.created', { name: created.name })}
          code={created.key}
          marker="data-created-key"
        />
      )}
      <StaffAddForm
        label={t('staff.keys.name')}
        maxLength={60}
        legend={t('staff.keys.scopes')}
        values={scopes}
        button={t('staff.keys.create')}
        task={task}
        onAdd={create}
        reload={reload}
      />
      <StaffTable
        label={t('staff.keys.title')}
        columns={headings(t, 'staff.keys', ['name', 'scopes', 'createdAt', 'lastUsed', 'state'])}
        rows={list}
        empty={t('staff.keys.empty')}
      >
        {(key) => (
          <>
            <td>
              {key.name}
              <br />
              <small>{key.prefix}…</small>
            </td>
            <td>{key.scopes.join(', ')}</td>
            <td>
              {when(key.created_at, locale)}
              <br />
              <small>{key.created_by}</small>
            </td>
            <td>{key.last_used_at ? when(key.last_used_at, locale) : t('staff.keys.never')}</td>
            <td>
              {key.revoked_at ? (
                t('staff.keys.revokedAt', { date: when(key.revoked_at, locale) })
              ) : (
                <StaffButton busy={task.busy} onClick={() => revoke(key)}>
                  {t('staff.keys.revoke', { name: key.name })}
                </StaffButton>
              )}
            </td>
          </>
        )}
      </StaffTable>
    </StaffCard>
  );
}
