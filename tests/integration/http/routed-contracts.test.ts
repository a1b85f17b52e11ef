/**
 * Every contract is routed in the built shop, in every store: each contract's example requests are sent over HTTP
 * to the built server for sv, no and fi (the catalogue search with its store in the path, the other calls with
 * `?storeCode=`), and none may answer the catch-all's 404 (marked `X-Api-Unrouted`), a 405 or a 5xx. The list of
 * api-contract.md's calls below must all be in the registry. Each successful answer's `result` (and `meta`, where the
 * contract declares it) must parse with the contract's schema; a mismatch fails with its path. It runs once per HTTP test project (vitest.config.ts):
 * on a shop with its embedded PostgreSQL, and with TEST_DATABASE_URL also on a shop on that server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'astro/zod';
import { describe, expect, inject, it } from 'vitest';
import { contractPath, type AnyContract } from '../../../src/lib/api-client/contract.ts';
import { apiContracts } from '../../../src/lib/api-client/contracts.ts';
import { request, shopDatabase, shopQuery, shopUrl } from '../../support/http.ts';

const stores = ['sv', 'no', 'fi'] as const;

/** Every call api-contract.md names (method and path pattern), transcribed from the spec. */
const specifiedCalls = [
  'POST /api/cart/create',
  'GET /api/cart/pull',
  'POST /api/cart/update',
  'POST /api/cart/delete',
  'GET /api/cart/totals',
  'GET /api/cart/payment-methods',
  'POST /api/cart/shipping-methods',
  'POST /api/cart/shipping-information',
  'POST /api/cart/collect-totals',
  'POST /api/cart/apply-coupon',
  'POST /api/cart/delete-coupon',
  'POST /api/user/create',
  'POST /api/user/login',
  'POST /api/user/refresh',
  'POST /api/user/logout',
  'GET /api/user/me',
  'POST /api/user/me',
  'POST /api/user/change-password',
  'POST /api/user/reset-password',
  'POST /api/user/create-password',
  'GET /api/user/order-history',
  'POST /api/order',
  'GET /api/stock/check',
  'GET /api/stock/list',
  'GET /api/ext/mailchimp-subscribe/subscribe',
  'POST /api/ext/mailchimp-subscribe/subscribe',
  'DELETE /api/ext/mailchimp-subscribe/subscribe',
  'POST /api/review/create',
  'POST /api/ext/polder/reports/catalog-product-view/{productId}',
  'POST /api/ext/polder/stock-alert',
  'GET /api/ext/polder/gift-card/balance/{code}',
  'POST /api/ext/polder/gift-card/apply',
  'POST /api/ext/polder/gift-card/remove',
  'GET /api/ext/polder/service-points',
  'POST /api/ext/polder/cart/service-point',
  'POST /api/ext/polder/url-rewrites/find',
  'GET /api/ext/polder/avarda/init/{cartId}',
  'GET /api/ext/polder/avarda/load/{cartId}',
  'GET /api/ext/polder/avarda/get/{cartId}',
  'POST /api/ext/polder/avarda/complete/{cartId}',
  'GET /api/ext/avarda-widget/init',
  'POST /api/catalog/{storeCode}/product/_search',
  'POST /api/catalog/{storeCode}/category/_search',
  'POST /api/catalog/{storeCode}/attribute/_search',
  'POST /api/catalog/{storeCode}/taxrule/_search',
  'GET /api/product/render-list',
  'POST /api/url/map',
  'GET /api/ext/cms-data/cmsPage/{id}',
  'GET /api/ext/cms-data/cmsBlock/{id}',
  'GET /api/ext/cms-data/cmsPageIdentifier/{identifier}/{storeId}',
  'GET /api/ext/cms-data/cmsBlockIdentifier/{identifier}/{storeId}',
];

/** The URL of a contract's example in a store. */
function exampleUrl(contract: AnyContract, example: AnyContract['examples'][number], store: string): string {
  const path = contractPath(contract, { storeCode: store, ...example.params });
  const query = new URLSearchParams(example.query);
  if (contract.storeQuery) query.set('storeCode', store);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Where a successful answer differs from its contract: `result` (and `meta` where declared), each issue with its path. */
function mismatches(contract: AnyContract, envelope: { result: unknown; meta?: unknown }, call: string): string[] {
  const parts: [string, z.ZodType | undefined, unknown][] = [
    ['result', contract.result, envelope.result],
    ['meta', contract.meta, envelope.meta],
  ];
  return parts.flatMap(([name, schema, value]) => {
    if (!schema) return [];
    const parsed = schema.safeParse(value);
    return parsed.success
      ? []
      : leafIssues(parsed.error.issues).map(
          (issue) => `${call}: ${[name, ...issue.path.map(String)].join('.')}: ${issue.message}`,
        );
  });
}

/**
 * The issues down to their fields: of a union that matched no branch, those of the branch that came closest (its
 * literal tag matched, then the fewest issues).
 */
function leafIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ path, message: issue.message }];
    const distance = (branch: readonly z.core.$ZodIssue[]) =>
      branch.filter((i) => i.code === 'invalid_value').length * 1000 + branch.length;
    const closest = [...issue.errors].sort((a, b) => distance(a) - distance(b))[0]!;
    return leafIssues(closest, path);
  });
}

describe(`every contract is routed over HTTP (${shopDatabase()} database)`, () => {
  it(`the shop runs on the ${shopDatabase()} database`, async () => {
    // The embedded server's database is the shop's own 'nordpeak'; on the machine's server it is this run's np_http_….
    const { rows } = await shopQuery('SELECT current_database() AS name');
    expect((rows[0] as { name: string }).name).toMatch(shopDatabase() === 'embedded' ? /^nordpeak$/ : /^np_http_/);
  });

  it('the registry holds every call of api-contract.md', () => {
    const declared = new Set(apiContracts.map((c) => `${c.method} ${c.path}`));
    expect(specifiedCalls.filter((call) => !declared.has(call))).toEqual([]);
  });

  it('the catch-all is recognisable', async () => {
    const answer = await request('POST', '/api/catalog/sv/product/_count', { body: {} });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-api-unrouted')).toBe('1');
  });

  for (const contract of apiContracts) {
    it(`${contract.method} ${contract.path} (${contract.name}) in sv, no and fi`, async () => {
      const problems: string[] = [];
      for (const store of stores) {
        for (const example of contract.examples) {
          const url = exampleUrl(contract, example, store);
          const body = example.body ?? (contract.method === 'GET' ? undefined : contract.body ? {} : undefined);
          const response = await fetch(new URL(url, shopUrl()), {
            method: contract.method,
            redirect: 'manual',
            headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...example.headers },
            ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          });
          const text = await response.text();
          if (response.headers.get('x-api-unrouted') || response.status === 405 || response.status >= 500) {
            problems.push(`${contract.method} ${url} → ${response.status} ${text.slice(0, 120)}`);
            continue;
          }
          if (contract.raw) continue;
          const envelope = JSON.parse(text) as { code: number; result: unknown; meta?: unknown };
          if (envelope.code !== response.status)
            problems.push(`${url}: code ${envelope.code} ≠ status ${response.status}`);
          if (response.status >= 200 && response.status < 300)
            problems.push(...mismatches(contract, envelope, `${contract.method} ${url}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

/**
 * Contracts the journey below cannot bring to a 2xx: the raw answers (not a JSON envelope) and the payment's
 * completion, which needs a card paid in the payment page first (tests/e2e/checkout/pay.spec.ts).
 */
const without2xx = ['content.preview', 'openapi', 'payment.complete'];

describe(`every contract's successful answer matches its result schema (${shopDatabase()} database)`, () => {
  const answered = new Set<string>();
  const problems: string[] = [];
  const byName = new Map(apiContracts.map((c) => [c.name, c]));

  /** Sends a call of a contract, expects a 2xx and checks its result (and meta) against the contract. */
  async function call(name: string, path: string, options: Parameters<typeof request>[2] = {}) {
    const contract = byName.get(name)!;
    const answer = await request(contract.method, path, options);
    expect(answer.status, `${name} ${path}: ${JSON.stringify(answer.result).slice(0, 300)}`).toBeLessThan(300);
    answered.add(name);
    problems.push(...mismatches(contract, answer, `${contract.method} ${path}`));
    return answer;
  }

  const address = {
    firstname: 'Anna',
    lastname: 'Svensson',
    street: ['Storgatan 1'],
    city: 'Stockholm',
    postcode: '111 22',
    countryId: 'SE',
    telephone: '0701234567',
    email: 'anna@example.se',
  };
  const email = `svar-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.se`;
  const password = 'Fjällräv-2026!';

  it('a guest cart, its shipping, coupon, gift card, service point and payment session', async () => {
    const cartId = (await call('cart.create', '/api/cart/create?storeCode=sv')).result as string;
    const q = `storeCode=sv&cartId=${cartId}`;
    const added = await call('cart.update', `/api/cart/update?${q}`, {
      body: { cartItem: { sku: '150001-001', qty: 1, quoteId: cartId } },
    });
    await call('cart.pull', `/api/cart/pull?${q}`);
    await call('cart.totals', `/api/cart/totals?${q}`);
    await call('cart.paymentMethods', `/api/cart/payment-methods?${q}`);
    await call('cart.shippingMethods', `/api/cart/shipping-methods?${q}`, { body: { address: { country_id: 'SE' } } });
    await call('cart.shippingInformation', `/api/cart/shipping-information?${q}`, {
      body: {
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shippingCarrierCode: 'postnord',
          shippingMethodCode: 'home',
        },
      },
    });
    await call('cart.collectTotals', `/api/cart/collect-totals?${q}`, {
      body: { methods: { paymentMethod: { method: 'avarda' } } },
    });
    await call('cart.applyCoupon', `/api/cart/apply-coupon?${q}&coupon=VINTER10`);
    await call('cart.deleteCoupon', `/api/cart/delete-coupon?${q}`);
    await call('giftCard.balance', '/api/ext/polder/gift-card/balance/NP-SE-250?storeCode=sv');
    await call('giftCard.apply', '/api/ext/polder/gift-card/apply?storeCode=sv', {
      body: { cart_id: cartId, code: 'NP-SE-250', amount: 10 },
    });
    await call('giftCard.remove', '/api/ext/polder/gift-card/remove?storeCode=sv', { body: { cart_id: cartId } });
    const points = (await call('servicePoints.find', '/api/ext/polder/service-points?storeCode=sv&postcode=11122'))
      .result as { id: string }[];
    if (points[0])
      await call('cart.servicePoint', '/api/ext/polder/cart/service-point?storeCode=sv', {
        body: { cart_id: cartId, service_point_id: points[0].id },
      });
    await call('payment.init', `/api/ext/polder/avarda/init/${cartId}?storeCode=sv`);
    await call('payment.load', `/api/ext/polder/avarda/load/${cartId}?storeCode=sv`);
    await call('payment.get', `/api/ext/polder/avarda/get/${cartId}?storeCode=sv`);
    await call('payment.widget', '/api/ext/avarda-widget/init?storeCode=sv&amount=2400');
    const item = added.result as { item_id: number; sku: string };
    await call('cart.delete', `/api/cart/delete?${q}`, {
      body: { cartItem: { item_id: item.item_id, sku: item.sku, quoteId: cartId } },
    });
  });

  it('an order', async () => {
    await call('order.create', '/api/order?storeCode=sv', {
      body: {
        order_id: `svar${Date.now()}`,
        products: [{ sku: '150001-001', qty: 1 }],
        transmited: false,
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shipping_method_code: 'home',
          shipping_carrier_code: 'postnord',
          payment_method_code: 'invoice',
          payment_method_additional: {},
        },
      },
    });
  });

  it('an account: sign-up, sign-in, profile, password, orders, refresh, reset, sign-out', async () => {
    await call('user.create', '/api/user/create?storeCode=sv', {
      body: {
        customer: {
          email,
          firstname: 'Åsa',
          lastname: 'Berg',
          addresses: [
            {
              firstname: 'Åsa',
              lastname: 'Berg',
              street: ['Storgatan 1'],
              city: 'Umeå',
              postcode: '90325',
              country_id: 'SE',
              default_shipping: true,
            },
          ],
        },
        password,
      },
    });
    const login = await call('user.login', '/api/user/login?storeCode=sv', { body: { username: email, password } });
    const token = login.result as string;
    await call('user.me', '/api/user/me?storeCode=sv', { token });
    await call('user.update', '/api/user/me?storeCode=sv', {
      token,
      body: { customer: { firstname: 'Åsa', lastname: 'Bergström', email } },
    });
    await call('user.orderHistory', '/api/user/order-history?storeCode=sv', { token });
    await call('user.changePassword', '/api/user/change-password?storeCode=sv', {
      token,
      body: { currentPassword: password, newPassword: `${password}x` },
    });
    const refreshed = await call('user.refresh', '/api/user/refresh?storeCode=sv', {
      body: { refreshToken: login.meta?.['refreshToken'] },
    });
    await call('user.logout', '/api/user/logout?storeCode=sv', { token: refreshed.result as string, body: {} });
    await call('user.resetPassword', '/api/user/reset-password?storeCode=sv', { body: { email } });
    // The reset mail is written after the answer (its timing tells nothing): wait for it in the outbox.
    let mail: string | undefined;
    for (let tries = 0; !mail && tries < 50; tries++) {
      const { rows } = await shopQuery('SELECT text FROM mail_outbox WHERE "to" LIKE $1 ORDER BY id DESC LIMIT 1', [
        `%${email}%`,
      ]);
      mail = (rows[0] as { text: string } | undefined)?.text;
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const link = new URL(/https?:\/\/\S+/.exec(mail!)![0]);
    const resetToken = new URLSearchParams(link.hash.slice(1)).get('resetToken');
    await call('user.createPassword', '/api/user/create-password?storeCode=sv', {
      body: { email, newPassword: `${password}y`, resetToken },
    });
  });

  it('newsletter, review, stock alert, product view, mail and the content webhook', async () => {
    await call('newsletter.subscribe', '/api/ext/mailchimp-subscribe/subscribe?storeCode=sv', { body: { email } });
    await call(
      'newsletter.status',
      `/api/ext/mailchimp-subscribe/subscribe?storeCode=sv&email=${encodeURIComponent(email)}`,
    );
    await call('newsletter.unsubscribe', '/api/ext/mailchimp-subscribe/subscribe?storeCode=sv', { body: { email } });
    await call('review.create', '/api/review/create?storeCode=sv', {
      body: {
        review: {
          product_id: 1,
          title: 'Bra',
          detail: 'Mycket bra.',
          nickname: 'O',
          ratings: [{ rating_name: 'Quality', value: 4 }],
        },
      },
    });
    await call('stockAlert.subscribe', '/api/ext/polder/stock-alert?storeCode=sv', {
      body: { sku: '150001-000', email },
    });
    await call('report.productView', '/api/ext/polder/reports/catalog-product-view/1?storeCode=sv');
    const mailToken = (await call('mail.token', '/api/ext/mail-service/get-token?storeCode=sv')).result as string;
    await call('mail.send', '/api/ext/mail-service/send-email?storeCode=sv', {
      body: { token: mailToken, sender: email, subject: 'Hej', text: 'Hej, en fråga om pjäxor.' },
    });
    const secret = readFileSync(path.join(path.dirname(inject('shopLog')), 'content-webhook-secret'), 'utf8').trim();
    await call('content.revalidate', '/api/content/revalidate?storeCode=sv', {
      headers: { authorization: `Bearer ${secret}` },
    });
  });

  it('the catalogue: searches with their sources, the URL map of each kind, rewrites, CMS and stock', async () => {
    await call('catalog.search.product', '/api/catalog/sv/product/_search', {
      body: {
        query: { text: 'fischler', filters: { ls_farg: ['51', '52'] } },
        aggregations: ['ls_farg', 'price'],
        size: 10,
      },
    });
    await call('catalog.search.product', '/api/catalog/no/product/_search', {
      body: { query: { filters: { type_id: ['bundle', 'grouped', 'configurable'] } }, size: 30 },
    });
    await call('catalog.search.category', '/api/catalog/sv/category/_search', {
      body: { query: { filters: { parent_id: 2 } } },
    });
    await call('catalog.search.attribute', '/api/catalog/sv/attribute/_search', {
      body: { query: { filters: { attribute_code: ['ls_farg', 'ls_varumarke'] } } },
    });
    await call('catalog.search.taxrule', '/api/catalog/sv/taxrule/_search', { body: {} });
    await call(
      'catalog.renderList',
      '/api/product/render-list?storeCode=sv&skus=150001,150005,150005-000,GIFT-500&storeId=11&currencyCode=SEK',
    );
    // A Club member (group 2) sees tier prices: their shape is checked too.
    const member = `klubb-${email}`;
    await call('user.create', '/api/user/create?storeCode=sv', {
      body: { customer: { email: member, firstname: 'Klubb', lastname: 'Medlem' }, password },
    });
    await shopQuery('UPDATE customers SET group_id = 2 WHERE email = $1', [member]);
    const token = (await call('user.login', '/api/user/login?storeCode=sv', { body: { username: member, password } }))
      .result as string;
    const club = await call('catalog.search.product', '/api/catalog/sv/product/_search?userGroupId=2', {
      token,
      body: { size: 40 },
    });
    const skus = (club.result.items as { sku: string }[]).map((item) => item.sku).join(',');
    const prices = await call(
      'catalog.renderList',
      `/api/product/render-list?storeCode=sv&userGroupId=2&skus=${skus}`,
      { token },
    );
    expect(
      (prices.result.items as { price_info: { tier_prices?: unknown[] } }[]).some(
        (item) => (item.price_info.tier_prices ?? []).length > 0,
      ),
    ).toBe(true);
    for (const url of [
      '/p/150001/fischler-speedmax-skate-langdskidor',
      '/c/langdskidor-skidor',
      '/sida/about-us',
      '/p/150001-000/x',
      '/kundservice',
    ]) {
      await call('catalog.urlMap', '/api/url/map?storeCode=sv', { body: { url } });
    }
    await call('catalog.urlRewrite', '/api/ext/polder/url-rewrites/find?storeCode=sv', { body: { url: '/rea' } });
    await call('cms.page', '/api/ext/cms-data/cmsPage/1?storeCode=sv');
    await call('cms.block', '/api/ext/cms-data/cmsBlock/1?storeCode=sv');
    await call('cms.pageByIdentifier', '/api/ext/cms-data/cmsPageIdentifier/about-us/11?storeCode=sv');
    await call('cms.blockByIdentifier', '/api/ext/cms-data/cmsBlockIdentifier/footer-usp/7?storeCode=sv');
    await call('stock.check', '/api/stock/check?storeCode=sv&sku=150001-001');
    await call('stock.list', '/api/stock/list?storeCode=sv&skus=150001-001,150001-002');
  });

  it('no answer differed from its contract, and every contract but the listed ones answered 2xx', () => {
    expect(problems).toEqual([]);
    expect(apiContracts.map((c) => c.name).filter((name) => !answered.has(name) && !without2xx.includes(name))).toEqual(
      [],
    );
  });
});
