/**
 * Webhook endpoints and their deliveries, as the back office and the integration API manage them: add one (its
 * signing secret shown once), list them, pause or resume one, remove one, read an endpoint's deliveries with every
 * attempt, resend one. Every change is written to the audit log.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { newSecretToken } from '../auth/secret-token.ts';
import {
  webhookEndpointInputSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '../../webhooks/schema.ts';
import { RETRY_HOURS } from './events.ts';
import { nudgeWebhookSender } from './sender.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const shown = (row: EndpointRow, counts: { pending: number; failed: number }): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  active: row.active,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  ...counts,
});

/** Adds an endpoint; the answer holds its signing secret (`whsec_…`), which lists never show. */
export async function createWebhookEndpoint(
  db: Db,
  input: WebhookEndpointInput,
  actor: Actor,
): Promise<WebhookEndpoint & { secret: string }> {
  const { url, events, description } = parseWith(webhookEndpointInputSchema, input);
  const secret = newSecretToken('whsec_');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ url, secret, events: [...new Set(events)], description: description ?? null, createdBy: actor.name })
      .returning();
    await recordAudit(tx, actor, {
      action: 'webhook.create',
      entityType: 'webhook',
      entityId: row!.id,
      after: { url, events: row!.events, description: row!.description },
    });
    return { ...shown(row!, { pending: 0, failed: 0 }), secret };
  });
}

/** Every endpoint (or only `ids`), newest first, with its deliveries still to be made and those given up. */
export async function listWebhookEndpoints(db: Db, ids?: number[]): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(ids ? inArray(webhookEndpoints.id, ids) : undefined)
    .orderBy(desc(webhookEndpoints.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      endpointId: webhookDeliveries.endpointId,
      pending: sql<number>`count(*) FILTER (WHERE ${webhookDeliveries.status} = 'pending')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${webhookDeliveries.status} = 'failed')::int`,
    })
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.endpointId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(webhookDeliveries.endpointId);
  return rows.map((row) =>
    shown(row, counts.find((count) => count.endpointId === row.id) ?? { pending: 0, failed: 0 }),
  );
}

/** Removes an endpoint with its deliveries (404 for an unknown id). */
export async function deleteWebhookEndpoint(db: Db, id: number, actor: Actor): Promise<true> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!row) throw catalogError(404, 'notFound');
    await recordAudit(tx, actor, {
      action: 'webhook.delete',
      entityType: 'webhook',
      entityId: id,
      before: { url: row.url, events: row.events },
    });
  });
  return true;
}

/**
 * Pauses or resumes an endpoint (404 for an unknown id). A paused endpoint still gets its deliveries, held; resuming
 * sends them now, each retried for at least another day.
 */
export async function setWebhookEndpointActive(
  db: Db,
  id: number,
  active: boolean,
  actor: Actor,
): Promise<WebhookEndpoint> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
    if (!before) throw catalogError(404, 'notFound');
    if (before.active === active) return;
    await tx.update(webhookEndpoints).set({ active }).where(eq(webhookEndpoints.id, id));
    if (active)
      await tx
        .update(webhookDeliveries)
        .set({
          nextAttemptAt: sql`now()`,
          giveUpAt: sql`greatest(${webhookDeliveries.giveUpAt}, now() + make_interval(hours => ${RETRY_HOURS}))`,
        })
        .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
    await recordAudit(tx, actor, {
      action: active ? 'webhook.resume' : 'webhook.pause',
      entityType: 'webhook',
      entityId: id,
      before: { active: before.active },
      after: { active },
    });
  });
  if (active) nudgeWebhookSender();
  const [endpoint] = await listWebhookEndpoints(db, [id]);
  return endpoint!;
}

/** Deliveries with their event and attempts. */
async function deliveriesWhere(db: Db, where: ReturnType<typeof and>, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .select({ delivery: webhookDeliveries, eventId: webhookEvents.eventId, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((row) => row.delivery.id),
          ),
        )
        .orderBy(webhookAttempts.id)
    : [];
  return rows.map(({ delivery, eventId, type }) => ({
    id: delivery.id,
    endpoint_id: delivery.endpointId,
    event_id: eventId,
    event_type: type,
    status: delivery.status as WebhookDelivery['status'],
    attempts: delivery.attempts,
    next_attempt_at: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    delivered_at: delivery.deliveredAt?.toISOString() ?? null,
    last_status_code: delivery.lastStatusCode,
    last_error: delivery.lastError,
    created_at: delivery.createdAt.toISOString(),
    history: attempts
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map((attempt) => ({
        at: attempt.at.toISOString(),
        status_code: attempt.statusCode,
        error: attempt.error,
        duration_ms: attempt.durationMs,
      })),
  }));
}

/** An endpoint's deliveries, newest first (404 for an unknown endpoint), each with every attempt. */
export async function webhookDeliveriesOf(
  db: Db,
  endpointId: number,
  query: { status?: WebhookDelivery['status'] | undefined; limit?: number } = {},
): Promise<WebhookDelivery[]> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw catalogError(404, 'notFound');
  return deliveriesWhere(
    db,
    and(
      eq(webhookDeliveries.endpointId, endpointId),
      query.status ? eq(webhookDeliveries.status, query.status) : undefined,
    ),
    Math.min(Math.max(query.limit ?? 50, 1), 200),
  );
}

/** Sends a delivery again now (a failed one is retried for another day); 404 for an unknown delivery. */
export async function resendWebhookDelivery(db: Db, id: number, actor: Actor): Promise<WebhookDelivery> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        claimedUntil: null,
        giveUpAt: sql`now() + make_interval(hours => ${RETRY_HOURS})`,
      })
      .where(eq(webhookDeliveries.id, id))
      .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
    if (!row) throw catalogError(404, 'notFound');
    await recordAudit(tx, actor, {
      action: 'webhook.resend',
      entityType: 'webhook-delivery',
      entityId: id,
      after: { endpoint_id: row.endpointId, status: 'pending' },
    });
  });
  nudgeWebhookSender();
  const [delivery] = await deliveriesWhere(db, and(eq(webhookDeliveries.id, id)), 1);
  return delivery!;
}
