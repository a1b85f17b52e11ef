/** The second factor of staff sign-in. More in README.md. */
import { hkdfSync } from 'node:crypto';
import { compactDecrypt, CompactEncrypt, decodeProtectedHeader } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { config } from '../config/config.ts';
import { keyId } from '../auth/jwt.ts';

const ISSUER = 'Nordpeak';
const PERIOD = 30;
const PURPOSE = 'staff-totp';

function keyOf(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, '', `nordpeak ${PURPOSE}`, 32));
}

/** A new random TOTP secret (160 bits), base32 as apps show it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Encrypts a TOTP secret for storage. */
export function sealTotpSecret(base32: string): Promise<string> {
  const secret = config().tokenSecret;
  return new CompactEncrypt(new TextEncoder().encode(base32))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: keyId(PURPOSE, secret) })
    .encrypt(keyOf(secret));
}

/** Decrypts a stored TOTP secret (with the current or the previous TOKEN_SECRET); undefined when neither opens it. */
export async function openTotpSecret(sealed: string): Promise<string | undefined> {
  const { tokenSecret, previousTokenSecret } = config();
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(sealed).kid;
  } catch {
    return undefined;
  }
  const secret = [tokenSecret, previousTokenSecret].find((s) => s !== undefined && keyId(PURPOSE, s) === kid);
  if (!secret) return undefined;
  try {
    return new TextDecoder().decode((await compactDecrypt(sealed, keyOf(secret))).plaintext);
  } catch {
    return undefined;
  }
}

function totpOf(base32: string, label = 'staff'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: base32 });
}

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted). */
export function totpUri(base32: string, email: string): string {
  return totpOf(base32, email).toString();
}

/** The QR code of an otpauth URI as an SVG document (shown as an image at sign-up). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The time step a code belongs to when it is valid now (±1 step for clock drift) and newer than `lastStep`;
 * undefined otherwise. The caller stores the step, so the same code cannot be used twice.
 */
export function acceptedStep(
  base32: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(base32).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}
