/**
 * Back office sessions: a random 256-bit token in an httpOnly cookie, stored as its SHA-256. A session ends after
 * 30 minutes without a call (idle), 12 hours after sign-in (absolute), at sign-out, and when the account is
 * disabled, re-enrolled or changes role.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.ts';
import { getDb, type Db } from '../db/client.ts';
import { staffSessions, staffUsers } from '../db/schema/index.ts';
import { isStoreCode, type StoreCode } from '../../store-view/config.ts';
import type { StaffRole } from '../../staff/roles.ts';
import type { StaffLocale } from '../../staff/schema.ts';

/** A session ends after this long without a call. */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
/** A session ends this long after sign-in, however busy. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** The idle clock is moved at most once a minute (one write per minute of work, not per call). */
const TOUCH_EVERY_MS = 60 * 1000;

/** The signed-in staff member behind a call. */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The only store they may handle; null for every store. */
  storeCode: StoreCode | null;
  locale: StaffLocale;
  sessionId: number;
}

/** Starts a session for an active staff member; returns the cookie's token. */
export async function startStaffSession(staffId: number, now = new Date(), db?: Db): Promise<string> {
  const d = db ?? (await getDb());
  const token = newSecretToken();
  // Now and then, drop sessions that ended over a day ago.
  if (Math.random() < 0.02)
    await d.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  await d.insert(staffSessions).values({
    staffId,
    tokenHash: hashSecretToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_MS),
  });
  return token;
}

/** The staff member of a live session (not idle too long, not past its end, not revoked, account active). */
export async function staffBySession(token: string, now = new Date()): Promise<StaffPrincipal | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashSecretToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MS)),
        eq(staffUsers.status, 'active'),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
  const { staff } = row;
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    storeCode: isStoreCode(staff.storeCode) ? staff.storeCode : null,
    locale: staff.locale,
    sessionId: row.session.id,
  };
}

/** Ends one session (sign-out). */
export async function endStaffSession(sessionId: number, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a staff member (disabled, re-enrolled, another role or store). */
export async function endAllStaffSessions(
  writer: Pick<Db, 'update'>,
  staffId: number,
  now = new Date(),
): Promise<void> {
  await writer
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
