/**
 * The signature of a webhook delivery: `Nordpeak-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>` over `<t>.<raw
 * body>` with the endpoint's secret (the scheme Stripe uses, so receivers know it). More in README.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a delivery's signature travels in. */
export const SIGNATURE_HEADER = 'Nordpeak-Signature';

/** How old a signed delivery a receiver accepts (seconds). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The header value signing `body` at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * True when `header` signs `body` with `secret` no longer than `toleranceSeconds` ago: what a receiver checks (the
 * tests' receiver uses it; the README shows the same code for receivers to copy).
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  now = Date.now(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
