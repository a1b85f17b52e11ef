/**
 * The webhook outbox: an event is written in the transaction of what caused it (an order placed, a status changed,
 * stock updated), with one delivery per endpoint that wants it, so a committed change always has its event and a
 * rolled-back one never does. The sender (./sender.ts) delivers them.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { WebhookEventType } from '../../webhooks/schema.ts';

/** What can write events: the database or an open transaction. */
export type EventWriter = Pick<Db, 'execute'>;

/** How long a delivery is retried before it is given up (a failed one can be resent). */
export const RETRY_HOURS = 24;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Writes an event with a delivery to every endpoint that wants its type, in the caller's transaction (a paused
 * endpoint's delivery waits until it is resumed); nothing when none wants it. Returns the event's id (`evt_…`), or undefined when nobody receives it.
 */
export async function emitEvent(
  writer: EventWriter,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<string | undefined> {
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  const result = await writer.execute(sql`
    WITH targets AS (SELECT id FROM webhook_endpoints WHERE ${type} = ANY(events)),
    event AS (
      INSERT INTO webhook_events (event_id, type, payload)
      SELECT ${eventId}, ${type}, ${JSON.stringify(data)}::jsonb WHERE EXISTS (SELECT 1 FROM targets)
      RETURNING id
    )
    INSERT INTO webhook_deliveries (event_id, endpoint_id, give_up_at)
    SELECT event.id, targets.id, now() + make_interval(hours => ${RETRY_HOURS}) FROM event, targets
    RETURNING id`);
  return rowsOf(result).length > 0 ? eventId : undefined;
}
