import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config } from '../config/config.ts';

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

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** Issues a signed access token (a compact HS256 JWT) for a customer, bound to its login session when given. */
export function issueAccessToken(customerId: number, groupId: number, now = Date.now(), secret = config().tokenSecret, familyId?: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({
    sub: String(customerId), grp: groupId, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS,
    jti: randomBytes(12).toString('base64url'),
    ...(familyId ? { fam: familyId } : {}),
  }));
  return `${header}.${payload}.${sign(`${header}.${payload}`, secret)}`;
}

/** Why a token was refused. */
export type TokenProblem = 'missing' | 'malformed' | 'bad-signature' | 'expired';

/** Verifies an access token's signature and expiry; returns its claims or the problem. */
export function verifyAccessToken(token: string | undefined, now = Date.now(), secret = config().tokenSecret): AccessClaims | TokenProblem {
  if (!token) return 'missing';
  if (token.length > 2048) return 'malformed';
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed';
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
  let claims: { sub?: unknown; grp?: unknown; exp?: unknown; jti?: unknown; fam?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return 'malformed';
  }
  const customerId = Number(claims.sub);
  if (!Number.isInteger(customerId) || typeof claims.exp !== 'number' || typeof claims.grp !== 'number') return 'malformed';
  if (claims.fam !== undefined && (typeof claims.fam !== 'string' || !UUID.test(claims.fam))) return 'malformed';
  if (claims.exp * 1000 <= now) return 'expired';
  return { customerId, groupId: claims.grp, exp: claims.exp, jti: String(claims.jti ?? ''), ...(claims.fam ? { familyId: claims.fam } : {}) };
}
