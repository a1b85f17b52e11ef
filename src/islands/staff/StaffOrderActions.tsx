/**
 * The lifecycle actions of an order that its status (src/lib/orders/status.ts) and the staff member's role allow:
 * start processing, a shipment (carrier, tracking number, units per line), delivered, cancel (with a reason), refund
 * (units per line and/or an amount). Each answers the order as it is now; a refusal is shown translated.
 */
import { useState } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import { CARRIERS } from '../../lib/orders/carriers.ts';
import type { OrderDetail } from '../../lib/orders/lifecycle.ts';
import { allowedEvents } from '../../lib/orders/status.ts';
import type { StaffMessages } from '../../lib/staff/i18n.ts';
import type { StaffAction } from '../../lib/staff/roles.ts';
import { StaffCard, StaffForm } from './StaffCard.tsx';
import { StaffField, StaffSelect } from './StaffField.tsx';
import { staffCall, TaskStatus, useStaffScreen } from './task.tsx';

type Units = Record<number, string>;

/** The status changes that are one button each: the order event, the status it sets. */
const statusSteps = [
  ['process', 'processing'],
  ['deliver', 'delivered'],
] as const;

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
  const { t, id, task } = useStaffScreen(messages);
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

  /** The props of the forms that undo a sale (cancel, refund): their texts, as the lesser actions, off while busy. */
  const undoForm = (change: 'cancel' | 'refund') => ({
    title: t(`staff.order.${change}Title`),
    help: t(`staff.order.${change}Help`),
    button: t(`staff.order.${change}Submit`),
    secondary: true,
    busy: task.busy,
  });

  const fulfil = ['process', 'ship', 'deliver'].some((event) => may(event, 'orders.fulfil'));
  if (!fulfil && !may('cancel', 'orders.cancel') && !may('refund', 'orders.refund'))
    return <TaskStatus error={task.error} notice={task.notice} />;
  return (
    <StaffCard title={t('staff.order.actions')} task={task}>
      <div className="np-staff__actions">
        {statusSteps
          .filter(([event]) => may(event, 'orders.fulfil'))
          .map(([event, status]) => (
            <button
              key={event}
              type="button"
              className="np-button np-button--primary"
              disabled={task.busy}
              onClick={() => apply(() => staffCall(apiRoutes.staffOrderStatus, { params, body: { status } }))}
            >
              {t(`staff.order.${event}`)}
            </button>
          ))}
      </div>
      {may('ship', 'orders.fulfil') && (
        <StaffForm
          title={t('staff.order.shipTitle')}
          button={t('staff.order.shipSubmit')}
          busy={task.busy}
          onSubmit={() =>
            apply(() =>
              staffCall(apiRoutes.staffOrderShip, {
                params,
                body: {
                  carrier,
                  tracking_number: tracking,
                  ...(picked(shipUnits).length ? { items: picked(shipUnits) } : {}),
                },
              }),
            )
          }
        >
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
            onValue={setTracking}
          />
          {unitField(shipUnits, setShipUnits, 'staff.order.unitsToShip', (line) => line.qty_ordered - line.qty_shipped)}
        </StaffForm>
      )}
      {may('cancel', 'orders.cancel') && (
        <StaffForm
          {...undoForm('cancel')}
          onSubmit={() =>
            apply(() => staffCall(apiRoutes.staffOrderCancel, { params, body: reason ? { reason } : {} }))
          }
        >
          <StaffField id={`${id}-reason`} label={t('staff.order.reason')} value={reason} onValue={setReason} />
        </StaffForm>
      )}
      {may('refund', 'orders.refund') && (
        <StaffForm
          {...undoForm('refund')}
          onSubmit={() =>
            apply(() =>
              staffCall(apiRoutes.staffOrderRefund, {
                params,
                body: {
                  ...(picked(refundUnits).length ? { items: picked(refundUnits) } : {}),
                  ...(amount ? { amount: Number(amount.replace(',', '.')) } : {}),
                  ...(refundReason ? { reason: refundReason } : {}),
                },
              }),
            )
          }
        >
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
            onValue={setAmount}
          />
          <StaffField
            id={`${id}-refund-reason`}
            label={t('staff.order.reason')}
            value={refundReason}
            onValue={setRefundReason}
          />
        </StaffForm>
      )}
    </StaffCard>
  );
}
