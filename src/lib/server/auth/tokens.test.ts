import { expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, verifyAccessToken } from './tokens.ts';

const secret = 'x'.repeat(48);

it('accepts its own tokens and reads the customer and group', () => {
  const token = issueAccessToken(42, 2, Date.now(), secret);
  expect(verifyAccessToken(token, Date.now(), secret)).toMatchObject({ customerId: 42, groupId: 2 });
});

it('refuses expired, tampered, foreign and malformed tokens', () => {
  const now = Date.now();
  const token = issueAccessToken(42, 1, now, secret);
  expect(verifyAccessToken(token, now + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000, secret)).toBe('expired');
  const [h, p, s] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ sub: '43', grp: 1, exp: 9e9 })).toString('base64url');
  expect(verifyAccessToken(`${h}.${forged}.${s}`, now, secret)).toBe('bad-signature');
  expect(verifyAccessToken(token, now, 'y'.repeat(48))).toBe('bad-signature');
  expect(verifyAccessToken(`${h}.${p}`, now, secret)).toBe('malformed');
  expect(verifyAccessToken(undefined, now, secret)).toBe('missing');
});
