import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config/config.ts';
import { redirectPathOr } from '../http/redirect.ts';
import type { PreviewState } from './source.ts';

/** Name of the cookie that carries a signed editor preview. */
export const previewCookie = 'np_preview';
/** How long a preview lasts, in seconds. */
export const previewMaxAge = 8 * 60 * 60;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** True when `given` is the preview secret (constant time). */
export function isPreviewSecret(given: string, secret = config().previewSecret): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A signed cookie value opening the preview until `now + previewMaxAge`, with the service's context if given. */
export function createPreviewToken(
  context: string | undefined,
  now = Date.now(),
  secret = config().previewSecret,
): string {
  const payload = Buffer.from(
    JSON.stringify({ exp: Math.floor(now / 1000) + previewMaxAge, ...(context ? { context } : {}) }),
  ).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The preview state of a request from its cookie value; forged, expired or absent values give preview off. */
export function readPreviewToken(
  value: string | undefined,
  now = Date.now(),
  secret = config().previewSecret,
): PreviewState {
  if (!value) return { enabled: false };
  const [payload, signature] = value.split('.');
  if (!payload || !signature) return { enabled: false };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { enabled: false };
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number; context?: string };
    if (typeof data.exp !== 'number' || data.exp * 1000 < now) return { enabled: false };
    return { enabled: true, ...(typeof data.context === 'string' ? { context: data.context } : {}) };
  } catch {
    return { enabled: false };
  }
}

/** A same-site path to send the editor to, or '/' when the value could leave the site (the shop's one redirect rule). */
export function safeRedirectPath(value: string | null): string {
  return redirectPathOr(value, '/');
}

/** True when a request carries a valid editor preview cookie: such requests must bypass the output cache. */
export function isPreviewRequest(request: Request): boolean {
  const cookie = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${previewCookie}=([^;]+)`).exec(cookie);
  return match ? readPreviewToken(decodeURIComponent(match[1]!)).enabled : false;
}
