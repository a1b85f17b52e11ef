/**
 * The secret tokens the shop hands out (login sessions, sign-up, reset and sign-in links, integration keys, webhook
 * secrets): 256 random bits, URL-safe. Where only checked, not read back, just their SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new secret token after `prefix` (which tells a key or a webhook secret apart where it is pasted). */
export function newSecretToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** The stored form of a session or link token: its SHA-256 in hex (the token itself is never stored). */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
