import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'astro/zod';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.ts';
import { config } from '../config/config.ts';
import { getDb } from '../db/client.ts';
import { customers, passwordResetTokens, refreshTokens } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { passwordResetMail } from '../mail/account-mails.ts';
import { deliverMails, enqueueMail } from '../mail/mailer.ts';
import { routePath } from '../../routes/routes.ts';
import { isStoreCode, type StoreCode } from '../../store-view/config.ts';
import { hashPassword } from './password.ts';
import { countHit } from './rate-limit.ts';
import { createPasswordSchema, emailSchema } from '../../accounts/schema.ts';
import { assertPasswordAllowed } from './service.ts';

/** A reset link works once, for an hour. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** At most this many reset mails per account per hour (more requests still answer `true`, without a mail). */
const MAILS_PER_HOUR = 3;

/**
 * The storefront page a reset link opens (the account page, which shows the new-password form), with the email and
 * the token in the fragment: browsers never send a fragment to a server, so the secret reaches no cache, log or Referer.
 */
export function resetLink(storeCode: StoreCode, email: string, token: string): string {
  return `${config().publicBaseUrl}${routePath(storeCode, 'account')}#${new URLSearchParams({ email, resetToken: token })}`;
}

const pending = new Set<Promise<void>>();

/** Resolves when the reset mails asked for so far have been handled (tests, graceful shutdown). */
export async function resetMailsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/**
 * Writes a reset link and its mail for the account of `email` (nothing when there is none) and delivers it; a
 * request from the shop counts against the account's mails per hour, one made by staff for the customer does not.
 */
export async function mailResetLink(email: string, now: Date, byStaff = false): Promise<void> {
  const db = await getDb();
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  if (!customer) return;
  if (!byStaff) {
    const key = `reset-mail:${customer.id}`;
    if ((await countHit({ key, max: MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 }, now)) > MAILS_PER_HOUR) return;
  }
  const token = newSecretToken();
  const store = isStoreCode(customer.storeCode) ? customer.storeCode : 'sv';
  // The token and its mail are committed together.
  const mailId = await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      customerId: customer.id,
      tokenHash: hashSecretToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60 * 1000),
    });
    return enqueueMail(
      tx,
      passwordResetMail(
        store,
        customer.email,
        customer.firstname,
        resetLink(store, customer.email, token),
        RESET_TOKEN_TTL_MINUTES,
      ),
    );
  });
  await deliverMails([mailId]);
}

/**
 * `POST /api/user/reset-password`: `true` for every well-formed email, so the answer tells nothing about which
 * addresses have an account; when one exists, a mail with a single-use, expiring link goes out in its store
 * language. The lookup and the mail run after the answer, so its timing does not tell either.
 */
export async function requestPasswordReset(body: unknown, now = new Date()): Promise<true> {
  const { email } = parseWith(z.object({ email: emailSchema }), body);
  const job = mailResetLink(email, now).catch((error: unknown) =>
    console.error('[accounts] reset mail failed:', error),
  );
  pending.add(job);
  void job.finally(() => pending.delete(job));
  return true;
}

/**
 * `POST /api/user/create-password`: sets a new password with a reset token. The token must belong to the given
 * email, be unused and unexpired; it is used up by the one conditional UPDATE that claims it, and every login
 * session of the account is revoked.
 */
export async function createPassword(body: unknown, now = new Date()): Promise<true> {
  const input = parseWith(createPasswordSchema, body);
  // The policy first, so a refused password does not use up the link.
  assertPasswordAllowed(input.newPassword, input.email);
  const valid = and(
    eq(passwordResetTokens.tokenHash, hashSecretToken(input.resetToken)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    eq(
      passwordResetTokens.customerId,
      sql`(select ${customers.id} from ${customers} where ${customers.email} = ${input.email})`,
    ),
  );
  const db = await getDb();
  // Check before hashing, so that guessed tokens cost no password hash.
  const [found] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(valid);
  if (!found) throw catalogError(400, 'resetTokenInvalid');
  const passwordHash = await hashPassword(input.newPassword);
  const changed = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(valid)
      .returning({ customerId: passwordResetTokens.customerId });
    if (!claimed) return false;
    await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, claimed.customerId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.customerId, claimed.customerId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.customerId, claimed.customerId), isNull(refreshTokens.revokedAt)));
    return true;
  });
  if (!changed) throw catalogError(400, 'resetTokenInvalid');
  return true;
}
