import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigOwnedBy, bigSerialId, ownedBy, retriedSend, serialId, stampedAt, timeAt } from './columns.ts';

/** Addresses other systems receive the shop's events at, each with its signing secret and the events it wants. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serialId(),
  url: text('url').notNull(),
  /**
   * The HMAC key deliveries are signed with. Kept readable (not hashed like keys and passwords): the shop itself
   * must compute the signature of every delivery with it.
   */
  secret: text('secret').notNull(),
  events: text('events').array().notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  createdBy: text('created_by').notNull(),
  createdAt: stampedAt('created_at'),
});

/** Events the shop announces, written in the transaction of what caused them (the outbox of webhooks). */
export const webhookEvents = pgTable('webhook_events', {
  id: bigSerialId(),
  /** The stable id every delivery of the event carries (`evt_…`), for receivers to drop repeats. */
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: stampedAt('created_at'),
});

/** One event to one endpoint: delivered at least once, retried with a growing delay until it is given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigSerialId(),
    eventId: bigOwnedBy('event_id', () => webhookEvents.id),
    endpointId: ownedBy('endpoint_id', () => webhookEndpoints.id),
    /** pending, delivered, failed (given up; a resend makes it pending again) */
    status: text('status').notNull().default('pending'),
    ...retriedSend(),
    /** After this a failed attempt gives the delivery up (at least a day of retries). */
    giveUpAt: timeAt('give_up_at').notNull(),
    lastStatusCode: integer('last_status_code'),
    deliveredAt: timeAt('delivered_at'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.id),
  ],
);

/** Every attempt of a delivery: when, the receiver's HTTP status or the error, how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigSerialId(),
    deliveryId: bigOwnedBy('delivery_id', () => webhookDeliveries.id),
    at: stampedAt('at'),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery').on(t.deliveryId)],
);
