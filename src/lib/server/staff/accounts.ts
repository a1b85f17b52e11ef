/**
 * Staff accounts: created by an administrator (back office or `npm run staff`) with a role and an optional store
 * limit, each with a one-time sign-up link; listed, changed (role, store, disabled) and re-enrolled (new password and
 * authenticator through a new link). Every change is written to the audit log in its own transaction.
 */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { config } from '../config/config.ts';
import { getDb, type Db } from '../db/client.ts';
import { staffInvites, staffRecoveryCodes, staffUsers } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import {
  staffInviteSchema,
  staffUpdateSchema,
  type StaffLocale,
  type StaffMe,
  type StaffUser,
} from '../../staff/schema.ts';
import { roleActions } from '../../staff/roles.ts';
import { endAllStaffSessions } from './sessions.ts';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.ts';
import { newTotpSecret, sealTotpSecret } from './totp.ts';

/** A sign-up link works once, for three days. */
export const STAFF_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** The path of the sign-up page; the link's token follows in the fragment (never sent to a server or a log). */
export const STAFF_SIGNUP_PATH = '/staff/valkommen';

type StaffRow = typeof staffUsers.$inferSelect;

/** Two accounts with one address created at once: the unique index refuses the second (23505, maybe as a cause). */
const duplicate = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};

/** A staff row as the back office shows it. */
export function toStaffUser(row: StaffRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    store_code: (row.storeCode as StaffUser['store_code']) ?? null,
    locale: row.locale,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** A new staff account with its sign-up link and when the link ends. */
export interface StaffInvited {
  staff: StaffUser;
  signup_link: string;
  expires_at: string;
}

/** Writes a new sign-up link for a staff account (older unused links stop working). */
async function issueInvite(tx: Db, staffId: number, now: Date): Promise<{ link: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + STAFF_INVITE_TTL_MS);
  await tx
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.staffId, staffId), isNull(staffInvites.usedAt)));
  await tx.insert(staffInvites).values({
    staffId,
    tokenHash: hashSecretToken(token),
    totpSecret: await sealTotpSecret(newTotpSecret()),
    createdAt: now,
    expiresAt,
  });
  return { link: `${config().publicBaseUrl}${STAFF_SIGNUP_PATH}#${new URLSearchParams({ token })}`, expiresAt };
}

/** Creates a staff account (status invited) and its sign-up link. */
export async function inviteStaff(body: unknown, actor: Actor, now = new Date()): Promise<StaffInvited> {
  const input = parseWith(staffInviteSchema, body);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, input.email));
      if (taken) throw catalogError(400, 'staffEmailExists');
      const [row] = await tx
        .insert(staffUsers)
        .values({
          email: input.email,
          name: input.name ?? '',
          role: input.role,
          storeCode: input.store_code ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const invite = await issueInvite(tx, row!.id, now);
      const staff = toStaffUser(row!);
      await recordAudit(tx, actor, { action: 'staff.invite', entityType: 'staff', entityId: row!.id, after: staff });
      return { staff, signup_link: invite.link, expires_at: invite.expiresAt.toISOString() };
    });
  } catch (error) {
    if (duplicate(error)) throw catalogError(400, 'staffEmailExists');
    throw error;
  }
}

/** Every staff account, by e-mail. */
export async function listStaff(): Promise<StaffUser[]> {
  const db = await getDb();
  return (await db.select().from(staffUsers).orderBy(asc(staffUsers.email))).map(toStaffUser);
}

/** A staff account by id or e-mail; 404 when there is none. */
export async function findStaff(key: { id: number } | { email: string }, db?: Db): Promise<StaffRow> {
  const d = db ?? (await getDb());
  const where = 'id' in key ? eq(staffUsers.id, key.id) : eq(staffUsers.email, key.email.trim().toLowerCase());
  const [row] = await d.select().from(staffUsers).where(where);
  if (!row) throw catalogError(404, 'notFound');
  return row;
}

/** Writes `changes` to a staff account, stamped `now`; the account as it is then. */
async function writeStaff(
  tx: Db,
  id: number,
  changes: Partial<typeof staffUsers.$inferInsert>,
  now: Date,
): Promise<StaffRow> {
  const [updated] = await tx
    .update(staffUsers)
    .set({ ...changes, updatedAt: now })
    .where(eq(staffUsers.id, id))
    .returning();
  return updated!;
}

/** Refuses a change that would leave the shop without an active administrator. */
async function assertAnotherAdmin(tx: Db, row: StaffRow): Promise<void> {
  if (row.role !== 'admin' || row.status !== 'active') return;
  const [others] = await tx
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.status, 'active'), ne(staffUsers.id, row.id)));
  if (others!.n === 0) throw catalogError(409, 'staffLastAdmin');
}

/**
 * Changes a staff account's role, store limit or status (disabled, or active again when it has credentials). A
 * change of any of them ends the account's sessions, so its next call runs with what it may do now.
 */
export async function updateStaff(id: number, body: unknown, actor: Actor, now = new Date()): Promise<StaffUser> {
  const input = parseWith(staffUpdateSchema, body);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await findStaff({ id }, tx);
    const changes: Partial<StaffRow> = {};
    if (input.role !== undefined && input.role !== row.role) changes.role = input.role;
    if (input.store_code !== undefined && input.store_code !== row.storeCode) changes.storeCode = input.store_code;
    if (input.status !== undefined) {
      // An account that never signed up stays invited until it does.
      const status = input.status === 'active' && !row.passwordHash ? 'invited' : input.status;
      if (status !== row.status) changes.status = status;
    }
    if (Object.keys(changes).length === 0) return toStaffUser(row);
    if (changes.status === 'disabled' || (changes.role !== undefined && changes.role !== 'admin'))
      await assertAnotherAdmin(tx, row);
    const updated = await writeStaff(tx, id, changes, now);
    await endAllStaffSessions(tx, id, now);
    const before = toStaffUser(row);
    const after = toStaffUser(updated);
    await recordAudit(tx, actor, { action: 'staff.update', entityType: 'staff', entityId: id, before, after });
    return after;
  });
}

/**
 * Re-enrols a staff account: its password, authenticator and recovery codes are cleared, its sessions end, and a
 * new sign-up link sets them again (a lost phone, a forgotten password; a disabled account is invited again).
 */
export async function reenrolStaff(id: number, actor: Actor, now = new Date()): Promise<StaffInvited> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await findStaff({ id }, tx);
    const updated = await writeStaff(
      tx,
      id,
      { status: 'invited', passwordHash: null, totpSecret: null, totpLastStep: null },
      now,
    );
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    await endAllStaffSessions(tx, id, now);
    const invite = await issueInvite(tx, id, now);
    const staff = toStaffUser(updated);
    await recordAudit(tx, actor, {
      action: 'staff.reenrol',
      entityType: 'staff',
      entityId: id,
      before: toStaffUser(row),
      after: staff,
    });
    return { staff, signup_link: invite.link, expires_at: invite.expiresAt.toISOString() };
  });
}

/** The signed-in staff member with the actions of their role. */
export async function staffMe(id: number): Promise<StaffMe> {
  const staff = toStaffUser(await findStaff({ id }));
  return { ...staff, actions: [...roleActions[staff.role]] };
}

/** Sets the back office language of a staff member. */
export async function setStaffLocale(
  id: number,
  locale: StaffLocale,
  actor: Actor,
  now = new Date(),
): Promise<StaffUser> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await findStaff({ id }, tx);
    const updated = await writeStaff(tx, id, { locale }, now);
    await recordAudit(tx, actor, {
      action: 'staff.language',
      entityType: 'staff',
      entityId: id,
      before: { locale: row.locale },
      after: { locale },
    });
    return toStaffUser(updated);
  });
}
