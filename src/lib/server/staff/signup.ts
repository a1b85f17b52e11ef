/**
 * Sign-up through a one-time link: the link shows the account and a new TOTP secret (QR code and text); the staff
 * member chooses a password (the customers' password rules) and confirms a first code of their app, then gets ten
 * recovery codes and a session. The link's token is checked before any password is hashed.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { staffInvites, staffUsers } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { hashPassword } from '../accounts/password.ts';
import { consume } from '../accounts/rate-limit.ts';
import { assertPasswordAllowed } from '../accounts/service.ts';
import { recordAudit } from '../audit/service.ts';
import { staffSignupCompleteSchema, type StaffSignup, type StaffUser } from '../../staff/schema.ts';
import { toStaffUser } from './accounts.ts';
import { staffActor } from './actor.ts';
import { replaceRecoveryCodes } from './recovery.ts';
import { endAllStaffSessions, startStaffSession } from './sessions.ts';
import { hashSecretToken } from '../auth/secret-token.ts';
import { acceptedStep, openTotpSecret, totpQrSvg, totpUri } from './totp.ts';

/** Wrong first codes one sign-up link may take in 15 minutes. */
const CODE_TRIES = 10;

async function openInvite(token: string, now: Date) {
  const db = await getDb();
  const [found] = await db
    .select({ invite: staffInvites, staff: staffUsers })
    .from(staffInvites)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvites.staffId))
    .where(
      and(
        eq(staffInvites.tokenHash, hashSecretToken(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, now),
      ),
    );
  if (!found || found.staff.status === 'disabled') throw catalogError(400, 'staffInviteInvalid');
  const secret = await openTotpSecret(found.invite.totpSecret);
  // Sealed with a TOKEN_SECRET that is gone: the link cannot be completed; a new one can.
  if (!secret) throw catalogError(400, 'staffInviteInvalid');
  return { ...found, secret };
}

/** What a sign-up link opens: the account and its new TOTP secret as text, otpauth URI and QR code. */
export async function openSignup(token: string, now = new Date()): Promise<StaffSignup> {
  const { staff, secret } = await openInvite(token, now);
  const uri = totpUri(secret, staff.email);
  return {
    email: staff.email,
    name: staff.name,
    role: staff.role,
    store_code: (staff.storeCode as StaffSignup['store_code']) ?? null,
    secret,
    otpauth_uri: uri,
    qr_svg: await totpQrSvg(uri),
  };
}

/** Sign-up done: the account, its recovery codes (shown once) and a session token for the cookie. */
export interface SignupDone {
  staff: StaffUser;
  recoveryCodes: string[];
  sessionToken: string;
}

/** Completes a sign-up: password and first code checked, credentials stored, the link used up, a session started. */
export async function completeSignup(body: unknown, now = new Date()): Promise<SignupDone> {
  const input = parseWith(staffSignupCompleteSchema, body);
  const { invite, staff, secret } = await openInvite(input.token, now);
  assertPasswordAllowed(input.password, staff.email);
  await consume({ key: `staff:signup-code:${invite.id}`, max: CODE_TRIES, windowMs: 15 * 60 * 1000 }, now);
  const step = acceptedStep(secret, input.code, null, now.getTime());
  if (step === undefined) throw catalogError(400, 'staffCodeInvalid');
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(staffInvites)
      .set({ usedAt: now })
      .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.usedAt)))
      .returning({ id: staffInvites.id });
    if (!claimed) throw catalogError(400, 'staffInviteInvalid');
    const [row] = await tx
      .update(staffUsers)
      .set({ passwordHash, totpSecret: invite.totpSecret, totpLastStep: step, status: 'active', updatedAt: now })
      .where(eq(staffUsers.id, staff.id))
      .returning();
    const recoveryCodes = await replaceRecoveryCodes(tx, staff.id);
    await endAllStaffSessions(tx, staff.id, now);
    const sessionToken = await startStaffSession(staff.id, now, tx);
    const user = toStaffUser(row!);
    await recordAudit(tx, staffActor(staff), {
      action: 'staff.signup',
      entityType: 'staff',
      entityId: staff.id,
      before: toStaffUser(staff),
      after: user,
    });
    return { staff: user, recoveryCodes, sessionToken };
  });
}
