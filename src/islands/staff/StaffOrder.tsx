/**
 * One order in the back office: lines with what was shipped and refunded, totals, addresses, payment, shipments with
 * their tracking links, refunds, the history with its mails (each can be sent again), and the lifecycle actions the
 * order's status and the staff member's role allow (./StaffOrderActions.tsx).
 */
import { useState } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { OrderDetail } from '../../lib/orders/lifecycle.ts';
import type { StaffTranslate } from '../../lib/staff/i18n.ts';
import type { StaffAction } from '../../lib/staff/roles.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';
import { money, when } from './format.ts';
import { StaffButton } from './StaffButton.tsx';
import { StaffOrderActions } from './StaffOrderActions.tsx';
import { StaffTable } from './StaffTable.tsx';
import { staffCall, type StaffScreenProps, TaskStatus, useStaffT, useTask } from './task.tsx';

type Address = OrderDetail['shipping_address'];

function AddressLines({ address }: { address: Address }) {
  return (
    <address>
      {address.firstname} {address.lastname}
      {address.company && <>, {address.company}</>}
      {address.street.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      {address.postcode} {address.city}, {address.countryId}
      {address.telephone && (
        <>
          <br />
          {address.telephone}
        </>
      )}
    </address>
  );
}

function Totals({ order, t, locale }: { order: OrderDetail; t: StaffTranslate; locale: string }) {
  const rows: [string, number][] = [
    [t('staff.order.subtotal'), order.totals.subtotal_incl_tax],
    [t('staff.order.shipping'), order.totals.shipping_incl_tax],
    ...(order.totals.discount_amount
      ? [[t('staff.order.discount'), -order.totals.discount_amount] as [string, number]]
      : []),
    ...(order.totals.gift_card_amount
      ? [[t('staff.order.giftCard'), -order.totals.gift_card_amount] as [string, number]]
      : []),
    [t('staff.order.grandTotal'), order.totals.grand_total],
    [t('staff.order.tax'), order.totals.tax_amount],
    ...(order.totals.refunded_amount
      ? [[t('staff.order.refundedAmount'), order.totals.refunded_amount] as [string, number]]
      : []),
  ];
  return (
    <dl>
      {rows.map(([label, amount]) => (
        <div key={label} className="np-staff__pair">
          <dt>{label}</dt>
          <dd className="np-staff__num">{money(amount, order.currency, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Props: texts, language, the order as the server read it, and the actions of the staff member's role. */
export function StaffOrder({
  messages,
  locale,
  initial,
  actions,
}: StaffScreenProps & {
  initial: OrderDetail;
  actions: readonly StaffAction[];
}) {
  const t = useStaffT(messages);
  const [order, setOrder] = useState(initial);
  const resend = useTask(t);
  const sendAgain = (mailId: number) =>
    void resend.run(async () => {
      await staffCall(apiRoutes.staffOrderResend, {
        params: { number: order.order_number },
        body: { mail_id: mailId },
      });
      return t('staff.order.resent');
    });

  return (
    <>
      <p>
        <strong>{t(`staff.orderStatus.${order.status}`)}</strong> ·{' '}
        {t('staff.order.placed', {
          date: when(order.created_at, locale),
          store: t(`staff.store.${order.store_code as StoreCode}`),
        })}
      </p>
      <StaffOrderActions messages={messages} order={order} actions={actions} onChange={setOrder} />
      <div className="np-staff__columns">
        <section aria-labelledby="order-customer">
          <h2 id="order-customer">{t('staff.order.customer')}</h2>
          <p>{order.customer.email}</p>
          <h3>{t('staff.order.shippingAddress')}</h3>
          <AddressLines address={order.shipping_address} />
          <h3>{t('staff.order.billingAddress')}</h3>
          <AddressLines address={order.billing_address} />
          <h3>{t('staff.order.payment')}</h3>
          <p>{order.payment.method}</p>
          <h3>{t('staff.order.delivery')}</h3>
          <p>
            {order.shipping.carrier_code} · {order.shipping.method_code}
          </p>
        </section>
        <section aria-labelledby="order-totals">
          <h2 id="order-totals">{t('staff.order.totals')}</h2>
          <Totals order={order} t={t} locale={locale} />
        </section>
      </div>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t('staff.order.lines')}</h2>
        <StaffTable
          columns={[
            t('staff.order.product'),
            { text: t('staff.order.ordered'), num: true },
            { text: t('staff.order.shipped'), num: true },
            { text: t('staff.order.refunded'), num: true },
            { text: t('staff.order.price'), num: true },
            { text: t('staff.order.rowTotal'), num: true },
          ]}
          rows={order.items}
          rowKey={(line) => line.item_id}
        >
          {(line) => (
            <>
              <td>
                {line.name}
                <br />
                <span className="np-hint">
                  {line.sku}
                  {line.options.map((option) => ` · ${option.label}: ${option.value}`).join('')}
                </span>
              </td>
              <td className="np-staff__num">{line.qty_ordered}</td>
              <td className="np-staff__num">{line.qty_shipped}</td>
              <td className="np-staff__num">{line.qty_refunded}</td>
              <td className="np-staff__num">{money(line.price_incl_tax, order.currency, locale)}</td>
              <td className="np-staff__num">{money(line.row_total_incl_tax, order.currency, locale)}</td>
            </>
          )}
        </StaffTable>
      </section>
      <section aria-labelledby="order-shipments">
        <h2 id="order-shipments">{t('staff.order.shipments')}</h2>
        {order.shipments.length === 0 ? (
          <p>{t('staff.order.noShipments')}</p>
        ) : (
          <ul>
            {order.shipments.map((parcel) => (
              <li key={parcel.id}>
                {when(parcel.created_at, locale)}:{' '}
                {t('staff.order.parcel', { carrier: parcel.carrier_title, tracking: parcel.tracking_number })} (
                {parcel.items.map((item) => `${item.qty} × ${item.sku}`).join(', ')})
                {parcel.tracking_url && (
                  <>
                    {' '}
                    <a href={parcel.tracking_url} rel="noopener noreferrer" target="_blank">
                      {t('staff.order.track', { tracking: parcel.tracking_number })}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {order.refunds.length > 0 && (
        <section aria-labelledby="order-refunds">
          <h2 id="order-refunds">{t('staff.order.refunds')}</h2>
          <ul>
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {when(refund.created_at, locale)}: {money(refund.amount, order.currency, locale)}
                {refund.items.length > 0 && ` (${refund.items.map((item) => `${item.qty} × ${item.sku}`).join(', ')})`}
                {refund.reason && ` · ${refund.reason}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="order-history">
        <h2 id="order-history">{t('staff.order.history')}</h2>
        <TaskStatus error={resend.error} notice={resend.notice} />
        <ol className="np-staff__history">
          {order.history.map((step, index) => (
            <li key={index}>
              <strong>{t(`staff.order.event.${step.event}`)}</strong> · {when(step.at, locale)} ·{' '}
              {t('staff.order.by', { name: step.actor.name })}
              {step.note && <> · {step.note}</>}
              {step.mail && (
                <>
                  <br />
                  {t('staff.order.mail', { to: step.mail.to })} ·{' '}
                  {step.mail.sent_at
                    ? t('staff.order.mailSent', { date: when(step.mail.sent_at, locale) })
                    : t('staff.order.mailWaiting')}
                  {actions.includes('mails.resend') && (
                    <>
                      {' '}
                      <StaffButton busy={resend.busy} onClick={() => sendAgain(step.mail!.id)}>
                        {t('staff.order.resend', {
                          event: t(`staff.order.event.${step.event}`),
                          date: when(step.at, locale),
                        })}
                      </StaffButton>
                    </>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
