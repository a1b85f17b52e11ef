import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import { issueAccessToken } from '../../../src/lib/server/auth/tokens.ts';
import { config } from '../../../src/lib/server/config/config.ts';
import * as createRoute from '../../../src/pages/api/user/create.ts';
import * as loginRoute from '../../../src/pages/api/user/login.ts';
import * as refreshRoute from '../../../src/pages/api/user/refresh.ts';
import * as logoutRoute from '../../../src/pages/api/user/logout.ts';
import * as meRoute from '../../../src/pages/api/user/me.ts';
import * as changePasswordRoute from '../../../src/pages/api/user/change-password.ts';
import * as resetRoute from '../../../src/pages/api/user/reset-password.ts';
import * as createPasswordRoute from '../../../src/pages/api/user/create-password.ts';
import { resetMailsSettled } from '../../../src/lib/server/accounts/password-reset.ts';
import { callApi } from '../../support/call-api.ts';
import { describeEachDatabase } from '../../support/db.ts';
import { GOOD_PASSWORD, readOutbox, resetLinkOf, signUp, uniqueEmail, useTempConfig } from './helpers.ts';

describeEachDatabase('user accounts API', (ctx) => {
  let outbox = '';
  beforeAll(() => {
    outbox = useTempConfig();
  });

  it('creates a customer in the general group and never answers a password hash', async () => {
    const email = uniqueEmail();
    const answer = await callApi(createRoute, {
      method: 'POST',
      query: { storeCode: 'no' },
      body: {
        customer: {
          email: ` ${email.toUpperCase()} `,
          firstname: 'Kari',
          lastname: 'Nordmann',
          group_id: 2,
          addresses: [
            {
              firstname: 'Kari',
              lastname: 'Nordmann',
              street: ['Storgata 1'],
              city: 'Oslo',
              postcode: '0155',
              country_id: 'no',
              default_shipping: true,
            },
          ],
        },
        password: GOOD_PASSWORD,
      },
    });
    expect(answer.code).toBe(200);
    expect(answer.result).toMatchObject({
      email,
      firstname: 'Kari',
      lastname: 'Nordmann',
      group_id: 1,
      addresses: [
        {
          street: ['Storgata 1'],
          city: 'Oslo',
          postcode: '0155',
          country_id: 'NO',
          default_shipping: true,
          default_billing: false,
        },
      ],
    });
    expect(Object.keys(answer.result).sort()).toEqual([
      'addresses',
      'created_at',
      'email',
      'firstname',
      'group_id',
      'id',
      'lastname',
      'store_code',
    ]);
    const [row] = await ctx.db.select().from(t.customers).where(eq(t.customers.email, email));
    expect(row!.storeCode).toBe('no');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(answer)).not.toContain(row!.passwordHash);
  });

  it('refuses a duplicate email, an invalid email and weak passwords', async () => {
    const { email } = await signUp();
    const create = (customer: Record<string, unknown>, password: string) =>
      callApi(createRoute, { method: 'POST', body: { customer, password } });
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.customers);
    expect(await create({ email: email.toUpperCase(), firstname: 'A', lastname: 'B' }, GOOD_PASSWORD)).toMatchObject({
      code: 400,
      result: 'A customer with the same email address already exists.',
    });
    expect(await create({ email: 'not-an-email', firstname: 'A', lastname: 'B' }, GOOD_PASSWORD)).toMatchObject({
      code: 400,
      result: 'Not a valid emailadress',
    });
    expect(await create({ email: uniqueEmail(), firstname: 'A', lastname: 'B' }, 'kort1')).toMatchObject({
      code: 400,
      result: 'The password must be at least 8 characters long.',
    });
    for (const common of ['password123', 'Sommar2024', 'qwertyuiop', 'Lösenord1']) {
      expect(await create({ email: uniqueEmail(), firstname: 'A', lastname: 'B' }, common)).toMatchObject({
        code: 400,
        result: 'This password is too common and easy to guess. Please choose another one.',
      });
    }
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.customers);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('signs in with a token and a refresh token, and answers the same for unknown email and wrong password', async () => {
    const { email, token, refreshToken } = await signUp();
    expect(token.split('.')).toHaveLength(3);
    expect(refreshToken.length).toBeGreaterThanOrEqual(43);
    const stored = await ctx.db.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, refreshToken));
    expect(stored).toHaveLength(0); // stored hashed only
    const timed = async (username: string) => {
      const started = performance.now();
      const answer = await callApi(loginRoute, {
        method: 'POST',
        body: { username, password: 'Fel-lösenord-99' },
        clientAddress: '192.0.2.10',
      });
      return { answer, ms: performance.now() - started };
    };
    const wrong = [await timed(email), await timed(email)];
    const unknown = [await timed(uniqueEmail('ingen')), await timed(uniqueEmail('ingen'))];
    expect(wrong[0]!.answer).toMatchObject({
      code: 401,
      result: 'You did not sign in correctly or your account is temporarily disabled.',
    });
    for (const u of unknown)
      expect({ code: u.answer.code, result: u.answer.result }).toEqual({ code: 401, result: wrong[0]!.answer.result });
    // Both spend one password hash: an unknown address is not answered measurably faster.
    const fastest = (runs: { ms: number }[]) => Math.min(...runs.map((r) => r.ms));
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) * 0.5);
  });

  it('accepts the token in the query and in the Authorization header', async () => {
    const { token, email } = await signUp();
    const viaHeader = await callApi(meRoute, { method: 'GET', token });
    const viaQuery = await callApi(meRoute, { method: 'GET', query: { token } });
    expect(viaHeader).toMatchObject({ code: 200, result: { email } });
    expect(viaQuery).toMatchObject({ code: 200, result: { email } });
    expect(await callApi(meRoute, { method: 'GET' })).toMatchObject({
      code: 401,
      result: 'An access token is required for this call',
    });
    expect(await callApi(meRoute, { method: 'GET', token: `${token}x` })).toMatchObject({
      code: 401,
      result: 'The access token is not valid',
    });
    const expired = await issueAccessToken(1, 1, Date.now() - 16 * 60 * 1000, config().tokenSecret);
    expect(await callApi(meRoute, { method: 'GET', token: expired })).toMatchObject({
      code: 401,
      result: 'The access token has expired',
    });
  });

  it('updates only firstname, lastname, email and addresses', async () => {
    const { token, customer } = await signUp();
    const newEmail = uniqueEmail('ny');
    const answer = await callApi(meRoute, {
      method: 'POST',
      token,
      body: {
        customer: {
          id: 999,
          group_id: 2,
          firstname: 'Aino',
          lastname: 'Virtanen',
          email: newEmail,
          password_hash: 'x',
          created_at: '2000-01-01',
          addresses: [
            {
              firstname: 'Aino',
              lastname: 'Virtanen',
              street: ['Mannerheimintie 1', 'A 5'],
              city: 'Helsinki',
              postcode: '00100',
              country_id: 'FI',
              default_billing: true,
              default_shipping: true,
            },
            {
              firstname: 'Aino',
              lastname: 'Virtanen',
              street: ['Kauppakatu 2'],
              city: 'Tampere',
              postcode: '33100',
              country_id: 'FI',
              region: { region: 'Pirkanmaa' },
              default_shipping: true,
            },
          ],
        },
      },
    });
    expect(answer.code).toBe(200);
    expect(answer.result).toMatchObject({
      id: customer.id,
      group_id: 1,
      firstname: 'Aino',
      lastname: 'Virtanen',
      email: newEmail,
    });
    expect(answer.result.addresses).toHaveLength(2);
    expect(answer.result.addresses[1]).toMatchObject({ region: 'Pirkanmaa', default_shipping: false });
    const firstId = answer.result.addresses[0].id as number;
    // Keeping one address by id and dropping the other.
    const again = await callApi(meRoute, {
      method: 'POST',
      token,
      body: { customer: { addresses: [{ ...answer.result.addresses[0], city: 'Espoo' }] } },
    });
    expect(again.result.addresses).toEqual([expect.objectContaining({ id: firstId, city: 'Espoo' })]);
    expect(again.result.created_at).toBe(answer.result.created_at);
    const [row] = await ctx.db.select().from(t.customers).where(eq(t.customers.id, customer.id));
    expect(row!.groupId).toBe(1);
  });

  it('refuses a profile email that another customer has', async () => {
    const a = await signUp();
    const b = await signUp();
    expect(
      await callApi(meRoute, { method: 'POST', token: a.token, body: { customer: { email: b.email } } }),
    ).toMatchObject({ code: 400, result: 'A customer with the same email address already exists.' });
    expect(
      await callApi(meRoute, { method: 'POST', token: a.token, body: { customer: { email: 'nope' } } }),
    ).toMatchObject({ code: 400, result: 'Not a valid emailadress' });
  });

  it('rotates refresh tokens; a reused one revokes the whole family and its access tokens', async () => {
    const { token, refreshToken } = await signUp();
    const first = await callApi(refreshRoute, { method: 'POST', body: { refreshToken } });
    expect(first.code).toBe(200);
    const second = first.meta!['refreshToken'] as string;
    expect(second).not.toBe(refreshToken);
    expect(await callApi(meRoute, { method: 'GET', token: first.result as string })).toMatchObject({ code: 200 });
    // The old token again: the family is revoked.
    expect(await callApi(refreshRoute, { method: 'POST', body: { refreshToken } })).toMatchObject({ code: 401 });
    expect(await callApi(refreshRoute, { method: 'POST', body: { refreshToken: second } })).toMatchObject({
      code: 401,
    });
    expect(await callApi(meRoute, { method: 'GET', token: first.result as string })).toMatchObject({
      code: 401,
      result: 'The access token has been revoked. Please sign in again.',
    });
    expect(await callApi(meRoute, { method: 'GET', token })).toMatchObject({ code: 401 });
    expect(await callApi(refreshRoute, { method: 'POST', body: { refreshToken: 'made-up' } })).toMatchObject({
      code: 401,
    });
  });

  it('lets only one of two concurrent uses of a refresh token succeed', async () => {
    const { refreshToken } = await signUp();
    const answers = await Promise.all(
      [1, 2].map(() => callApi(refreshRoute, { method: 'POST', body: { refreshToken } })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([200, 401]);
  });

  it('refuses an expired refresh token', async () => {
    const { refreshToken, customer } = await signUp();
    await ctx.db
      .update(t.refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.refreshTokens.customerId, customer.id));
    expect(await callApi(refreshRoute, { method: 'POST', body: { refreshToken } })).toMatchObject({ code: 401 });
  });

  it('logs out: the session and its refresh token stop working, other sessions go on', async () => {
    const a = await signUp();
    const other = await callApi(loginRoute, { method: 'POST', body: { username: a.email, password: a.password } });
    expect(
      await callApi(logoutRoute, { method: 'POST', query: { token: a.token }, body: { refreshToken: a.refreshToken } }),
    ).toMatchObject({ code: 200, result: true });
    expect(await callApi(meRoute, { method: 'GET', token: a.token })).toMatchObject({ code: 401 });
    expect(await callApi(refreshRoute, { method: 'POST', body: { refreshToken: a.refreshToken } })).toMatchObject({
      code: 401,
    });
    expect(await callApi(meRoute, { method: 'GET', token: other.result as string })).toMatchObject({ code: 200 });
    expect(await callApi(logoutRoute, { method: 'POST' })).toMatchObject({ code: 200, result: true });
  });

  it('changes the password and revokes the other sessions', async () => {
    const a = await signUp();
    const other = await callApi(loginRoute, { method: 'POST', body: { username: a.email, password: a.password } });
    expect(
      await callApi(changePasswordRoute, {
        method: 'POST',
        token: a.token,
        body: { currentPassword: 'fel-fel-fel-1', newPassword: 'Ny-Härlig-Vinter-7' },
      }),
    ).toMatchObject({ code: 400, result: 'The current password is not correct.' });
    expect(
      await callApi(changePasswordRoute, {
        method: 'POST',
        token: a.token,
        body: { currentPassword: a.password, newPassword: 'password1' },
      }),
    ).toMatchObject({ code: 400 });
    expect(
      await callApi(changePasswordRoute, {
        method: 'POST',
        token: a.token,
        body: { currentPassword: a.password, newPassword: 'Ny-Härlig-Vinter-7' },
      }),
    ).toMatchObject({ code: 200, result: true });
    expect(await callApi(meRoute, { method: 'GET', token: a.token })).toMatchObject({ code: 200 });
    expect(await callApi(refreshRoute, { method: 'POST', body: { refreshToken: a.refreshToken } })).toMatchObject({
      code: 200,
    });
    expect(await callApi(meRoute, { method: 'GET', token: other.result as string })).toMatchObject({ code: 401 });
    expect(
      await callApi(refreshRoute, { method: 'POST', body: { refreshToken: other.meta!['refreshToken'] } }),
    ).toMatchObject({ code: 401 });
    expect(
      await callApi(loginRoute, { method: 'POST', body: { username: a.email, password: a.password } }),
    ).toMatchObject({ code: 401 });
    expect(
      await callApi(loginRoute, { method: 'POST', body: { username: a.email, password: 'Ny-Härlig-Vinter-7' } }),
    ).toMatchObject({ code: 200 });
  });

  it('resets a password by mail with a single-use token, without telling which emails exist', async () => {
    const a = await signUp({ storeCode: 'fi' });
    const before = readOutbox(outbox).length;
    expect(await callApi(resetRoute, { method: 'POST', body: { email: uniqueEmail('ingen') } })).toMatchObject({
      code: 200,
      result: true,
    });
    await resetMailsSettled();
    expect(readOutbox(outbox)).toHaveLength(before);
    expect(await callApi(resetRoute, { method: 'POST', body: { email: 'inte en adress' } })).toMatchObject({
      code: 400,
      result: 'Not a valid emailadress',
    });
    expect(await callApi(resetRoute, { method: 'POST', body: { email: a.email.toUpperCase() } })).toMatchObject({
      code: 200,
      result: true,
    });
    await resetMailsSettled();
    const mails = readOutbox(outbox).filter((m) => m.to === a.email && m.kind === 'password-reset');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Nollaa Nordpeak-salasanasi');
    const { link, email, resetToken: token } = resetLinkOf(mails[0]!.text);
    expect(link.pathname).toBe('/fi/oma-tili');
    expect(link.search).toBe('');
    expect(email).toBe(a.email);
    const resetToken = token!;
    const body = { email: a.email, newPassword: 'Uusi-Talvi-Salasana-9', resetToken };
    expect(
      await callApi(createPasswordRoute, { method: 'POST', body: { ...body, email: uniqueEmail() } }),
    ).toMatchObject({
      code: 400,
      result: 'The password reset link is not valid or has expired. Please ask for a new one.',
    });
    expect(
      await callApi(createPasswordRoute, { method: 'POST', body: { ...body, newPassword: 'salasana' } }),
    ).toMatchObject({ code: 400 });
    expect(await callApi(createPasswordRoute, { method: 'POST', body })).toMatchObject({ code: 200, result: true });
    expect(
      await callApi(createPasswordRoute, { method: 'POST', body: { ...body, newPassword: 'Toinen-Talvi-Salasana-9' } }),
    ).toMatchObject({ code: 400 });
    expect(await callApi(meRoute, { method: 'GET', token: a.token })).toMatchObject({ code: 401 });
    expect(
      await callApi(loginRoute, { method: 'POST', body: { username: a.email, password: 'Uusi-Talvi-Salasana-9' } }),
    ).toMatchObject({ code: 200 });
  });

  it('refuses an expired reset token', async () => {
    const a = await signUp();
    await callApi(resetRoute, { method: 'POST', body: { email: a.email } });
    await resetMailsSettled();
    const mail = readOutbox(outbox)
      .filter((m) => m.to === a.email)
      .at(-1)!;
    const resetToken = resetLinkOf(mail.text).resetToken!;
    expect(resetToken).toBeTruthy();
    await ctx.db
      .update(t.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.passwordResetTokens.customerId, a.customer.id));
    expect(
      await callApi(createPasswordRoute, {
        method: 'POST',
        body: { email: a.email, newPassword: 'Uusi-Talvi-Salasana-9', resetToken },
      }),
    ).toMatchObject({ code: 400 });
  });
});
