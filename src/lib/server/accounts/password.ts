import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
// Bundled into the server build by Vite, so the list needs no file next to the built server.
import commonPasswordList from './common-passwords.txt?raw';

/** The shortest password an account accepts. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest password hashed (longer ones are refused, so a huge body cannot make hashing expensive). */
export const MAX_PASSWORD_LENGTH = 256;

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane (about 25 ms and 19 MiB per hash). More in README.md. */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Half the cores (one on a 2-core machine): hashes are pure CPU, and with both cores hashing, bench:signups measured
// browsing p95 2.3–4.9× slower beside 16 parallel sign-ups against 1.5–2.2× with one hash at a time, for about the
// same number of accounts created (alternating runs, load 6–14).
const HASH_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
const hashing = pLimit(HASH_CONCURRENCY);

// The former scrypt hashes (`scrypt$17$8$1$…`) still verify, in the same queue; a login with one rehashes it.
function deriveScrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 32, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6) return false;
  const [, logN, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const params = { N: 2 ** Number(logN), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0) || params.N > 2 ** 20) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveScrypt(password, Buffer.from(salt, 'base64url'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Hashes a password with argon2id (PHC string `$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hashing(() => argon2Hash(password.normalize('NFKC'), ARGON2));
}

/** Checks a password against a stored hash (argon2id, or a former scrypt hash); a malformed hash never matches. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return hashing(async () => {
    if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
    if (!stored.startsWith('$argon2')) return false;
    try {
      return await argon2Verify(stored, password.normalize('NFKC'));
    } catch {
      return false;
    }
  });
}

/** True when a stored hash is not of the current kind and parameters: the next successful login replaces it. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`);
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

/**
 * A login's password check against the stored hash: an over-long password, or no hash (unknown account, not signed
 * up yet), is false after the time of one real check.
 */
export async function loginPasswordOk(given: string, stored: string | null | undefined): Promise<boolean> {
  const password = given.length > MAX_PASSWORD_LENGTH ? '' : given;
  return stored && password ? verifyPassword(password, stored) : verifyAgainstNothing(password);
}

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    commonPasswordList
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
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
