import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client.ts';
import { customers, refreshTokens } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.ts';
import { issueAccessToken, verifyAccessToken } from '../auth/tokens.ts';
import { z } from 'astro/zod';
import { hashPassword, loginPasswordOk, needsRehash } from './password.ts';
import { countHit } from './rate-limit.ts';
import { countLogin, forgetLogin, loginLimits } from './throttle.ts';
import { loginSchema, refreshTokenSchema } from '../../accounts/schema.ts';
import { TOKEN_FAMILY_LOCK } from '../db/advisory-locks.ts';

/** Refresh tokens live 30 days; each use replaces the token with a new one of the same family. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** An access token and its refresh token. */
export interface Session {
  token: string;
  refreshToken: string;
}

/** Now and then, drops refresh tokens that expired over a day ago (no access token of theirs can still be alive). */
async function pruneExpired(now: Date): Promise<void> {
  if (Math.random() >= 0.01) return;
  const db = await getDb();
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}

/** Writes a new refresh token of `familyId` (with the database or in the rotation's transaction) and answers it. */
async function storeRefreshToken(db: Db, customerId: number, familyId: string, now: Date): Promise<string> {
  const refreshToken = newSecretToken();
  await db.insert(refreshTokens).values({
    customerId,
    familyId,
    tokenHash: hashSecretToken(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return refreshToken;
}

async function issueSession(customerId: number, groupId: number, familyId: string, now: Date): Promise<Session> {
  await pruneExpired(now);
  const refreshToken = await storeRefreshToken(await getDb(), customerId, familyId, now);
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
 * `POST /api/user/login`: the same 401 for an unknown email and a wrong password (and the time of one password check
 * either way). More in README.md.
 */
export async function login(body: unknown, clientAddress: string, now = new Date()): Promise<Session> {
  const input = parseWith(loginSchema, body);
  const email = input.username.toLowerCase();
  const limits = loginLimits(clientAddress, email);
  await countLogin(limits, now);
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  const ok = await loginPasswordOk(input.password, row?.passwordHash);
  if (!row || !ok) {
    await countHit(limits.account, now);
    throw catalogError(401, 'loginFailed');
  }
  await forgetLogin(limits);
  if (needsRehash(row.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await db
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.id, row.id), eq(customers.passwordHash, row.passwordHash)));
  }
  return issueSession(row.id, row.groupId, randomUUID(), now);
}

/**
 * Holds the family's lock until the transaction ends: a rotation and a revocation of one family never interleave, so
 * a token a rotation writes is either seen by the revocation or written after it (and then refused).
 */
async function lockFamily(tx: Db, familyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TOKEN_FAMILY_LOCK}, hashtext(${familyId}))`);
}

async function revokeLocked(tx: Db, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every token of a refresh token family (a login session). */
export async function revokeFamily(familyId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockFamily(tx, familyId);
    await revokeLocked(tx, familyId, now);
  });
}

/** What a rotation gives: the token's customer and family, and the family's next refresh token. */
interface Rotation {
  customerId: number;
  groupId: number;
  familyId: string;
  refreshToken: string;
}

/**
 * Rotates a refresh token under its family's lock; undefined for a token that does not rotate. A token already used
 * has leaked: its whole family is revoked in the same transaction (so also a successor written a moment before). A
 * family with any revoked token is revoked as a whole: none of its tokens rotates.
 */
async function rotate(db: Db, tokenHash: string, now: Date): Promise<Rotation | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!found) return undefined;
    const { familyId } = found;
    await lockFamily(tx, familyId);
    const familyRevoked = sql<boolean>`exists (select 1 from ${refreshTokens} r where r.family_id = ${familyId} and r.revoked_at is not null)`;
    const [token] = await tx
      .select({
        id: refreshTokens.id,
        customerId: refreshTokens.customerId,
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
        groupId: customers.groupId,
        familyRevoked,
      })
      .from(refreshTokens)
      .innerJoin(customers, eq(customers.id, refreshTokens.customerId))
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!token || token.familyRevoked) return undefined;
    if (token.usedAt) {
      await revokeLocked(tx, familyId, now);
      return undefined;
    }
    if (token.expiresAt <= now) return undefined;
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, token.id));
    const refreshToken = await storeRefreshToken(tx, token.customerId, familyId, now);
    return { customerId: token.customerId, groupId: token.groupId, familyId, refreshToken };
  });
}

/**
 * `POST /api/user/refresh`: a refresh token works once. Its use returns a new pair of the same family; presenting
 * a token that was already used means it leaked, so the whole family is revoked and the answer is 401.
 */
export async function refresh(body: unknown, now = new Date()): Promise<Session> {
  const token = parseWith(z.object({ refreshToken: refreshTokenSchema }), body).refreshToken;
  const rotated = await rotate(await getDb(), hashSecretToken(token), now);
  if (!rotated) throw catalogError(401, 'refreshInvalid');
  await pruneExpired(now);
  const { customerId, groupId, familyId, refreshToken } = rotated;
  return { token: await issueAccessToken(customerId, groupId, now.getTime(), undefined, familyId), refreshToken };
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
      .where(eq(refreshTokens.tokenHash, hashSecretToken(input.refreshToken)));
    // With an access token, only that customer's sessions are ended; without one, the refresh token is the proof.
    const sameCustomer = !claims || typeof claims === 'string' || claims.customerId === known?.customerId;
    if (known && sameCustomer) await revokeFamily(known.familyId, now);
  }
  return true;
}
