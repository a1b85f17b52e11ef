import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import { issueAccessToken } from '../../../src/lib/server/auth/tokens.ts';
import * as meRoute from '../../../src/pages/api/user/me.ts';
import * as refreshRoute from '../../../src/pages/api/user/refresh.ts';
import * as logoutRoute from '../../../src/pages/api/user/logout.ts';
import * as changePasswordRoute from '../../../src/pages/api/user/change-password.ts';
import * as historyRoute from '../../../src/pages/api/user/order-history.ts';
import * as loginRoute from '../../../src/pages/api/user/login.ts';
import { callApi } from '../../support/call-api.ts';
import { describeEachDatabase } from '../../support/db.ts';
import { signUp, useTempConfig } from './helpers.ts';

describeEachDatabase('accounts: one customer never reaches another', (ctx) => {
  beforeAll(() => {
    useTempConfig();
  });

  it("no call with customer A's token reads or changes customer B's profile, password, sessions or orders", async () => {
    const a = await signUp();
    const b = await signUp();
    const address = {
      firstname: 'B',
      lastname: 'B',
      street: ['Bgatan 2'],
      city: 'Luleå',
      postcode: '97231',
      countryId: 'SE',
    };
    await ctx.db.insert(t.orders).values({
      orderNumber: `SEC-${b.customer.id}`,
      orderHash: `sec-${b.customer.id}`,
      storeCode: 'sv',
      customerId: b.customer.id,
      email: b.email,
      currency: 'SEK',
      subtotalInclTax: 100,
      taxAmount: 20,
      shippingInclTax: 0,
      grandTotal: 100,
      shippingAddress: address,
      billingAddress: address,
      shippingCarrierCode: 'postnord',
      shippingMethodCode: 'home',
      paymentMethodCode: 'invoice',
    });
    const snapshot = async () => {
      const [customer] = await ctx.db.select().from(t.customers).where(eq(t.customers.id, b.customer.id));
      const addresses = await ctx.db
        .select()
        .from(t.customerAddresses)
        .where(eq(t.customerAddresses.customerId, b.customer.id));
      const tokens = await ctx.db.select().from(t.refreshTokens).where(eq(t.refreshTokens.customerId, b.customer.id));
      const orders = await ctx.db.select().from(t.orders).where(eq(t.orders.customerId, b.customer.id));
      return JSON.stringify({ customer, addresses, tokens, orders });
    };
    const before = await snapshot();

    // Profile: A's token with B's id, email or ids anywhere gives A's own data or a refusal, never B's.
    const me = await callApi(meRoute, {
      method: 'GET',
      token: a.token,
      query: { customerId: b.customer.id, id: b.customer.id },
    });
    expect(me.result.id).toBe(a.customer.id);
    expect(JSON.stringify(me.result)).not.toContain(b.email);
    const update = await callApi(meRoute, {
      method: 'POST',
      token: a.token,
      body: { customer: { id: b.customer.id, firstname: 'Hacked', email: b.email } },
    });
    expect(update).toMatchObject({ code: 400, result: 'A customer with the same email address already exists.' });
    const renamed = await callApi(meRoute, {
      method: 'POST',
      token: a.token,
      body: { customer: { id: b.customer.id, firstname: 'Annika' } },
    });
    expect(renamed.result).toMatchObject({ id: a.customer.id, firstname: 'Annika' });
    // Addresses: ids of B's addresses are never updated through A's profile.
    await callApi(meRoute, {
      method: 'POST',
      token: b.token,
      body: {
        customer: {
          addresses: [
            { firstname: 'B', lastname: 'B', street: ['Bgatan 2'], city: 'Luleå', postcode: '97231', country_id: 'SE' },
          ],
        },
      },
    });
    const bAddressId = (
      await ctx.db.select().from(t.customerAddresses).where(eq(t.customerAddresses.customerId, b.customer.id))
    )[0]!.id;
    const withB = await callApi(meRoute, {
      method: 'POST',
      token: a.token,
      body: {
        customer: {
          addresses: [
            {
              id: bAddressId,
              firstname: 'A',
              lastname: 'A',
              street: ['Agatan 1'],
              city: 'Kiruna',
              postcode: '98130',
              country_id: 'SE',
            },
          ],
        },
      },
    });
    expect(withB.result.addresses[0].id).not.toBe(bAddressId);
    const beforeB = await snapshot();

    // Orders: only A's.
    const history = await callApi(historyRoute, {
      method: 'GET',
      token: a.token,
      query: { customerId: b.customer.id },
    });
    expect(history.result.total_count).toBe(0);

    // Password change and logout with A's token leave B's password and sessions alone.
    await callApi(changePasswordRoute, {
      method: 'POST',
      token: a.token,
      body: { currentPassword: b.password, newPassword: 'B-är-inte-A-2026' },
    });
    expect(
      await callApi(logoutRoute, { method: 'POST', token: a.token, body: { refreshToken: b.refreshToken } }),
    ).toMatchObject({ code: 200 });
    expect(await callApi(meRoute, { method: 'GET', token: b.token })).toMatchObject({
      code: 200,
      result: { id: b.customer.id },
    });
    expect(
      await callApi(loginRoute, { method: 'POST', body: { username: b.email, password: b.password } }),
    ).toMatchObject({ code: 200 });

    // Forged tokens: B's id signed with another secret, or A's token with B's id pasted in.
    const forged = await issueAccessToken(b.customer.id, 1, Date.now(), 'another-secret-'.padEnd(48, 'z'));
    expect(await callApi(meRoute, { method: 'GET', token: forged })).toMatchObject({ code: 401 });
    const [h, , s] = a.token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: String(b.customer.id), grp: 1, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    expect(await callApi(meRoute, { method: 'GET', token: `${h}.${payload}.${s}` })).toMatchObject({ code: 401 });
    expect(await callApi(meRoute, { method: 'GET', token: `${h}.${payload}.` })).toMatchObject({ code: 401 });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await callApi(meRoute, { method: 'GET', token: none })).toMatchObject({ code: 401 });

    const after = JSON.parse(await snapshot());
    const expected = JSON.parse(beforeB);
    // B's tokens table gained the login above; everything else of B is unchanged.
    expect(after.customer).toEqual(expected.customer);
    expect(after.addresses).toEqual(expected.addresses);
    expect(after.orders).toEqual(expected.orders);
    expect(after.tokens.filter((r: { revokedAt: string | null }) => r.revokedAt !== null)).toHaveLength(0);
    expect(JSON.parse(before).orders).toEqual(expected.orders);
  });

  it("a refresh token of B used after rotation revokes B's family only, not A's", async () => {
    const a = await signUp();
    const b = await signUp();
    await callApi(refreshRoute, { method: 'POST', body: { refreshToken: b.refreshToken } });
    expect(await callApi(refreshRoute, { method: 'POST', body: { refreshToken: b.refreshToken } })).toMatchObject({
      code: 401,
    });
    expect(await callApi(meRoute, { method: 'GET', token: a.token })).toMatchObject({ code: 200 });
    expect(await callApi(refreshRoute, { method: 'POST', body: { refreshToken: a.refreshToken } })).toMatchObject({
      code: 200,
    });
    const revoked = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.refreshTokens)
      .where(sql`${t.refreshTokens.customerId} = ${a.customer.id} and ${t.refreshTokens.revokedAt} is not null`);
    expect(revoked[0]!.n).toBe(0);
  });

  it('never answers a password hash or a stored token hash', async () => {
    const a = await signUp();
    const [row] = await ctx.db.select().from(t.customers).where(eq(t.customers.id, a.customer.id));
    const [token] = await ctx.db.select().from(t.refreshTokens).where(eq(t.refreshTokens.customerId, a.customer.id));
    const answers = [
      await callApi(meRoute, { method: 'GET', token: a.token }),
      await callApi(meRoute, { method: 'POST', token: a.token, body: { customer: { firstname: 'X' } } }),
      await callApi(refreshRoute, { method: 'POST', body: { refreshToken: a.refreshToken } }),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(row!.passwordHash.split('$').at(-1)!);
      expect(text).not.toContain(token!.tokenHash);
      expect(text).not.toMatch(/password/i);
    }
  });
});
