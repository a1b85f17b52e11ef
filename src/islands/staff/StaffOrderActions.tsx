/**
 * The lifecycle actions of an order that its status (src/lib/orders/status.ts) and the staff member's role allow:
 * start processing, a shipment (carrier, tracking number, units per line), delivered, cancel (with a reason), refund
 * (units per line and/or an amount). Each answers the order as it is now; a refusal is shown translated.
 */
import { useId, useState, type FormEvent } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import { CARRIERS } from '../../lib/orders/carriers.ts';
import type { OrderDetail } from '../../lib/orders/lifecycle.ts';
import { allowedEvents } from '../../lib/orders/status.ts';
import type { StaffMessages } from '../../lib/staff/i18n.ts';
import type { StaffAction } from '../../lib/staff/roles.ts';
import { StaffSubmit } from './StaffButton.tsx';
import { StaffField, StaffSelect } from './StaffField.tsx';
import { staffCall, TaskStatus, useStaffT, useTask } from './task.tsx';

type Units = Record<number, string>;

/** The lines with a number of units typed in, as the order calls take them. */
const picked = (units: Units) =>
  Object.entries(units)
    .filter(([, qty]) => Number(qty) > 0)
    .map(([item, qty]) => ({ item_id: Number(item), qty: Number(qty) }));

/** Props: texts, the order, the actions of the role, and what to do with the order a change answers. */
export function StaffOrderActions({
  messages,
  order,
  actions,
  onChange,
}: {
  messages: StaffMessages;
  order: OrderDetail;
  actions: readonly StaffAction[];
  onChange: (order: OrderDetail) => void;
}) {
  const t = useStaffT(messages);
  const id = useId();
  const task = useTask(t);
  const [carrier, setCarrier] = useState(order.shipping.carrier_code);
  const [tracking, setTracking] = useState('');
  const [shipUnits, setShipUnits] = useState<Units>({});
  const [reason, setReason] = useState('');
  const [refundUnits, setRefundUnits] = useState<Units>({});
  const [amount, setAmount] = useState('');
  const [refundReason, setRefundReason] = useState('');
  const params = { number: order.order_number };
  const events = allowedEvents(order.status);
  const may = (event: string, action: StaffAction) => events.includes(event as never) && actions.includes(action);

  const apply = (change: () => Promise<OrderDetail>) =>
    void task.run(async () => {
      const updated = await change();
      onChange(updated);
      setTracking('');
      setShipUnits({});
      setRefundUnits({});
      setAmount('');
      setReason('');
      setRefundReason('');
      return t('staff.order.done', { status: t(`staff.orderStatus.${updated.status}`) });
    });
  const submit = (change: () => Promise<OrderDetail>) => (event: FormEvent) => {
    event.preventDefault();
    apply(change);
  };
  const unitField = (
    units: Units,
    setUnits: (units: Units) => void,
    label: 'staff.order.unitsToShip' | 'staff.order.unitsToRefund',
    left: (line: OrderDetail['items'][number]) => number,
  ) =>
    order.items
      .filter((line) => left(line) > 0)
      .map((line) => (
        <StaffField
          key={line.item_id}
          id={`${id}-${label}-${line.item_id}`}
          label={t(label, { name: `${line.name} (${line.sku})`, left: left(line) })}
          type="number"
          min={0}
          max={left(line)}
          inputMode="numeric"
          value={units[line.item_id] ?? ''}
          onChange={(event) => setUnits({ ...units, [line.item_id]: event.target.value })}
        />
      ));

  const fulfil = ['process', 'ship', 'deliver'].some((event) => may(event, 'orders.fulfil'));
  if (!fulfil && !may('cancel', 'orders.cancel') && !may('refund', 'orders.refund'))
    return <TaskStatus error={task.error} notice={task.notice} />;
  return (
    <section className="np-staff__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('staff.order.actions')}</h2>
      <TaskStatus error={task.error} notice={task.notice} />
      <div className="np-staff__actions">
        {may('process', 'orders.fulfil') && (
          <button
            type="button"
            className="np-button np-button--primary"
            disabled={task.busy}
            onClick={() =>
              apply(() => staffCall(apiRoutes.staffOrderStatus, { params, body: { status: 'processing' } }))
            }
          >
            {t('staff.order.process')}
          </button>
        )}
        {may('deliver', 'orders.fulfil') && (
          <button
            type="button"
            className="np-button np-button--primary"
            disabled={task.busy}
            onClick={() =>
              apply(() => staffCall(apiRoutes.staffOrderStatus, { params, body: { status: 'delivered' } }))
            }
          >
            {t('staff.order.deliver')}
          </button>
        )}
      </div>
      {may('ship', 'orders.fulfil') && (
        <form
          onSubmit={submit(() =>
            staffCall(apiRoutes.staffOrderShip, {
              params,
              body: {
                carrier,
                tracking_number: tracking,
                ...(picked(shipUnits).length ? { items: picked(shipUnits) } : {}),
              },
            }),
          )}
          aria-labelledby={`${id}-ship`}
        >
          <h3 id={`${id}-ship`}>{t('staff.order.shipTitle')}</h3>
          <StaffSelect
            id={`${id}-carrier`}
            label={t('staff.order.carrier')}
            value={carrier}
            options={CARRIERS.map((c) => [c.code, c.title] as const)}
            onChange={setCarrier}
          />
          <StaffField
            id={`${id}-tracking`}
            label={t('staff.order.trackingNumber')}
            required
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
          />
          {unitField(shipUnits, setShipUnits, 'staff.order.unitsToShip', (line) => line.qty_ordered - line.qty_shipped)}
          <StaffSubmit busy={task.busy}>{t('staff.order.shipSubmit')}</StaffSubmit>
        </form>
      )}
      {may('cancel', 'orders.cancel') && (
        <form
          onSubmit={submit(() => staffCall(apiRoutes.staffOrderCancel, { params, body: reason ? { reason } : {} }))}
          aria-labelledby={`${id}-cancel`}
        >
          <h3 id={`${id}-cancel`}>{t('staff.order.cancelTitle')}</h3>
          <p className="np-hint">{t('staff.order.cancelHelp')}</p>
          <StaffField
            id={`${id}-reason`}
            label={t('staff.order.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <StaffSubmit busy={task.busy} secondary>
            {t('staff.order.cancelSubmit')}
          </StaffSubmit>
        </form>
      )}
      {may('refund', 'orders.refund') && (
        <form
          onSubmit={submit(() =>
            staffCall(apiRoutes.staffOrderRefund, {
              params,
              body: {
                ...(picked(refundUnits).length ? { items: picked(refundUnits) } : {}),
                ...(amount ? { amount: Number(amount.replace(',', '.')) } : {}),
                ...(refundReason ? { reason: refundReason } : {}),
              },
            }),
          )}
          aria-labelledby={`${id}-refund`}
        >
          <h3 id={`${id}-refund`}>{t('staff.order.refundTitle')}</h3>
          <p className="np-hint">{t('staff.order.refundHelp')}</p>
          {unitField(
            refundUnits,
            setRefundUnits,
            'staff.order.unitsToRefund',
            (line) => line.qty_ordered - line.qty_refunded,
          )}
          <StaffField
            id={`${id}-amount`}
            label={t('staff.order.refundAmount', { currency: order.currency })}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <StaffField
            id={`${id}-refund-reason`}
            label={t('staff.order.reason')}
            value={refundReason}
            onChange={(event) => setRefundReason(event.target.value)}
          />
          <StaffSubmit busy={task.busy} secondary>
            {t('staff.order.refundSubmit')}
          </StaffSubmit>
        </form>
      )}
    </section>
  );
}
