import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { customers, refreshTokens } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import type { ErrorName } from '../../i18n/errors.ts';
import { verifyAccessToken, type TokenProblem } from './tokens.ts';

/** The customer an access token belongs to. */
export interface AuthenticatedCustomer {
  customerId: number;
  groupId: number;
  email: string;
  /** The login session (refresh token family) of the token, when it was issued by a login. */
  familyId?: string;
}

const problems: Record<Exclude<TokenProblem, 'missing'>, ErrorName> = {
  malformed: 'tokenMalformed',
  'bad-signature': 'tokenInvalid',
  expired: 'tokenExpired',
};

/**
 * Resolves an access token to its customer: signature, expiry, that the customer still exists and that the
 * token's login session was not revoked (logout, password change, reuse of a refresh token).
 * Returns undefined for no token; throws 401 for a bad one.
 */
export async function authenticate(token: string | undefined): Promise<AuthenticatedCustomer | undefined> {
  if (!token) return undefined;
  const claims = await verifyAccessToken(token);
  if (typeof claims === 'string') throw catalogError(401, claims === 'missing' ? 'tokenMissing' : problems[claims]);
  const db = await getDb();
  const revoked = claims.familyId
    ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.familyId} and ${refreshTokens.revokedAt} is not null)`
    : sql<boolean>`false`;
  const [row] = await db
    .select({ id: customers.id, groupId: customers.groupId, email: customers.email, revoked })
    .from(customers)
    .where(eq(customers.id, claims.customerId));
  if (!row) throw catalogError(401, 'tokenUnknown');
  if (row.revoked) throw catalogError(401, 'tokenRevoked');
  return {
    customerId: row.id,
    groupId: row.groupId,
    email: row.email,
    ...(claims.familyId ? { familyId: claims.familyId } : {}),
  };
}

/** Like `authenticate`, but a missing token is a 401 too. */
export async function requireCustomer(token: string | undefined): Promise<AuthenticatedCustomer> {
  const customer = await authenticate(token);
  if (!customer) throw catalogError(401, 'tokenMissing');
  return customer;
}
