import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
// Bundled into the server build by Vite, so the list needs no file next to the built server.
import commonPasswordList from './common-passwords.txt?raw';

/** The shortest password an account accepts. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest password hashed (longer ones are refused, so a huge body cannot make hashing expensive). */
export const MAX_PASSWORD_LENGTH = 256;

// OWASP's scrypt setting: N = 2^17, r = 8, p = 1 (128 MiB per hash; maxmem must exceed 128 * N * r).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password: `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', Math.log2(PARAMS.N), PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, logN, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const params = { N: 2 ** Number(logN), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0) || params.N > 2 ** 20) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification for a login with an unknown email, so that the answer time does
 * not tell which addresses have an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(commonPasswordList.split('\n').map((line) => line.trim()).filter(Boolean));
  return common;
}

/** Why a new password is refused: too short, too long, or on the list of common passwords (case-insensitive). */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'tooCommon';

/** Checks a new password against the policy; undefined when it is acceptable. */
export function passwordProblem(password: string, email?: string): PasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'tooCommon';
  // The account's own address (or its local part) is as guessable as a common password.
  if (email && (lower === email.toLowerCase() || lower === email.toLowerCase().split('@')[0])) return 'tooCommon';
  return undefined;
}
