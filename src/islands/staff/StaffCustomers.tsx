/** Customers: find one by e-mail or name, see their addresses and orders, send them a password-reset mail. */
import { useState } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { StaffCustomer, StaffCustomerRow } from '../../lib/staff/customers.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';
import { money, when } from './format.ts';
import { StaffButton } from './StaffButton.tsx';
import { StaffSearch } from './StaffField.tsx';
import { headings, StaffTable } from './StaffTable.tsx';
import { staffCall, type StaffScreenProps, TaskStatus, useStaffScreen } from './task.tsx';

/** Props: texts, language, and whether the staff member may send reset mails. */
export function StaffCustomers({
  messages,
  locale,
  mayReset,
}: StaffScreenProps & {
  mayReset: boolean;
}) {
  const { t, id, task } = useStaffScreen(messages);
  const [found, setFound] = useState<StaffCustomerRow[]>();
  const [shown, setShown] = useState<StaffCustomer>();
  const search = (text: string) =>
    void task.run(async () => {
      setShown(undefined);
      setFound((await staffCall(apiRoutes.staffCustomers, { query: { q: text, page: 1 } })).items);
    });
  const open = (row: StaffCustomerRow) =>
    void task.run(async () => setShown(await staffCall(apiRoutes.staffCustomer, { params: { id: String(row.id) } })));
  const reset = (customer: StaffCustomer['customer']) =>
    void task.run(async () => {
      await staffCall(apiRoutes.staffCustomerReset, { params: { id: String(customer.id) } });
      return t('staff.customers.resetSent', { email: customer.email });
    });
  const name = (row: { firstname: string; lastname: string }) => `${row.firstname} ${row.lastname}`;

  return (
    <>
      <StaffSearch
        label={t('staff.customers.search')}
        button={t('staff.customers.find')}
        busy={task.busy}
        onSearch={search}
      />
      <TaskStatus error={task.error} notice={task.notice} />
      <StaffTable
        columns={headings(t, 'staff.customers', ['name', 'email', 'store', 'since'])}
        rows={found}
        empty={t('staff.customers.none')}
      >
        {(row) => (
          <>
            <td>
              <button
                type="button"
                className="np-staff__link-button"
                onClick={() => open(row)}
                aria-label={t('staff.customers.open', { name: `${name(row)}, ${row.email}` })}
              >
                {name(row)}
              </button>
            </td>
            <td>{row.email}</td>
            <td>{t(`staff.store.${row.store_code as StoreCode}`)}</td>
            <td>{when(row.created_at, locale)}</td>
          </>
        )}
      </StaffTable>
      {shown && (
        <section className="np-staff__card" aria-labelledby={`${id}-customer`}>
          <h2 id={`${id}-customer`}>
            {name(shown.customer)} · {shown.customer.email}
          </h2>
          <p>
            {t(`staff.store.${shown.customer.store_code as StoreCode}`)} · {t('staff.customers.since')}{' '}
            {when(shown.customer.created_at, locale)}
          </p>
          {shown.customer.addresses.map((address) => (
            <address key={address.id}>
              {address.firstname} {address.lastname}, {address.street.join(', ')}, {address.postcode} {address.city},{' '}
              {address.country_id}
            </address>
          ))}
          {mayReset && (
            <StaffButton busy={task.busy} onClick={() => reset(shown.customer)}>
              {t('staff.customers.sendReset')}
            </StaffButton>
          )}
          <h3>{t('staff.customers.orders')}</h3>
          {shown.orders.length === 0 ? (
            <p>{t('staff.customers.noOrders')}</p>
          ) : (
            <ul>
              {shown.orders.map((order) => (
                <li key={order.order_number}>
                  <a href={`/staff/ordrar/${order.order_number}`}>{order.order_number}</a> ·{' '}
                  {when(order.created_at, locale)} · {t(`staff.orderStatus.${order.status}`)} ·{' '}
                  {money(order.grand_total, order.currency, locale)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
