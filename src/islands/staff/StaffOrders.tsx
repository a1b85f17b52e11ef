/**
 * The order list: filters (store, status, days, a search by order number, e-mail or name) kept in the address, so a
 * filtered list can be shared and the browser's back button returns to it; each order opens its page.
 */
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import { ORDER_STATUSES } from '../../lib/orders/status.ts';
import type { StaffOrderPage } from '../../lib/staff/orders.ts';
import { storeCodes, type StoreCode } from '../../lib/store-view/config.ts';
import { money, when } from './format.ts';
import { StaffSubmit } from './StaffButton.tsx';
import { StaffDateRange, StaffField, StaffSelect } from './StaffField.tsx';
import { StaffPager, StaffTable } from './StaffTable.tsx';
import { staffCall, type StaffScreenProps, TaskStatus, useStaffScreen } from './task.tsx';

type Filters = { store: string; status: string; from: string; to: string; q: string };

/** Props: texts, language, the first page the server read, its filters, and the store the staff member is limited to. */
export function StaffOrders({
  messages,
  locale,
  initial,
  filters: startFilters,
  onlyStore,
}: StaffScreenProps & {
  initial: StaffOrderPage | null;
  filters: Filters;
  onlyStore: StoreCode | null;
}) {
  const { t, id, task } = useStaffScreen(messages);
  const [filters, setFilters] = useState(startFilters);
  const [page, setPage] = useState(initial);
  const set = (name: keyof Filters) => (value: string) => setFilters({ ...filters, [name]: value });
  /** A select filter: its id, its label (the column it filters), its value and its change. */
  const select = (name: 'store' | 'status') => ({
    id: `${id}-${name}`,
    label: t(`staff.orders.${name}`),
    value: filters[name],
    onChange: set(name),
  });

  const load = (number: number) =>
    void task.run(async () => {
      const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
      const answer = await staffCall(apiRoutes.staffOrders, { query: { ...query, page: String(number) } });
      setPage(answer);
      history.replaceState(
        null,
        '',
        `?${new URLSearchParams({ ...query, ...(number > 1 ? { page: String(number) } : {}) })}`,
      );
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    load(1);
  };
  const stores = onlyStore ? [onlyStore] : storeCodes;

  return (
    <>
      <form className="np-staff__toolbar" onSubmit={search} aria-label={t('staff.orders.filters')}>
        <StaffField
          id={`${id}-q`}
          label={t('staff.orders.search')}
          type="search"
          value={filters.q}
          onValue={set('q')}
        />
        <StaffSelect
          {...select('store')}
          options={[
            ...(onlyStore ? [] : [['', t('staff.store.all')] as const]),
            ...stores.map((code) => [code, t(`staff.store.${code}`)] as const),
          ]}
        />
        <StaffSelect
          {...select('status')}
          options={[
            ['', t('staff.orders.anyStatus')] as const,
            ...ORDER_STATUSES.map((status) => [status, t(`staff.orderStatus.${status}`)] as const),
          ]}
        />
        <StaffDateRange
          ids={[`${id}-from`, `${id}-to`]}
          labels={[t('staff.orders.from'), t('staff.orders.to')]}
          values={[filters.from, filters.to]}
          type="date"
          onValue={(end, value) => set(end)(value)}
        />
        <StaffSubmit busy={task.busy}>{t('staff.orders.find')}</StaffSubmit>
      </form>
      <TaskStatus error={task.error} notice={task.notice} />
      {page && (
        <>
          <p role="status">
            {page.total_count === 0 ? t('staff.orders.none') : t('staff.orders.count', { count: page.total_count })}
          </p>
          {page.items.length > 0 && (
            <StaffTable
              columns={[
                t('staff.orders.number'),
                t('staff.orders.date'),
                t('staff.orders.store'),
                t('staff.orders.status'),
                t('staff.orders.customer'),
                { text: t('staff.orders.total'), num: true },
              ]}
              rows={page.items}
              rowKey={(order) => order.order_number}
            >
              {(order) => (
                <>
                  <td>
                    <a
                      href={`/staff/ordrar/${order.order_number}`}
                      aria-label={t('staff.orders.open', { number: order.order_number })}
                    >
                      {order.order_number}
                    </a>
                  </td>
                  <td>{when(order.created_at, locale)}</td>
                  <td>{t(`staff.store.${order.store_code as StoreCode}`)}</td>
                  <td>{t(`staff.orderStatus.${order.status}`)}</td>
                  <td>
                    {order.customer_name}
                    <br />
                    {order.email}
                  </td>
                  <td className="np-staff__num">{money(order.grand_total, order.currency, locale)}</td>
                </>
              )}
            </StaffTable>
          )}
          <StaffPager
            t={t}
            current={page.page}
            total={page.total_count}
            size={page.page_size}
            busy={task.busy}
            onPage={load}
          />
        </>
      )}
    </>
  );
}
