/** Staff sign-in in two steps. More in README.md. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { staffLoginChallenges, staffUsers } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { hashPassword, loginPasswordOk, needsRehash } from '../accounts/password.ts';
import { clearLimit, countHit, consume, type Limit } from '../accounts/rate-limit.ts';
import { countLogin, forgetLogin, loginLimits } from '../accounts/throttle.ts';
import { recordAudit } from '../audit/service.ts';
import { staffLoginSchema, staffVerifySchema } from '../../staff/schema.ts';
import { staffActor } from './actor.ts';
import { useRecoveryCode } from './recovery.ts';
import { startStaffSession } from './sessions.ts';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.ts';
import { acceptedStep, openTotpSecret } from './totp.ts';

/** The second step must follow within five minutes. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes. */
const CHALLENGE_TRIES = 5;
/** Wrong codes per account in 15 minutes, over every challenge (then 429 until the window ends). */
const codeLimit = (staffId: number): Limit => ({ key: `staff:code:${staffId}`, max: 5, windowMs: 15 * 60 * 1000 });

/** The customers' throttles, counted under keys of their own (a customer and a staff member may share an address). */
const staffKey = (limit: Limit): Limit => ({ ...limit, key: `staff:${limit.key}` });

/** Where a sign-in came from (written to the audit log with it). */
export interface SignInOrigin {
  clientAddress: string;
  request: Request;
}

/** The password step: a challenge for the second step, or the same 401 for every wrong e-mail or password. */
export async function staffPasswordStep(body: unknown, clientAddress: string, now = new Date()): Promise<string> {
  const input = parseWith(staffLoginSchema, body);
  const email = input.email;
  const limits = loginLimits(clientAddress, email, staffKey);
  await countLogin(limits, now);
  const db = await getDb();
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  const ok = await loginPasswordOk(input.password, row?.passwordHash);
  // A disabled or not yet signed-up account answers as a wrong password does.
  if (!row || !ok || row.status !== 'active') {
    await countHit(limits.account, now);
    throw catalogError(401, 'loginFailed');
  }
  await forgetLogin(limits);
  if (needsRehash(row.passwordHash!))
    await db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(and(eq(staffUsers.id, row.id), eq(staffUsers.passwordHash, row.passwordHash!)));
  const challenge = newSecretToken();
  if (Math.random() < 0.05) await db.delete(staffLoginChallenges).where(lt(staffLoginChallenges.expiresAt, now));
  await db.insert(staffLoginChallenges).values({
    staffId: row.id,
    tokenHash: hashSecretToken(challenge),
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/** The second step: a session token for the cookie (and whose it is), or 401 (wrong code, challenge over) or 429 (too many codes). */
export async function staffCodeStep(
  body: unknown,
  origin: SignInOrigin,
  now = new Date(),
): Promise<{ token: string; staffId: number }> {
  const input = parseWith(staffVerifySchema, body);
  const db = await getDb();
  const live = and(
    eq(staffLoginChallenges.tokenHash, hashSecretToken(input.challenge)),
    isNull(staffLoginChallenges.usedAt),
    gt(staffLoginChallenges.expiresAt, now),
    lt(staffLoginChallenges.attempts, CHALLENGE_TRIES),
  );
  const [found] = await db
    .select({ challenge: staffLoginChallenges, staff: staffUsers })
    .from(staffLoginChallenges)
    .innerJoin(staffUsers, eq(staffUsers.id, staffLoginChallenges.staffId))
    .where(live);
  if (!found || found.staff.status !== 'active' || !found.staff.totpSecret)
    throw catalogError(401, 'staffChallengeExpired');
  const { staff } = found;
  await consume(codeLimit(staff.id), now);
  const secret = await openTotpSecret(staff.totpSecret!);
  const step = secret ? acceptedStep(secret, input.code, staff.totpLastStep, now.getTime()) : undefined;
  const session = await db.transaction(async (tx) => {
    let method: 'app' | 'recovery' | undefined;
    if (step !== undefined) {
      // Stored conditionally, so the same code sent twice at once signs in once.
      const [stored] = await tx
        .update(staffUsers)
        .set({ totpLastStep: step })
        .where(and(eq(staffUsers.id, staff.id), sql`coalesce(${staffUsers.totpLastStep}, -1) < ${step}`))
        .returning({ id: staffUsers.id });
      if (stored) method = 'app';
    } else if (await useRecoveryCode(tx, staff.id, input.code, now)) method = 'recovery';
    if (!method) return undefined;
    const [claimed] = await tx
      .update(staffLoginChallenges)
      .set({ usedAt: now })
      .where(and(eq(staffLoginChallenges.id, found.challenge.id), live))
      .returning({ id: staffLoginChallenges.id });
    // Used meanwhile by a request of the same challenge: nothing of this one is kept.
    if (!claimed) throw catalogError(401, 'staffChallengeExpired');
    const token = await startStaffSession(staff.id, now, tx);
    await recordAudit(tx, staffActor(staff, origin), {
      action: 'staff.signin',
      entityType: 'staff',
      entityId: staff.id,
      after: { method },
    });
    return token;
  });
  if (!session) {
    await db
      .update(staffLoginChallenges)
      .set({ attempts: sql`${staffLoginChallenges.attempts} + 1` })
      .where(eq(staffLoginChallenges.id, found.challenge.id));
    throw catalogError(401, 'staffCodeInvalid');
  }
  await clearLimit(codeLimit(staff.id).key);
  return { token: session, staffId: staff.id };
}
