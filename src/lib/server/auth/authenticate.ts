import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { ApiError } from '../http/api.ts';
import { verifyAccessToken } from './tokens.ts';

/** The customer an access token belongs to. */
export interface AuthenticatedCustomer {
  customerId: number;
  groupId: number;
  email: string;
}

const problems: Record<string, string> = {
  missing: 'An access token is required for this call',
  malformed: 'The access token is malformed',
  'bad-signature': 'The access token is not valid',
  expired: 'The access token has expired',
  unknown: 'The access token belongs to no customer',
};

/**
 * Resolves an access token to its customer (signature, expiry, and that the customer still exists).
 * Returns undefined for no token; throws 401 for a bad one.
 */
export async function authenticate(token: string | undefined): Promise<AuthenticatedCustomer | undefined> {
  if (!token) return undefined;
  const claims = verifyAccessToken(token);
  if (typeof claims === 'string') throw new ApiError(401, problems[claims] ?? problems.malformed!);
  const db = await getDb();
  const [row] = await db.select({ id: customers.id, groupId: customers.groupId, email: customers.email }).from(customers).where(eq(customers.id, claims.customerId));
  if (!row) throw new ApiError(401, problems.unknown!);
  return { customerId: row.id, groupId: row.groupId, email: row.email };
}

/** Like `authenticate`, but a missing token is a 401 too. */
export async function requireCustomer(token: string | undefined): Promise<AuthenticatedCustomer> {
  const customer = await authenticate(token);
  if (!customer) throw new ApiError(401, problems.missing!);
  return customer;
}
