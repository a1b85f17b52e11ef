/** Integration keys: the list (never the keys themselves), a new key shown once, revoking one. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { IntegrationKey } from '../../lib/integration/scopes.ts';
import type { StaffMessages } from '../../lib/staff/i18n.ts';
import { when } from './format.ts';
import { StaffButton, StaffSubmit } from './StaffButton.tsx';
import { StaffCard, StaffShownOnce } from './StaffCard.tsx';
import { StaffChecklist, StaffField, usePicked } from './StaffField.tsx';
import { StaffLoaded, StaffTable } from './StaffTable.tsx';
import { staffCall, useStaffT, useTask } from './task.tsx';

/** Props: texts, language and the scopes a key may have. */
export function StaffKeys({
  messages,
  locale,
  scopes,
}: {
  messages: StaffMessages;
  locale: string;
  scopes: readonly string[];
}) {
  const t = useStaffT(messages);
  const id = useId();
  const [list, setList] = useState<IntegrationKey[]>();
  const [name, setName] = useState('');
  const { picked, toggle, clear } = usePicked<string>();
  const [created, setCreated] = useState<{ name: string; key: string }>();
  const task = useTask(t);
  const reload = async () => setList(await staffCall(apiRoutes.staffKeys));
  useEffect(() => void task.run(reload), []); // eslint-disable-line react-hooks/exhaustive-deps

  const create = (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    void task.run(async () => {
      const key = await staffCall(apiRoutes.staffKeyCreate, {
        body: { name: name.trim(), scopes: scopes.filter((scope) => picked.has(scope)) as never },
      });
      setCreated({ name: key.name, key: key.key });
      setName('');
      clear();
      await reload();
    });
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
      <form onSubmit={create}>
        <StaffField
          id={`${id}-name`}
          label={t('staff.keys.name')}
          required
          maxLength={60}
          value={name}
          onValue={setName}
        />
        <StaffChecklist legend={t('staff.keys.scopes')} values={scopes} picked={picked} onToggle={toggle} />
        <StaffSubmit busy={task.busy}>{t('staff.keys.create')}</StaffSubmit>
      </form>
      <StaffLoaded items={list} empty={t('staff.keys.empty')}>
        {(keys) => (
          <StaffTable
            label={t('staff.keys.title')}
            columns={[
              t('staff.keys.name'),
              t('staff.keys.scopes'),
              t('staff.keys.createdAt'),
              t('staff.keys.lastUsed'),
              t('staff.keys.state'),
            ]}
          >
            {keys.map((key) => (
              <tr key={key.id}>
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
              </tr>
            ))}
          </StaffTable>
        )}
      </StaffLoaded>
    </StaffCard>
  );
}
