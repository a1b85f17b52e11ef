/** Integration keys: the list (never the keys themselves), a new key shown once, revoking one. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { IntegrationKey } from '../../lib/integration/scopes.ts';
import type { StaffMessages } from '../../lib/staff/i18n.ts';
import { when } from './format.ts';
import { StaffButton, StaffSubmit } from './StaffButton.tsx';
import { StaffField } from './StaffField.tsx';
import { StaffTable } from './StaffTable.tsx';
import { staffCall, TaskStatus, useStaffT, useTask } from './task.tsx';

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
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [created, setCreated] = useState<{ name: string; key: string }>();
  const task = useTask(t);
  const reload = async () => setList(await staffCall(apiRoutes.staffKeys));
  useEffect(() => void task.run(reload), []); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (scope: string, on: boolean) =>
    setPicked((old) => {
      const next = new Set(old);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });
  const create = (event: FormEvent) => {
    event.preventDefault();
    setCreated(undefined);
    void task.run(async () => {
      const key = await staffCall(apiRoutes.staffKeyCreate, {
        body: { name: name.trim(), scopes: scopes.filter((scope) => picked.has(scope)) as never },
      });
      setCreated({ name: key.name, key: key.key });
      setName('');
      setPicked(new Set());
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
    <section className="np-staff__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('staff.keys.title')}</h2>
      <TaskStatus error={task.error} notice={task.notice} />
      {created && (
        <div className="np-notice np-notice--success" role="status">
          <p>{t('staff.keys.created', { name: created.name })}</p>
          <p>
            <code className="np-staff__link" data-created-key>
              {created.key}
            </code>
          </p>
        </div>
      )}
      <form onSubmit={create}>
        <StaffField
          id={`${id}-name`}
          label={t('staff.keys.name')}
          required
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset>
          <legend>{t('staff.keys.scopes')}</legend>
          {scopes.map((scope) => (
            <label key={scope} className="np-staff__inline">
              <input
                type="checkbox"
                checked={picked.has(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              <code>{scope}</code>
            </label>
          ))}
        </fieldset>
        <StaffSubmit busy={task.busy}>{t('staff.keys.create')}</StaffSubmit>
      </form>
      {list && list.length === 0 && <p>{t('staff.keys.empty')}</p>}
      {list && list.length > 0 && (
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
          {list.map((key) => (
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
    </section>
  );
}
