import { eq, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { ApiError, catalogError } from '../http/api.ts';

/** A fixed-window limit: at most `max` counted events per `windowMs` for one key. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Seconds until the window of a key that reached its limit ends; 0 when the key may go on. */
export async function secondsBlocked(limits: Limit[], now = new Date()): Promise<number> {
  if (limits.length === 0) return 0;
  const db = await getDb();
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        limits.map((l) => l.key),
      ),
    );
  let wait = 0;
  for (const limit of limits) {
    const row = rows.find((r) => r.key === limit.key);
    if (!row) continue;
    const ends = row.windowStart.getTime() + limit.windowMs;
    if (row.count >= limit.max && ends > now.getTime()) wait = Math.max(wait, Math.ceil((ends - now.getTime()) / 1000));
  }
  return wait;
}

/** The events counted against a limit in its current window (0 when the window is over or never started). */
export async function currentCount(limit: Limit, now = new Date()): Promise<number> {
  const db = await getDb();
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, limit.key));
  if (!row || row.windowStart.getTime() + limit.windowMs <= now.getTime()) return 0;
  return row.count;
}

/** No limit here has a window longer than a day, so older counters can go. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Counts one event against a limit (a new window starts when the old one is over); returns the count in the window. */
export async function countHit(limit: Limit, now = new Date()): Promise<number> {
  const db = await getDb();
  // Now and then, drop finished counters (used form tokens, old failures) so the table stays small.
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - STALE_AFTER_MS)));
  const stamp = now.toISOString();
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN ${stamp}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/** Takes back one counted event (an attempt counted up front that turned out fine). */
export async function releaseHit(key: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Counts an attempt against every limit before the attempt is made, so that many attempts at once cannot all
 * slip through before the first failure is counted; throws 429 with Retry-After when one is over its limit.
 */
export async function countAttempt(limits: Limit[], now = new Date()): Promise<void> {
  let over = false;
  for (const limit of limits) if ((await countHit(limit, now)) > limit.max) over = true;
  if (over)
    throw tooManyAttempts(
      (await secondsBlocked(limits, now)) || Math.ceil(Math.max(...limits.map((l) => l.windowMs)) / 1000),
    );
}

/** Forgets a key's count (after a successful login, the account's failures no longer count). */
export async function clearLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The 429 answer with `Retry-After` in seconds. */
export function tooManyAttempts(seconds: number): ApiError {
  const error = catalogError(429, 'tooManyAttempts', undefined, { retryAfter: seconds });
  return new ApiError(error.code, error.message, error.meta, { 'Retry-After': String(Math.max(1, seconds)) });
}

/** Counts an event and throws 429 when it goes over the limit (for sends: mail form, reset mails). */
export async function consume(limit: Limit, now = new Date()): Promise<void> {
  const count = await countHit(limit, now);
  if (count > limit.max) {
    const wait = await secondsBlocked([limit], now);
    throw tooManyAttempts(wait || Math.ceil(limit.windowMs / 1000));
  }
}
