/**
 * Every contract is routed in the built shop, in every store: each contract's example requests are sent over HTTP
 * to the built server for sv, no and fi (the catalogue search with its store in the path, the other calls with
 * `?storeCode=`), and none may answer the catch-all's 404 (marked `X-Api-Unrouted`), a 405 or a 5xx. The list of
 * api-contract.md's calls below must all be in the registry. Each successful answer's `result` (and `meta`, where the
 * contract declares it) must parse with the contract's schema; a mismatch fails with its path. It runs once per HTTP test project (vitest.config.ts):
 * on a shop with its embedded PostgreSQL, and with TEST_DATABASE_URL also on a shop on that server.
 */
import type { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { contractPath, type AnyContract } from '../../../src/lib/api-client/contract.ts';
import { apiContracts } from '../../../src/lib/api-client/contracts.ts';
import { request, shopDatabase, shopQuery, shopUrl } from '../../support/http.ts';

const stores = ['sv', 'no', 'fi'] as const;

/** Every call api-contract.md names (method and path pattern), transcribed from the spec. */
const specifiedCalls = [
  'POST /api/cart/create', 'GET /api/cart/pull', 'POST /api/cart/update', 'POST /api/cart/delete', 'GET /api/cart/totals',
  'GET /api/cart/payment-methods', 'POST /api/cart/shipping-methods', 'POST /api/cart/shipping-information', 'POST /api/cart/collect-totals',
  'POST /api/cart/apply-coupon', 'POST /api/cart/delete-coupon',
  'POST /api/user/create', 'POST /api/user/login', 'POST /api/user/refresh', 'POST /api/user/logout', 'GET /api/user/me', 'POST /api/user/me',
  'POST /api/user/change-password', 'POST /api/user/reset-password', 'POST /api/user/create-password', 'GET /api/user/order-history',
  'POST /api/order',
  'GET /api/stock/check', 'GET /api/stock/list',
  'GET /api/ext/mailchimp-subscribe/subscribe', 'POST /api/ext/mailchimp-subscribe/subscribe', 'DELETE /api/ext/mailchimp-subscribe/subscribe',
  'POST /api/review/create', 'POST /api/ext/polder/reports/catalog-product-view/{productId}', 'POST /api/ext/polder/stock-alert',
  'GET /api/ext/polder/gift-card/balance/{code}', 'POST /api/ext/polder/gift-card/apply', 'POST /api/ext/polder/gift-card/remove',
  'GET /api/ext/polder/service-points', 'POST /api/ext/polder/cart/service-point', 'POST /api/ext/polder/url-rewrites/find',
  'GET /api/ext/polder/avarda/init/{cartId}', 'GET /api/ext/polder/avarda/load/{cartId}', 'GET /api/ext/polder/avarda/get/{cartId}',
  'POST /api/ext/polder/avarda/complete/{cartId}', 'GET /api/ext/avarda-widget/init',
  'POST /api/catalog/{storeCode}/product/_search', 'POST /api/catalog/{storeCode}/category/_search',
  'POST /api/catalog/{storeCode}/attribute/_search', 'POST /api/catalog/{storeCode}/taxrule/_search',
  'GET /api/product/render-list', 'POST /api/url/map',
  'GET /api/ext/cms-data/cmsPage/{id}', 'GET /api/ext/cms-data/cmsBlock/{id}',
  'GET /api/ext/cms-data/cmsPageIdentifier/{identifier}/{storeId}', 'GET /api/ext/cms-data/cmsBlockIdentifier/{identifier}/{storeId}',
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
  const parts: [string, z.ZodType | undefined, unknown][] = [['result', contract.result, envelope.result], ['meta', contract.meta, envelope.meta]];
  return parts.flatMap(([name, schema, value]) => {
    if (!schema) return [];
    const parsed = schema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${call}: ${[name, ...issue.path.map(String)].join('.')}: ${issue.message}`);
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
          if (envelope.code !== response.status) problems.push(`${url}: code ${envelope.code} ≠ status ${response.status}`);
          if (response.status >= 200 && response.status < 300) problems.push(...mismatches(contract, envelope, `${contract.method} ${url}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
