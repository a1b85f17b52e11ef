import { expect, it } from 'vitest';
import { retryDelayMs } from './sender.ts';
import { signatureHeader, verifySignature } from './signature.ts';

it('a signature verifies only the same body with the same secret, and not once it is over five minutes old', () => {
  const body = '{"id":"evt_1","type":"order.placed","data":{"name":"Åsa"}}';
  const now = Date.UTC(2026, 10, 28, 12);
  const at = now / 1000;
  const header = signatureHeader('whsec_one', body, at);
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(verifySignature('whsec_one', body, header, now)).toBe(true);
  expect(verifySignature('whsec_two', body, header, now)).toBe(false);
  expect(verifySignature('whsec_one', `${body} `, header, now)).toBe(false);
  expect(verifySignature('whsec_one', body, header, now + 301_000)).toBe(false);
  expect(verifySignature('whsec_one', body, header.replace(/t=\d+/, `t=${at + 1}`), now)).toBe(false);
  expect(verifySignature('whsec_one', body, undefined, now)).toBe(false);
  expect(verifySignature('whsec_one', body, 't=x,v1=zz', now)).toBe(false);
});

it('retries double from the base delay up to the maximum', () => {
  expect([1, 2, 3, 4, 8, 20].map((attempts) => retryDelayMs(attempts, 30_000, 3_600_000))).toEqual([
    30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
  ]);
});
