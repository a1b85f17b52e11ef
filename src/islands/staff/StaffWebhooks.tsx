/**
 * Webhook endpoints: the list, a new one (its secret shown once), pausing, resuming or removing one, its deliveries and
 * resending one.
 */
import { useState } from 'react';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../lib/webhooks/schema.ts';
import { when } from './format.ts';
import { StaffButton } from './StaffButton.tsx';
import { StaffCard, StaffShownOnce } from './StaffCard.tsx';
import { StaffAddForm } from './StaffField.tsx';
import { headings, StaffLoaded, StaffTable } from './StaffTable.tsx';
import { staffCall, type StaffScreenProps, useLoaded, useStaffScreen } from './task.tsx';

/** Props: texts, language and the events an endpoint may receive. */
export function StaffWebhooks({
  messages,
  locale,
  events,
}: StaffScreenProps & {
  events: readonly string[];
}) {
  const { t, task } = useStaffScreen(messages);
  const [list, reload] = useLoaded(task, () => staffCall(apiRoutes.staffWebhooks));
  const [secret, setSecret] = useState('');
  const [open, setOpen] = useState<{ endpoint: WebhookEndpoint; deliveries: WebhookDelivery[] }>();

  const create = async (url: string, picked: string[]) => {
    setSecret('');
    const endpoint = await staffCall(apiRoutes.staffWebhookCreate, { body: { url, events: picked as never } });
    setSecret(endpoint.secret);
  };
  const remove = (endpoint: WebhookEndpoint) =>
    void task.run(async () => {
      await staffCall(apiRoutes.staffWebhookDelete, { params: { id: String(endpoint.id) } });
      if (open?.endpoint.id === endpoint.id) setOpen(undefined);
      await reload();
      return t('staff.webhooks.deleted', { url: endpoint.url });
    });
  const setActive = (endpoint: WebhookEndpoint, active: boolean) =>
    void task.run(async () => {
      await staffCall(apiRoutes.staffWebhookActive, { params: { id: String(endpoint.id) }, body: { active } });
      await reload();
      return t(active ? 'staff.webhooks.resumed' : 'staff.webhooks.pausedNotice', { url: endpoint.url });
    });
  const deliveriesOf = async (endpoint: WebhookEndpoint) =>
    setOpen({
      endpoint,
      deliveries: await staffCall(apiRoutes.staffDeliveries, { params: { id: String(endpoint.id) }, query: {} }),
    });
  const resend = (delivery: WebhookDelivery) =>
    void task.run(async () => {
      await staffCall(apiRoutes.staffResend, { params: { id: String(delivery.id) } });
      if (open) await deliveriesOf(open.endpoint);
      await reload();
      return t('staff.webhooks.resent');
    });

  return (
    <StaffCard title={t('staff.webhooks.title')} task={task}>
      {secret && <StaffShownOnce text={t('staff.webhooks.created')} code={secret} marker="data-created-secret" />}
      <StaffAddForm
        label={t('staff.webhooks.url')}
        type="url"
        maxLength={500}
        legend={t('staff.webhooks.events')}
        values={events}
        button={t('staff.webhooks.create')}
        task={task}
        onAdd={create}
        reload={reload}
      />
      <StaffLoaded items={list} empty={t('staff.webhooks.empty')}>
        {(endpoints) => (
          <ul className="np-staff__history">
            {endpoints.map((endpoint) => (
              <li key={endpoint.id}>
                <strong className="np-staff__link">{endpoint.url}</strong>
                <br />
                <small>
                  {endpoint.events.join(', ')} · {when(endpoint.created_at, locale)} ·{' '}
                  {t('staff.webhooks.counts', { pending: endpoint.pending, failed: endpoint.failed })}
                </small>
                {!endpoint.active && (
                  <p>
                    <strong>{t('staff.webhooks.paused')}</strong>
                  </p>
                )}
                <div className="np-staff__inline">
                  <StaffButton busy={task.busy} onClick={() => void task.run(() => deliveriesOf(endpoint))}>
                    {t('staff.webhooks.show', { url: endpoint.url })}
                  </StaffButton>
                  <StaffButton busy={task.busy} onClick={() => setActive(endpoint, !endpoint.active)}>
                    {t(endpoint.active ? 'staff.webhooks.pause' : 'staff.webhooks.resume', { url: endpoint.url })}
                  </StaffButton>
                  <StaffButton busy={task.busy} onClick={() => remove(endpoint)}>
                    {t('staff.webhooks.delete', { url: endpoint.url })}
                  </StaffButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </StaffLoaded>
      {open && (
        <>
          <h3>{t('staff.webhooks.deliveries', { url: open.endpoint.url })}</h3>
          <StaffTable
            label={t('staff.webhooks.deliveries', { url: open.endpoint.url })}
            columns={headings(t, 'staff.webhooks', ['event', 'status', 'attempts', 'last'])}
            rows={open.deliveries}
            empty={t('staff.webhooks.noDeliveries')}
          >
            {(delivery) => (
              <>
                <td>
                  {delivery.event_type}
                  <br />
                  <small>{when(delivery.created_at, locale)}</small>
                </td>
                <td>
                  {t(`staff.webhooks.status.${delivery.status}`)}
                  {delivery.status === 'failed' && (
                    <StaffButton busy={task.busy} onClick={() => resend(delivery)}>
                      {t('staff.webhooks.resend', { id: delivery.id })}
                    </StaffButton>
                  )}
                </td>
                <td className="np-staff__num">{delivery.attempts}</td>
                <td>{delivery.last_status_code ?? delivery.last_error ?? t('staff.none')}</td>
              </>
            )}
          </StaffTable>
        </>
      )}
    </StaffCard>
  );
}
