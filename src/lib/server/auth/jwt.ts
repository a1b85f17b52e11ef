import { createHash } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** Signed tokens (JWT, HS256) through `jose`, behind one helper. More in README.md. */

/** The secrets tokens are signed and checked with: the current one, and the one before the last rotation. */
export interface Secrets {
  current: string;
  previous?: string | undefined;
}

/** Why a token was refused. */
export type JwtProblem = 'malformed' | 'bad-signature' | 'expired';

const encoder = new TextEncoder();

/** The key of a purpose: the secret itself for customer access tokens (as before `kid`s), else purpose-bound. */
function keyOf(purpose: string, secret: string): Uint8Array {
  return encoder.encode(purpose === 'access' ? secret : `${purpose}:${secret}`);
}

/** A key's public name: a hash of purpose and secret (never the secret). */
export function keyId(purpose: string, secret: string): string {
  return createHash('sha256').update(`kid:${purpose}:${secret}`).digest('base64url').slice(0, 16);
}

/** Signs claims for `ttlSeconds` from `now` with the current secret. */
export async function signJwt(
  purpose: string,
  claims: JWTPayload,
  options: { secrets: Secrets; ttlSeconds: number; now?: number },
): Promise<string> {
  const issued = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keyId(purpose, options.secrets.current) })
    .setIssuedAt(issued)
    .setExpirationTime(issued + options.ttlSeconds)
    .sign(keyOf(purpose, options.secrets.current));
}

/**
 * Verifies a token of a purpose: HS256 only, signed by the key its `kid` names (current or previous secret; a token
 * without `kid` is checked with the current secret), not expired at `now` (`ignoreExpiry` checks the signature only,
 * e.g. to log out with an expired token). Returns the claims or the problem.
 */
export async function verifyJwt(
  purpose: string,
  token: string,
  options: { secrets: Secrets; now?: number; ignoreExpiry?: boolean },
): Promise<JWTPayload | JwtProblem> {
  if (token.length > 4096 || token.split('.').length !== 3) return 'malformed';
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== 'HS256') return 'bad-signature';
    kid = typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return 'malformed';
  }
  const candidates = [options.secrets.current, options.secrets.previous].filter(
    (s): s is string => typeof s === 'string' && s.length > 0,
  );
  const secret = kid === undefined ? options.secrets.current : candidates.find((s) => keyId(purpose, s) === kid);
  if (secret === undefined) return 'bad-signature';
  try {
    const { payload } = await jwtVerify(token, keyOf(purpose, secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      // Expiry ignored: checked as at the token's own issue time.
      currentDate: options.ignoreExpiry ? new Date(0) : new Date(options.now ?? Date.now()),
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) return 'expired';
    if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad-signature';
    return 'malformed';
  }
}
