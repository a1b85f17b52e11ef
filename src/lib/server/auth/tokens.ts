import { randomBytes } from 'node:crypto';
import { config } from '../config/config.ts';
import { signJwt, verifyJwt, type JwtProblem, type Secrets } from './jwt.ts';

/** Access tokens live 15 minutes; refresh tokens are separate, stored hashed (see the accounts service). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** What a valid access token says about its customer. */
export interface AccessClaims {
  /** Customer id. */
  customerId: number;
  /** Customer group id (tier prices, tax class). */
  groupId: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Token id. */
  jti: string;
  /** The refresh token family (login session) the token was issued in; revoking the family revokes the token. */
  familyId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const secretsOf = (secret: string | undefined): Secrets =>
  secret === undefined
    ? { current: config().tokenSecret, previous: config().previousTokenSecret }
    : { current: secret };

/** Issues a signed access token (an HS256 JWT, see jwt.ts) for a customer, bound to its login session when given. */
export function issueAccessToken(
  customerId: number,
  groupId: number,
  now = Date.now(),
  secret?: string,
  familyId?: string,
): Promise<string> {
  return signJwt(
    'access',
    {
      sub: String(customerId),
      grp: groupId,
      jti: randomBytes(12).toString('base64url'),
      ...(familyId ? { fam: familyId } : {}),
    },
    { secrets: secretsOf(secret), ttlSeconds: ACCESS_TOKEN_TTL_SECONDS, now },
  );
}

/** Why a token was refused. */
export type TokenProblem = 'missing' | JwtProblem;

/** Verifies an access token's signature and expiry (`now = 0`: the signature only); its claims or the problem. */
export async function verifyAccessToken(
  token: string | undefined,
  now = Date.now(),
  secret?: string,
): Promise<AccessClaims | TokenProblem> {
  if (!token) return 'missing';
  const claims = await verifyJwt('access', token, { secrets: secretsOf(secret), now, ignoreExpiry: now === 0 });
  if (typeof claims === 'string') return claims;
  const customerId = Number(claims.sub);
  if (!Number.isInteger(customerId) || typeof claims.exp !== 'number' || typeof claims['grp'] !== 'number')
    return 'malformed';
  const family = claims['fam'];
  if (family !== undefined && (typeof family !== 'string' || !UUID.test(family))) return 'malformed';
  return {
    customerId,
    groupId: claims['grp'],
    exp: claims.exp,
    jti: String(claims.jti ?? ''),
    ...(typeof family === 'string' ? { familyId: family } : {}),
  };
}
