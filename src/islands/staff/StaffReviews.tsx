/** The review queue: pick reviews with their checkboxes, then approve or reject them all with one button. */
import { useEffect, useId, useState } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { StaffMessages } from '../../lib/staff/i18n.ts';
import type { StaffReview } from '../../lib/staff/reviews.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';
import { when } from './format.ts';
import { StaffButton } from './StaffButton.tsx';
import { usePicked } from './StaffField.tsx';
import { StaffLoaded, StaffTable } from './StaffTable.tsx';
import { staffCall, TaskStatus, useStaffT, useTask } from './task.tsx';

type Status = 'pending' | 'approved' | 'rejected';
const states: Status[] = ['pending', 'approved', 'rejected'];

/** Props: texts and language. */
export function StaffReviews({ messages, locale }: { messages: StaffMessages; locale: string }) {
  const t = useStaffT(messages);
  const id = useId();
  const [status, setStatus] = useState<Status>('pending');
  const [list, setList] = useState<StaffReview[]>();
  const { picked, toggle, setPicked, clear } = usePicked<number>();
  const task = useTask(t);
  const load = (state: Status) =>
    task.run(async () => {
      setList(await staffCall(apiRoutes.staffReviews, { query: { status: state } }));
      clear();
    });
  useEffect(() => void load(status), [status]); // eslint-disable-line react-hooks/exhaustive-deps

  const allPicked = !!list?.length && list.every((review) => picked.has(review.id));
  const moderate = (to: 'approved' | 'rejected') =>
    void task.run(async () => {
      const ids = [...picked];
      const changed = await staffCall(apiRoutes.staffModerate, { body: { ids, status: to } });
      setList(await staffCall(apiRoutes.staffReviews, { query: { status } }));
      clear();
      return t('staff.reviews.done', { count: changed.length });
    });

  return (
    <>
      <div className="np-staff__toolbar">
        <label htmlFor={`${id}-status`}>{t('staff.reviews.show')}</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as Status)}>
          {states.map((state) => (
            <option key={state} value={state}>
              {t(`staff.reviews.status.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="np-staff__toolbar" role="group" aria-label={t('staff.reviews.actions')}>
        <button
          type="button"
          className="np-button np-button--primary"
          disabled={task.busy || picked.size === 0}
          onClick={() => moderate('approved')}
        >
          {t('staff.reviews.approve')}
        </button>
        <StaffButton busy={task.busy || picked.size === 0} onClick={() => moderate('rejected')}>
          {t('staff.reviews.reject')}
        </StaffButton>
        <span aria-live="polite">{t('staff.reviews.picked', { count: picked.size })}</span>
      </div>
      <TaskStatus error={task.error} notice={task.notice} />
      <StaffLoaded items={list} empty={t('staff.reviews.empty')}>
        {(reviews) => (
          <StaffTable
            label={t(`staff.reviews.status.${status}`)}
            columns={[
              <input
                type="checkbox"
                aria-label={t('staff.reviews.selectAll')}
                checked={allPicked}
                onChange={(event) => setPicked(new Set(event.target.checked ? reviews.map((review) => review.id) : []))}
              />,
              t('staff.reviews.product'),
              t('staff.reviews.review'),
              t('staff.reviews.rating'),
              t('staff.reviews.store'),
              t('staff.reviews.date'),
            ]}
          >
            {reviews.map((review) => (
              <tr key={review.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('staff.reviews.select', { id: review.id })}
                    checked={picked.has(review.id)}
                    onChange={(event) => toggle(review.id, event.target.checked)}
                  />
                </td>
                <td>
                  {review.product_name}
                  <br />
                  <small>{review.sku}</small>
                </td>
                <td>
                  <strong>{review.title}</strong> {t('staff.reviews.by', { nickname: review.nickname })}
                  <p>{review.detail}</p>
                </td>
                <td>{review.ratings.map((rating) => `${rating.rating_name} ${rating.value}/5`).join(', ')}</td>
                <td>{t(`staff.store.${review.store_code as StoreCode}`)}</td>
                <td>{when(review.created_at, locale)}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </StaffLoaded>
    </>
  );
}
