/** The audit log: who did what to which entity and when, with the entity before and after; filtered by action. */
import { useEffect, useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { AuditPage } from '../../lib/audit/schema.ts';
import { when } from './format.ts';
import { StaffSubmit } from './StaffButton.tsx';
import { StaffField } from './StaffField.tsx';
import { headings, StaffPager, StaffTable } from './StaffTable.tsx';
import { staffCall, type StaffScreenProps, TaskStatus, useStaffScreen } from './task.tsx';

const shown = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));

/** Props: texts and language. */
export function StaffAudit({ messages, locale }: StaffScreenProps) {
  const { t, id, task } = useStaffScreen(messages);
  const [action, setAction] = useState('');
  const [page, setPage] = useState<AuditPage>();
  const load = (number: number) =>
    void task.run(async () =>
      setPage(await staffCall(apiRoutes.staffAudit, { query: { currentPage: number, ...(action ? { action } : {}) } })),
    );
  useEffect(() => load(1), []); // eslint-disable-line react-hooks/exhaustive-deps
  const filter = (event: FormEvent) => {
    event.preventDefault();
    load(1);
  };
  return (
    <>
      <form className="np-staff__toolbar" onSubmit={filter} aria-label={t('staff.audit.filter')}>
        <StaffField
          id={`${id}-action`}
          label={t('staff.audit.action')}
          hint={t('staff.audit.actionHelp')}
          value={action}
          onValue={setAction}
        />
        <StaffSubmit busy={task.busy}>{t('staff.audit.filter')}</StaffSubmit>
      </form>
      <TaskStatus error={task.error} notice={task.notice} />
      <StaffTable
        columns={headings(t, 'staff.audit', ['when', 'who', 'what', 'change'])}
        rows={page?.items}
        empty={t('staff.audit.empty')}
      >
        {(entry) => (
          <>
            <td>{when(entry.at, locale)}</td>
            <td>
              {entry.actor.name} ({entry.actor.type})
            </td>
            <td>
              <code>{entry.action}</code>
              {entry.entity_type && ` ${entry.entity_type} ${entry.entity_id ?? ''}`}
              {entry.store_code && ` · ${entry.store_code}`}
            </td>
            <td className="np-staff__change">
              <code>{shown(entry.before)}</code> → <code>{shown(entry.after)}</code>
            </td>
          </>
        )}
      </StaffTable>
      {page && (
        <StaffPager
          t={t}
          current={page.search_criteria.current_page}
          total={page.total_count}
          size={page.search_criteria.page_size}
          busy={task.busy}
          onPage={load}
        />
      )}
    </>
  );
}
