/** The review queue: pick reviews with their checkboxes, then approve or reject them all with one button. */
import { useEffect, useState } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { StaffReview } from '../../lib/staff/reviews.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';
import { when } from './format.ts';
import { StaffButton } from './StaffButton.tsx';
import { StaffSelect, usePicked } from './StaffField.tsx';
import { headings, StaffTable } from './StaffTable.tsx';
import { staffCall, type StaffScreenProps, TaskStatus, useStaffScreen } from './task.tsx';

type Status = 'pending' | 'approved' | 'rejected';
const states: Status[] = ['pending', 'approved', 'rejected'];

/** Props: texts and language. */
export function StaffReviews({ messages, locale }: StaffScreenProps) {
  const { t, id, task } = useStaffScreen(messages);
  const [status, setStatus] = useState<Status>('pending');
  const [list, setList] = useState<StaffReview[]>();
  const { picked, toggle, setPicked, clear } = usePicked<number>();
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
        <StaffSelect
          id={`${id}-status`}
          value={status}
          options={states.map((state) => [state, t(`staff.reviews.status.${state}`)] as const)}
          onChange={(state) => setStatus(state as Status)}
        />
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
      <StaffTable
        label={t(`staff.reviews.status.${status}`)}
        columns={[
          <input
            type="checkbox"
            aria-label={t('staff.reviews.selectAll')}
            checked={allPicked}
            onChange={(event) =>
              setPicked(new Set(event.target.checked && list ? list.map((review) => review.id) : []))
            }
          />,
          ...headings(t, 'staff.reviews', ['product', 'review', 'rating', 'store', 'date']),
        ]}
        rows={list}
        empty={t('staff.reviews.empty')}
      >
        {(review) => (
          <>
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
          </>
        )}
      </StaffTable>
    </>
  );
}
