/**
 * The GraphQL API protects the shop: over-deep, over-complex and alias-heavy queries are refused before any
 * lookup, field suggestions are hidden, queries can be sent as automatic persisted queries, and no query — however
 * broken — gets a 5xx.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { gql } from './graphql-client.ts';

test('an over-deep query is refused with a clear message', async ({ request }) => {
  const deep =
    '{ categories(filter: { parent_id: 2 }) { items { children { children { children { children { children { children { children { id } } } } } } } } } }';
  const answer = await gql(request, deep);
  expect(answer.data?.categories ?? null).toBeNull();
  expect(answer.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/^Query depth \d+ exceeds the limit of 8$/),
    extensions: { code: 'QUERY_TOO_COMPLEX', kind: 'depth' },
  });
});

test('an over-complex query is refused, while a listing page of the same shape passes', async ({ request }) => {
  const shape = (pageSize: number) =>
    `{ products(pageSize: ${pageSize}) { items { sku name final_price variants { sku final_price attributes { code labels } } categories { name } } } }`;
  const tooMuch = await gql(request, shape(500));
  expect(tooMuch.errors?.[0]).toMatchObject({
    message: expect.stringMatching(/^Query complexity \d+ exceeds the limit of 20000$/),
    extensions: { code: 'QUERY_TOO_COMPLEX', kind: 'complexity' },
  });
  expect(tooMuch.data?.products ?? null).toBeNull();
  const page = await gql(request, shape(24));
  expect(page.errors).toBeUndefined();
  expect(page.data!.products.items.length).toBe(24);
});

test('more than 15 aliases are refused', async ({ request }) => {
  const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: taxRules { id }`).join(' ');
  const answer = await gql(request, `{ ${aliases} }`);
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors?.[0]?.message).toContain('Aliases limit of 15 exceeded');
  const fifteen = await gql(request, `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: taxRules { id }`).join(' ')} }`);
  expect(fifteen.errors).toBeUndefined();
});

test('an unknown field is a validation error without suggestions of real field names', async ({ request }) => {
  const answer = await gql(request, '{ products { itemz { sku } } }');
  expect(answer.errors?.[0]?.message).toContain('Cannot query field "itemz" on type "Products"');
  expect(answer.errors?.[0]?.message).not.toContain('Did you mean');
});

test('automatic persisted queries: the hash alone works once the server has seen the query', async ({ request }) => {
  const query = `{ taxRules { code } } # ${Date.now()}`;
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const extensions = { persistedQuery: { version: 1, sha256Hash } };
  const unknown = await request.post('/graphql', { data: { extensions } });
  expect(unknown.status()).toBeLessThan(500);
  expect((await unknown.json()).errors[0].message).toBe('PersistedQueryNotFound');
  const registered = await request.post('/graphql', { data: { query, extensions } });
  expect((await registered.json()).data.taxRules.length).toBeGreaterThan(0);
  const byHash = await request.get(`/graphql?extensions=${encodeURIComponent(JSON.stringify(extensions))}`);
  expect((await byHash.json()).data.taxRules.length).toBeGreaterThan(0);
  const mismatch = await request.post('/graphql', { data: { query: '{ taxRules { id } }', extensions } });
  expect(mismatch.status()).toBeLessThan(500);
  expect((await mismatch.json()).errors[0].message).toBe('PersistedQueryMismatch');
});

test("bad arguments answer GraphQL errors with the services' messages", async ({ request }) => {
  const cases: [string, RegExp][] = [
    ['{ products(pageSize: 0) { total_count } }', /pageSize must be between 1 and 999/],
    ['{ products(currentPage: -1) { total_count } }', /currentPage must be 1 or more/],
    ['{ products(filter: { price: { from: 50, to: 10 } }) { total_count } }', /Price filter/],
    [
      '{ products(aggregations: ["no_such_attribute"]) { total_count } }',
      /Unknown aggregation field no_such_attribute/,
    ],
    ['{ products(filter: { attributes: [{ code: "no_such", values: ["x"] }] }) { total_count } }', /no_such/],
    ['{ product { sku } }', /Give exactly one of sku, url_key and url_path/],
    ['{ renderList(skus: []) { sku } }', /No skus provided/],
    ['{ renderList(skus: ["150001"], currencyCode: "USD") { sku } }', /Currency USD is not the currency of store sv/],
    ['{ category(id: 1, slug: "x") { id } }', /Give exactly one of/],
  ];
  for (const [query, message] of cases) {
    const answer = await gql(request, query);
    expect(answer.errors?.[0]?.message, query).toMatch(message);
  }
  const store = await request.post('/graphql', { headers: { store: 'dk' }, data: { query: '{ taxRules { id } }' } });
  expect(store.status()).toBe(400);
  expect((await store.json()).errors[0].message).toBe('Unknown store dk: use sv, no or fi');
});

/** A small deterministic random source, so a failing fuzz case can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const fragments = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '!',
  '$',
  '...',
  '@skip(if: true)',
  '@include(if: $x)',
  'query',
  'mutation',
  'subscription',
  'fragment F on Product',
  'products',
  'product',
  'items',
  'sku',
  'variants',
  'categories',
  'children',
  'renderList',
  'urlResolver',
  'category',
  'attributes',
  'taxRules',
  'cmsPage',
  'search: "skidor"',
  'pageSize: 999999999999',
  'pageSize: -5',
  'currentPage: 0',
  'sort: PRICE_ASC',
  'sort: "x"',
  'filter: { price: { from: 1e308 } }',
  'filter: { attributes: [{ code: "price", values: ["a"] }] }',
  'url: "/../../etc/passwd"',
  'url: "\\u0000"',
  'skus: ["a","b"]',
  'sku: null',
  'id: 2147483648',
  '"unterminated',
  '# comment',
  '__typename',
  '__schema { types { name } }',
  '__type(name: "Product") { fields { name } }',
  'a: sku',
  'x: products',
  '\u0000',
  '💥',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '0x10',
  '1.5',
  'true',
  'null',
  '"\\uD800"',
];

test('fuzzed queries, variables and bodies never get a 5xx', async ({ request }) => {
  test.setTimeout(180_000);
  const next = random(20261124);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const bodies: { data?: unknown; raw?: string; headers?: Record<string, string>; get?: string }[] = [];
  for (let i = 0; i < 150; i++) {
    const query = Array.from({ length: 1 + Math.floor(next() * 25) }, () => pick(fragments)).join(' ');
    bodies.push({ data: { query } });
  }
  // Valid queries with broken variables.
  const variables = [
    { pageSize: 'many' },
    { pageSize: 1e309 },
    { filter: { price: 'cheap' } },
    { filter: { category_ids: ['x'] } },
    { sort: 'SIDEWAYS' },
    { search: 'a'.repeat(600) },
    { search: { nested: true } },
    { aggregations: Array(100).fill('ls_farg') },
  ];
  for (const v of variables) {
    bodies.push({
      data: {
        query:
          'query Q($pageSize: Int, $filter: ProductFilterInput, $sort: ProductSort, $search: String, $aggregations: [String!]) { products(pageSize: $pageSize, filter: $filter, sort: $sort, search: $search, aggregations: $aggregations) { total_count } }',
        variables: v,
      },
    });
  }
  // Broken envelopes.
  bodies.push(
    { raw: '{"query": ' },
    { raw: '[]' },
    { raw: '[{"query":"{ taxRules { id } }"},{"query":"{ taxRules { id } }"}]' },
    { raw: '"just a string"' },
    { raw: 'null' },
  );
  bodies.push(
    { data: { query: 42 } },
    { data: { query: '{ taxRules { id } }', variables: 'x' } },
    { data: { query: '{ taxRules { id } }', operationName: 7 } },
    { data: { extensions: { persistedQuery: { version: 9, sha256Hash: 'zz' } } } },
  );
  bodies.push(
    { data: { query: 'mutation { x }' } },
    { data: { query: 'subscription { x }' } },
    { data: { query: '{ taxRules { id } }' }, headers: { 'content-type': 'text/plain' } },
  );
  bodies.push(
    { data: { query: '{ taxRules { id } }' }, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { raw: 'query=%7BtaxRules%7Bid%7D%7D', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  );
  bodies.push(
    { data: { query: `{ ${'products { items { sku } } '.repeat(300)} }` } },
    { data: { query: `{ products(search: "${'x'.repeat(90_000)}") { total_count } }` } },
    { raw: 'x'.repeat(200_000) },
  );
  bodies.push(
    { get: '/graphql?query=%7B' },
    { get: '/graphql?query={taxRules{id}}&variables=notjson' },
    { get: '/graphql' },
    { get: '/graphql?query=mutation{x}' },
    { get: '/graphql?extensions=%7B%7D' },
  );
  for (const body of bodies) {
    const response = body.get
      ? await request.get(body.get)
      : await request.post('/graphql', {
          headers: { 'content-type': 'application/json', ...body.headers },
          ...(body.raw !== undefined ? { data: body.raw } : { data: body.data }),
        });
    const text = await response.text();
    expect(response.status(), `${JSON.stringify(body).slice(0, 300)} → ${text.slice(0, 300)}`).toBeLessThan(500);
    if (response.status() !== 403)
      expect(JSON.parse(text).errors ?? JSON.parse(text).data, text.slice(0, 200)).toBeDefined();
  }
});
