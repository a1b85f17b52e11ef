/**
 * Every contract is routed in the built shop, in every store: each example request answers neither the catch-all's
 * 404 (marked `X-Api-Unrouted`) nor a 405 or 5xx, and each successful answer parses with the contract's schemas.
 * The calls the shop promises its clients (below) must all be in the registry.
 */
import { describe, expect, it } from 'vitest';
import { apiContracts } from '../../../src/lib/api-client/contracts.ts';
import { request, shopDatabase, shopQuery, testRequest } from '../../support/http.ts';
import { mismatches } from '../../support/contract-mismatches.ts';

const stores = ['sv', 'no', 'fi'] as const;

/** Every call the shop promises its clients (method and path pattern): none may leave the registry. */
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

describe(`every contract is routed over HTTP (${shopDatabase()} database)`, () => {
  it(`the shop runs on the ${shopDatabase()} database`, async () => {
    // The embedded server's database is the shop's own 'nordpeak'; on the machine's server it is this run's np_http_….
    const { rows } = await shopQuery('SELECT current_database() AS name');
    expect((rows[0] as { name: string }).name).toMatch(shopDatabase() === 'embedded' ? /^nordpeak$/ : /^np_http_/);
  });

  it('the registry holds every promised call', () => {
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
          const body = example.body ?? (contract.method === 'GET' ? undefined : contract.body ? {} : undefined);
          const answer = await testRequest(contract, {
            storeCode: store,
            ...(example.params ? { params: example.params } : {}),
            ...(example.query ? { query: example.query } : {}),
            ...(body !== undefined ? { body } : {}),
            ...(example.headers ? { headers: example.headers } : {}),
          });
          const call = `${contract.method} ${contract.path} in ${store}`;
          if (answer.headers.get('x-api-unrouted') || answer.status === 405 || answer.status >= 500) {
            problems.push(`${call} → ${answer.status} ${JSON.stringify(answer.result).slice(0, 120)}`);
            continue;
          }
          if (contract.raw) continue;
          if (answer.code !== answer.status) problems.push(`${call}: code ${answer.code} ≠ status ${answer.status}`);
          if (answer.status >= 200 && answer.status < 300) problems.push(...mismatches(contract, answer, call));
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
