import { SignJWT, UnsecuredJWT } from 'jose';
import { expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, verifyAccessToken } from './tokens.ts';

const secret = 'x'.repeat(48);

it('accepts its own tokens and reads the customer and group', async () => {
  const token = await issueAccessToken(42, 2, Date.now(), secret);
  expect(await verifyAccessToken(token, Date.now(), secret)).toMatchObject({ customerId: 42, groupId: 2 });
});

it('refuses expired, tampered, foreign and malformed tokens', async () => {
  const now = Date.now();
  const token = await issueAccessToken(42, 1, now, secret);
  expect(await verifyAccessToken(token, now + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000, secret)).toBe('expired');
  expect(await verifyAccessToken(token, 0, secret)).toMatchObject({ customerId: 42 }); // signature only (logout)
  const [h, p, s] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ sub: '43', grp: 1, exp: 9e9 })).toString('base64url');
  expect(await verifyAccessToken(`${h}.${forged}.${s}`, now, secret)).toBe('bad-signature');
  expect(await verifyAccessToken(token, now, 'y'.repeat(48))).toBe('bad-signature');
  expect(await verifyAccessToken(`${h}.${p}`, now, secret)).toBe('malformed');
  expect(await verifyAccessToken(undefined, now, secret)).toBe('missing');
});

it('pins the algorithm: unsigned and other-algorithm tokens are refused', async () => {
  const claims = { sub: '42', grp: 2, exp: Math.floor(Date.now() / 1000) + 60 };
  const unsigned = new UnsecuredJWT(claims).encode();
  expect(await verifyAccessToken(unsigned, Date.now(), secret)).toBe('bad-signature');
  const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(secret));
  expect(await verifyAccessToken(hs512, Date.now(), secret)).toBe('bad-signature');
});

it('rotates: tokens of the previous secret stay valid, by their key id', async () => {
  const old = 'o'.repeat(48);
  const token = await signJwt('access', { sub: '7', grp: 1 }, { secrets: { current: old }, ttlSeconds: 60 });
  expect(await verifyJwt('access', token, { secrets: { current: secret, previous: old } })).toMatchObject({ sub: '7' });
  expect(await verifyJwt('access', token, { secrets: { current: secret } })).toBe('bad-signature');
});

it('keeps token kinds apart: a widget token is no access token', async () => {
  const widget = await signJwt('widget', { sub: '42', grp: 2 }, { secrets: { current: secret }, ttlSeconds: 60 });
  expect(await verifyAccessToken(widget, Date.now(), secret)).toBe('bad-signature');
});
