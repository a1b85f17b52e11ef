import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { customers, refreshTokens } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { issueAccessToken, verifyAccessToken } from '../auth/tokens.ts';
import { z } from 'astro/zod';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword, MAX_PASSWORD_LENGTH } from './password.ts';
import { clearLimit, countAttempt, countHit, currentCount, releaseHit } from './rate-limit.ts';
import { accountLimit, addressLimit, loginDelayMs, pairLimit } from './throttle.ts';
import { loginSchema, refreshTokenSchema } from '../../accounts/schema.ts';

/** Refresh tokens live 30 days; each use replaces the token with a new one of the same family. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** An access token and its refresh token. */
export interface Session {
  token: string;
  refreshToken: string;
}

/** The stored form of a refresh token: its SHA-256 (the token itself is 256 random bits, never stored). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function issueSession(customerId: number, groupId: number, familyId: string, now: Date): Promise<Session> {
  const refreshToken = randomBytes(32).toString('base64url');
  const db = await getDb();
  // Now and then, drop refresh tokens that expired over a day ago (no access token of theirs can still be alive).
  if (Math.random() < 0.01)
    await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  await db.insert(refreshTokens).values({
    customerId,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return { token: await issueAccessToken(customerId, groupId, now.getTime(), undefined, familyId), refreshToken };
}

/** Starts a new login session (a new refresh token family) for a customer. */
export async function startSession(customerId: number, now = new Date()): Promise<Session> {
  const db = await getDb();
  const [row] = await db.select({ groupId: customers.groupId }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw catalogError(401, 'tokenUnknown');
  return issueSession(customerId, row.groupId, randomUUID(), now);
}

/**
 * `POST /api/user/login`: the same 401 for an unknown email and a wrong password (and the time of one password
 * check either way). Failures slow the next attempts down, per account and per client address (exponential delay,
 * see `loginDelayMs`); only one address's attempts on one account (5 failures) and one address's attempts overall
 * (20 failures) are refused with 429, so nobody can lock the owner out. A login with a hash of an older kind rehashes it.
 */
export async function login(body: unknown, clientAddress: string, now = new Date()): Promise<Session> {
  const input = parseWith(loginSchema, body);
  const email = input.username.toLowerCase();
  const [account, pair, address] = [accountLimit(email), pairLimit(clientAddress, email), addressLimit(clientAddress)];
  // Counted before the password check, so parallel guesses cannot slip through; a successful login takes them back.
  await countAttempt([pair, address], now);
  const [accountFailures, addressCount] = await Promise.all([currentCount(account, now), currentCount(address, now)]);
  const delay = loginDelayMs(accountFailures, addressCount - 1);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  const password = input.password.length > MAX_PASSWORD_LENGTH ? '' : input.password;
  const ok = row && password ? await verifyPassword(password, row.passwordHash) : await verifyAgainstNothing(password);
  if (!row || !ok) {
    await countHit(account, now);
    throw catalogError(401, 'loginFailed');
  }
  await Promise.all([clearLimit(pair.key), clearLimit(account.key), releaseHit(address.key)]);
  if (needsRehash(row.passwordHash)) {
    const passwordHash = await hashPassword(password);
    await db
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.id, row.id), eq(customers.passwordHash, row.passwordHash)));
  }
  return issueSession(row.id, row.groupId, randomUUID(), now);
}

/** Revokes every token of a refresh token family (a login session). */
export async function revokeFamily(familyId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * `POST /api/user/refresh`: a refresh token works once. Its use returns a new pair of the same family; presenting
 * a token that was already used means it leaked, so the whole family is revoked and the answer is 401.
 */
export async function refresh(body: unknown, now = new Date()): Promise<Session> {
  const token = parseWith(z.object({ refreshToken: refreshTokenSchema }), body).refreshToken;
  const tokenHash = hashRefreshToken(token);
  const db = await getDb();
  // Claiming the token is one conditional UPDATE, so two concurrent uses cannot both succeed.
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: refreshTokens.customerId, familyId: refreshTokens.familyId });
  if (!claimed) {
    const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    if (known?.usedAt && !known.revokedAt) await revokeFamily(known.familyId, now);
    throw catalogError(401, 'refreshInvalid');
  }
  const [customer] = await db
    .select({ groupId: customers.groupId })
    .from(customers)
    .where(eq(customers.id, claimed.customerId));
  if (!customer) throw catalogError(401, 'refreshInvalid');
  return issueSession(claimed.customerId, customer.groupId, claimed.familyId, now);
}

/**
 * `POST /api/user/logout`: revokes the session of the access token (also an expired one: its signature still
 * proves which session it was) and the family of a given refresh token; `true`. A forged or malformed token is a 401.
 */
export async function logout(accessToken: string | undefined, body: unknown, now = new Date()): Promise<true> {
  const input = parseWith(z.object({ refreshToken: refreshTokenSchema.optional() }), body);
  const db = await getDb();
  // now = 0 skips the expiry check only; the signature is still verified.
  const claims = accessToken ? await verifyAccessToken(accessToken, 0) : undefined;
  if (claims === 'malformed') throw catalogError(401, 'tokenMalformed');
  if (claims === 'bad-signature') throw catalogError(401, 'tokenInvalid');
  if (claims && typeof claims !== 'string' && claims.familyId) await revokeFamily(claims.familyId, now);
  if (input.refreshToken) {
    const [known] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(input.refreshToken)));
    // With an access token, only that customer's sessions are ended; without one, the refresh token is the proof.
    const sameCustomer = !claims || typeof claims === 'string' || claims.customerId === known?.customerId;
    if (known && sameCustomer) await revokeFamily(known.familyId, now);
  }
  return true;
}
