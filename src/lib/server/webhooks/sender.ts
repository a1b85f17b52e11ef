/** The webhook sender of a shop process. More in README.md. */
import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { config } from '../config/config.ts';
import { getDb } from '../db/client.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { startRounds } from '../ops/rounds.ts';

/** How long a claimed delivery is left to its sender (a bit more than a request may take). */
const CLAIM_SECONDS = 15;
/** The longest a receiver may take to answer. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Deliveries one round claims, and how many are sent at once. */
const BATCH = 50;
const PARALLEL = 8;

/** The body a delivery sends: the same bytes on every attempt. */
export function deliveryBody(event: { eventId: string; type: string; createdAt: Date; payload: unknown }): string {
  return JSON.stringify({
    id: event.eventId,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    data: event.payload,
  });
}

/** The wait after the `attempts`-th failure: the base doubling, at most the maximum. */
export function retryDelayMs(
  attempts: number,
  baseMs = config().webhookRetryBaseMs,
  maxMs = config().webhookRetryMaxMs,
) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

interface Claimed {
  id: number;
  attempts: number;
  url: string;
  secret: string;
  event_id: string;
  type: string;
  payload: unknown;
  event_created_at: Date;
  give_up_at: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One attempt: the receiver's status code, or the error that kept it from answering. */
async function attempt(row: Claimed): Promise<{ statusCode: number | null; error: string | null; ms: number }> {
  const body = deliveryBody({
    eventId: row.event_id,
    type: row.type,
    createdAt: new Date(row.event_created_at),
    payload: row.payload,
  });
  const started = Date.now();
  try {
    const response = await fetch(row.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Nordpeak-Webhooks/1',
        'nordpeak-event-id': row.event_id,
        'nordpeak-event-type': row.type,
        [SIGNATURE_HEADER]: signatureHeader(row.secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, error: ok ? null : `HTTP ${response.status}`, ms: Date.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = error instanceof Error ? error.message : String(error);
    return {
      statusCode: null,
      error: (cause ? `${cause}: ${message}` : message).slice(0, 500),
      ms: Date.now() - started,
    };
  }
}

/** Claims due deliveries and sends them; returns how many were claimed. */
export async function deliverWebhooks(): Promise<number> {
  const db = await getDb();
  const claimed = rowsOf<Claimed>(
    await db.execute(sql`
      WITH due AS (
        SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND e.active
          AND (d.claimed_until IS NULL OR d.claimed_until < now())
        ORDER BY d.id LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED
      )
      UPDATE webhook_deliveries d SET claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}),
        attempts = d.attempts + 1
      FROM due, webhook_endpoints e, webhook_events ev
      WHERE d.id = due.id AND e.id = d.endpoint_id AND ev.id = d.event_id
      RETURNING d.id, d.attempts, d.give_up_at, e.url, e.secret, ev.event_id, ev.type, ev.payload,
        ev.created_at AS event_created_at`),
  );
  const limit = pLimit(PARALLEL);
  await Promise.all(
    claimed.map((row) =>
      limit(async () => {
        const result = await attempt(row);
        const delivered = result.error === null;
        const retryAt = new Date(Date.now() + retryDelayMs(row.attempts));
        // Given up only by an attempt made a day or more after the event: retries go on for at least a day.
        const givenUp = !delivered && Date.now() >= new Date(row.give_up_at).getTime();
        await db.execute(sql`
          WITH attempt AS (
            INSERT INTO webhook_attempts (delivery_id, status_code, error, duration_ms)
            VALUES (${row.id}, ${result.statusCode}, ${result.error}, ${result.ms})
          )
          UPDATE webhook_deliveries SET
            status = ${delivered ? 'delivered' : givenUp ? 'failed' : 'pending'},
            claimed_until = NULL,
            last_status_code = ${result.statusCode},
            last_error = ${result.error},
            delivered_at = ${delivered ? sql`now()` : sql`NULL`},
            next_attempt_at = ${retryAt.toISOString()}::timestamptz
          WHERE id = ${row.id}`);
      }),
    ),
  );
  return claimed.length;
}

let wake: (() => void) | undefined;

/** Tells this process's sender that new events were committed (it sends them now instead of within a second). */
export function nudgeWebhookSender(): void {
  wake?.();
}

/**
 * Starts the webhook sender of this process: a round every `intervalMs`, and one as soon as it is nudged. Returns
 * `stop`, which waits for a round in progress.
 */
export function startWebhookSender(intervalMs = 1_000): () => Promise<void> {
  let failingSince = 0;
  const rounds = startRounds(
    {
      work: async () => {
        while ((await deliverWebhooks()) === BATCH) {
          /* more are due */
        }
      },
      worked: () => {
        if (failingSince) console.error('[webhooks] sender rounds work again');
        failingSince = 0;
      },
      failed: (error) => {
        // While the database is away every round fails alike: one line when it starts, one when it ends.
        if (!failingSince)
          console.error('[webhooks] sender round failed:', error instanceof Error ? error.message : error);
        failingSince ||= Date.now();
      },
      rerun: true,
    },
    intervalMs,
  );
  wake = rounds.run;
  return async () => {
    wake = undefined;
    await rounds.stop();
  };
}
