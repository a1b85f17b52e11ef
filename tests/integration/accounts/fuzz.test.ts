import { sql } from 'drizzle-orm';
import type { APIRoute } from 'astro';
import { beforeAll, expect, it } from 'vitest';
import * as createRoute from '../../../src/pages/api/user/create.ts';
import * as loginRoute from '../../../src/pages/api/user/login.ts';
import * as refreshRoute from '../../../src/pages/api/user/refresh.ts';
import * as logoutRoute from '../../../src/pages/api/user/logout.ts';
import * as meRoute from '../../../src/pages/api/user/me.ts';
import * as changePasswordRoute from '../../../src/pages/api/user/change-password.ts';
import * as resetRoute from '../../../src/pages/api/user/reset-password.ts';
import * as createPasswordRoute from '../../../src/pages/api/user/create-password.ts';
import * as historyRoute from '../../../src/pages/api/user/order-history.ts';
import * as newsletterRoute from '../../../src/pages/api/ext/mailchimp-subscribe/subscribe.ts';
import * as reviewRoute from '../../../src/pages/api/review/create.ts';
import * as stockAlertRoute from '../../../src/pages/api/ext/polder/stock-alert.ts';
import * as productViewRoute from '../../../src/pages/api/ext/polder/reports/catalog-product-view/[productId].ts';
import * as getTokenRoute from '../../../src/pages/api/ext/mail-service/get-token.ts';
import * as sendEmailRoute from '../../../src/pages/api/ext/mail-service/send-email.ts';
import { callApi, type ApiCall } from '../../support/call-api.ts';
import { describeEachDatabase } from '../../support/db.ts';
import { signUp, useTempConfig } from './helpers.ts';

/** The tables the account calls write. */
const TABLES = [
  'customers',
  'customer_addresses',
  'refresh_tokens',
  'password_reset_tokens',
  'rate_limits',
  'newsletter_subscriptions',
  'reviews',
  'stock_alerts',
  'product_view_reports',
  'mail_log',
  'mail_outbox',
];

/** Bodies that are wrong for every JSON call of this area. */
const junkBodies: unknown[] = [
  'not json at all',
  '{"customer":',
  '[]',
  'null',
  '0',
  '"text"',
  'true',
  [1, 2, 3],
  { customer: null },
  { customer: [] },
  { customer: { email: 123 } },
  { customer: { email: `${'a'.repeat(300)}@example.se`, firstname: 'A', lastname: 'B' }, password: 'Okej-lösen-123' },
  { customer: { email: 'a@b.se', firstname: '\u0000', lastname: 'B' }, password: 'Okej-lösen-123' },
  {
    customer: { email: 'a@b.se', firstname: 'A', lastname: 'B', addresses: [{ street: 'not an array' }] },
    password: 'Okej-lösen-123',
  },
  { customer: { email: 'a@b.se', firstname: 'A', lastname: 'B', addresses: 'x' }, password: { $gt: '' } },
  { username: ['a@b.se'], password: 1 },
  { username: 'a@b.se', password: null },
  { username: '', password: '' },
  { refreshToken: 123 },
  { refreshToken: 'x'.repeat(5000) },
  { refreshToken: null },
  { currentPassword: 1, newPassword: {} },
  { email: null },
  { email: 'a@b.se\nBcc: x@y.se' },
  { email: 'a'.repeat(100_000) },
  { email: 'kund@example.se', newPassword: 'Okej-lösen-123', resetToken: { $ne: null } },
  { review: { product_id: '1; drop table reviews; --', title: 'x', detail: 'y', nickname: 'z' } },
  { review: { product_id: 1.5, title: 'x', detail: 'y', nickname: 'z' } },
  { review: { product_id: true, title: 'x', detail: 'y', nickname: 'z' } },
  { review: { product_id: 1, title: 'x'.repeat(500), detail: 'y', nickname: 'z' } },
  { review: { product_id: 1, title: 'x', detail: 'y', nickname: 'z', ratings: [{ rating_name: 'q', value: 99 }] } },
  { sku: {}, email: 'a@b.se' },
  { sku: '', email: 'a@b.se' },
  { sku: 'x'.repeat(1000), email: 'a@b.se' },
  { token: 'a.b.c', sender: 'a@b.se', subject: 'x', text: 'y' },
  { token: 5, sender: 'not-mail', subject: '', text: '' },
  { __proto__: { isAdmin: true }, constructor: { prototype: { polluted: 1 } } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  `${'['.repeat(60_000)}${']'.repeat(60_000)}`, // deep nesting, within the size limit
];

interface Case {
  name: string;
  route: { ALL: APIRoute };
  method: string;
  /** Needs a signed-in customer (the token is added). */
  auth?: boolean;
  /** Extra calls to try besides the junk bodies. */
  extra?: ApiCall[];
  /** Bodies that are valid for this call (skipped from the junk). */
  valid?: (body: unknown) => boolean;
}

/** A body whose `email` is a well-formed address: a valid call for the calls that take only an email. */
const hasEmail = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { email?: unknown }).email === 'string' &&
  /^[^@\s]+@[^@\s]+\.[a-z]+$/i.test((body as { email: string }).email);

const cases: Case[] = [
  { name: 'user/create', route: createRoute, method: 'POST' },
  { name: 'user/login', route: loginRoute, method: 'POST' },
  { name: 'user/refresh', route: refreshRoute, method: 'POST' },
  // Logout accepts an empty or token-less body (it always ends what it can); only wrong types are refused.
  {
    name: 'user/logout',
    route: logoutRoute,
    method: 'POST',
    auth: true,
    valid: (b) => typeof b === 'object' && b !== null && !Array.isArray(b) && !('refreshToken' in b),
  },
  { name: 'user/me', route: meRoute, method: 'POST', auth: true },
  { name: 'user/change-password', route: changePasswordRoute, method: 'POST', auth: true },
  { name: 'user/reset-password', route: resetRoute, method: 'POST', valid: hasEmail },
  { name: 'user/create-password', route: createPasswordRoute, method: 'POST' },
  { name: 'mailchimp-subscribe POST', route: newsletterRoute, method: 'POST', valid: hasEmail },
  { name: 'mailchimp-subscribe DELETE', route: newsletterRoute, method: 'DELETE', valid: hasEmail },
  { name: 'review/create', route: reviewRoute, method: 'POST' },
  { name: 'polder/stock-alert', route: stockAlertRoute, method: 'POST' },
  { name: 'mail-service/send-email', route: sendEmailRoute, method: 'POST' },
  {
    name: 'user/order-history',
    route: historyRoute,
    method: 'GET',
    auth: true,
    extra: [
      { query: { pageSize: '-1' } },
      { query: { pageSize: '1e9' } },
      { query: { currentPage: 'abc' } },
      { query: { currentPage: '0' } },
      { query: { pageSize: "1' or '1'='1" } },
    ],
  },
  {
    name: 'mailchimp-subscribe GET',
    route: newsletterRoute,
    method: 'GET',
    extra: [
      { query: {} },
      { query: { email: '' } },
      { query: { email: "' or 1=1 --" } },
      { query: { email: 'x'.repeat(5000) } },
    ],
  },
  {
    name: 'catalog-product-view',
    route: productViewRoute,
    method: 'POST',
    extra: [
      { params: { productId: 'abc' } },
      { params: { productId: '99999999999999999999' } },
      { params: { productId: '-5' } },
      { params: { productId: '1 or 1=1' } },
      { params: {} },
    ],
  },
];

describeEachDatabase('accounts: fuzzed bad input', (ctx) => {
  let token = '';
  beforeAll(async () => {
    useTempConfig();
    token = (await signUp()).token;
  });

  const fingerprint = async () => {
    const parts: Record<string, string> = {};
    for (const table of TABLES) {
      const result = await ctx.db.execute(
        sql.raw(
          `select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${table} x`,
        ),
      );
      const rows = (result as unknown as { rows: { n: number; h: string }[] }).rows;
      parts[table] = `${rows[0]!.n}:${rows[0]!.h}`;
    }
    return parts;
  };

  const expectRefusal = async (name: string, route: { ALL: APIRoute }, call: ApiCall) => {
    const answer = await callApi(route, call);
    const label = `${name} ${JSON.stringify(call).slice(0, 160)}`;
    expect(answer.status, label).toBeGreaterThanOrEqual(400);
    expect(answer.status, label).toBeLessThan(500);
    expect(answer.code, label).toBe(answer.status);
    expect(typeof answer.result, label).toBe('string');
  };

  it('answers every bad input on every call with a 4xx envelope and changes no row', async () => {
    const before = await fingerprint();
    let calls = 0;
    for (const c of cases) {
      const base: ApiCall = { method: c.method, ...(c.auth ? { token } : {}) };
      if (c.method !== 'GET') {
        for (const body of junkBodies) {
          if (c.valid?.(body)) continue;
          await expectRefusal(c.name, c.route, { ...base, body });
          calls += 1;
        }
        // Not JSON, too large, unknown store, a wrong method.
        await expectRefusal(c.name, c.route, {
          ...base,
          body: 'email=a@b.se',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        await expectRefusal(c.name, c.route, { ...base, body: { email: 'x'.repeat(120_000) } });
        calls += 2;
      }
      await expectRefusal(c.name, c.route, {
        ...base,
        query: { storeCode: 'xx' },
        ...(c.method === 'GET' ? {} : { body: {} }),
      });
      await expectRefusal(c.name, c.route, { ...base, method: 'PUT', body: {} });
      calls += 2;
      for (const extra of c.extra ?? []) {
        await expectRefusal(c.name, c.route, { ...base, ...extra });
        calls += 1;
      }
      if (c.auth) {
        // A garbage or missing token on a call that needs one.
        for (const bad of ['garbage', 'a.b.c', `${token.slice(0, -3)}abc`]) {
          await expectRefusal(c.name, c.route, {
            method: c.method,
            token: bad,
            ...(c.method === 'GET' ? {} : { body: {} }),
          });
          calls += 1;
        }
      }
    }
    await expectRefusal('get-token', getTokenRoute, { method: 'POST', body: {} });
    await expectRefusal('get-token', getTokenRoute, { method: 'GET', query: { storeCode: '<script>' } });
    expect(calls).toBeGreaterThan(500);
    expect(await fingerprint()).toEqual(before);
  });
});
