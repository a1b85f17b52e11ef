/**
 * The GraphQL catalogue answers what the REST API answers: the same requests through both give the same items,
 * prices and aggregations in every store, and the other lookups (render-list, URL resolution, categories, CMS)
 * agree with their REST twins.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { storeCodes, type StoreCode } from '../../../src/lib/store-view/config.ts';
import { setCustomerGroup } from '../support/server-db.ts';
import { gql, restSearch } from './graphql-client.ts';

const PRODUCTS = `query P($search: String, $filter: ProductFilterInput, $sort: ProductSort, $pageSize: Int, $currentPage: Int, $aggregations: [String!]) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage, aggregations: $aggregations) {
    total_count
    page_info { page_size current_page total_pages }
    items { sku name url_path price special_price final_price final_price_excl_tax tax_percent tier_prices { customer_group_id qty value } variants { sku final_price is_in_stock } }
    aggregations { attribute_code buckets { key label doc_count } }
    suggestions { text }
  }
}`;

/** One request in both shapes: the REST body and the GraphQL variables. */
interface Case {
  name: string;
  rest: Record<string, unknown>;
  graphql: Record<string, unknown>;
}
/** A word that finds products in each store's language. */
const words: Record<StoreCode, string> = { sv: 'skidor', no: 'langrennski', fi: 'sukset' };
const casesOf = (store: StoreCode): Case[] => [
  {
    name: 'text search with facets',
    rest: { query: { text: words[store] }, size: 10, aggregations: ['ls_varumarke', 'ls_farg', 'price'] },
    graphql: { search: words[store], pageSize: 10, aggregations: ['ls_varumarke', 'ls_farg', 'price'] },
  },
  {
    name: 'category listing, second page, by price',
    rest: {
      query: { filters: { category_ids: [10] } },
      sort: 'price:asc',
      from: 12,
      size: 12,
      aggregations: ['ls_varumarke', 'price'],
    },
    graphql: {
      filter: { category_ids: [10] },
      sort: 'PRICE_ASC',
      pageSize: 12,
      currentPage: 2,
      aggregations: ['ls_varumarke', 'price'],
    },
  },
  {
    name: 'brand filter and price range',
    rest: {
      query: { filters: { ls_varumarke: ['fischler', 'nordvik'], price: { from: 1, to: 100000 } } },
      sort: 'name:asc',
      size: 30,
      aggregations: ['ls_varumarke', 'ls_storlek_klader'],
    },
    graphql: {
      filter: {
        attributes: [{ code: 'ls_varumarke', values: ['fischler', 'nordvik'] }],
        price: { from: 1, to: 100000 },
      },
      sort: 'NAME_ASC',
      pageSize: 30,
      aggregations: ['ls_varumarke', 'ls_storlek_klader'],
    },
  },
  {
    name: 'a misspelt search with suggestions',
    rest: { query: { text: 'fischr' }, size: 5 },
    graphql: { search: 'fischr', pageSize: 5 },
  },
];

const pick = (item: any) => ({
  sku: item.sku,
  name: item.name,
  url_path: item.url_path,
  price: item.price,
  special_price: item.special_price,
  final_price: item.final_price,
  final_price_excl_tax: item.final_price_excl_tax,
  tax_percent: item.tax_percent,
  tier_prices: item.tier_prices.map((t: any) => ({
    customer_group_id: t.customer_group_id,
    qty: t.qty,
    value: t.value,
  })),
  variants: (item.variants ?? item.configurable_children ?? []).map((v: any) => ({
    sku: v.sku,
    final_price: v.final_price,
    is_in_stock: v.is_in_stock,
  })),
});
const buckets = (list: any[]) => list.map((b) => ({ key: b.key, label: b.label, doc_count: b.doc_count }));

for (const store of storeCodes) {
  test(`the same searches give the same items, prices and aggregations through REST and GraphQL (${store})`, async ({
    request,
  }) => {
    const cases = casesOf(store);
    for (const { name, rest, graphql } of cases) {
      const viaRest = await restSearch(request, store, rest);
      const viaGraphql = await gql(request, PRODUCTS, graphql, { store });
      expect(viaGraphql.errors, name).toBeUndefined();
      const products = viaGraphql.data!.products;
      expect(products.total_count, name).toBe(viaRest.total);
      expect(products.items.map(pick), name).toEqual(viaRest.items.map(pick));
      const restAggregations = Object.fromEntries(
        Object.entries(viaRest.aggregations as Record<string, { buckets: any[] }>).map(([code, a]) => [
          code,
          buckets(a.buckets),
        ]),
      );
      const graphqlAggregations = Object.fromEntries(
        products.aggregations.map((a: any) => [a.attribute_code, buckets(a.buckets)]),
      );
      expect(graphqlAggregations, name).toEqual(restAggregations);
      expect(products.suggestions, name).toEqual(viaRest.suggestions);
      expect(products.page_info.page_size).toBe(graphql.pageSize);
      expect(products.page_info.total_pages).toBe(Math.ceil(viaRest.total / Number(graphql.pageSize)));
    }
    // The cases are not vacuous: the searches find products with facets, and the misspelling gets suggestions.
    const found = await gql(request, PRODUCTS, cases[0]!.graphql, { store });
    expect(found.data!.products.items.length).toBeGreaterThan(0);
    expect(
      found.data!.products.aggregations.find((a: any) => a.attribute_code === 'ls_varumarke').buckets.length,
    ).toBeGreaterThan(0);
  });
}

/** A customer the staff made a Club member, logged in: the token that Club prices need. */
async function clubToken(request: APIRequestContext): Promise<string> {
  const email = `club-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await request.post('/api/user/create', {
    data: { customer: { email, firstname: 'Klubb', lastname: 'Medlem' }, password: 'Fjallbacka-2026!' },
  });
  expect(created.status(), await created.text()).toBe(200);
  await setCustomerGroup(email, 2); // the Club (staff's step)
  const login = await request.post('/api/user/login', { data: { username: email, password: 'Fjallbacka-2026!' } });
  return (await login.json()).result as string;
}

test('render-list prices agree with REST for guests and for a Club member; naming the Club group alone gives guest prices', async ({
  request,
}) => {
  const skus = (await restSearch(request, 'sv', { size: 20, query: { filters: { category_ids: [10] } } })).items.map(
    (i: any) => i.sku as string,
  );
  const token = await clubToken(request);
  for (const store of storeCodes) {
    for (const club of [false, true]) {
      const rest = await request.get(
        `/api/product/render-list?skus=${skus.join(',')}&storeCode=${store}&userGroupId=2${club ? `&token=${encodeURIComponent(token)}` : ''}`,
      );
      expect(rest.status()).toBe(200);
      const answer = await gql(
        request,
        `query R($skus: [String!]!, $group: Int) { renderList(skus: $skus, userGroupId: $group) {
        id sku sgn price_info { final_price regular_price special_price prior_price minimal_price max_price currency_code tax_adjustments { final_price regular_price minimal_price max_price } tier_prices { customer_group_id qty value value_excl_tax } } } }`,
        { skus, group: 2 },
        { store, ...(club ? { headers: { authorization: `Bearer ${token}` } } : {}) },
      );
      expect(answer.errors).toBeUndefined();
      const restItems = (await rest.json()).result.items.map((i: any) => ({
        ...i,
        price_info: { special_price: null, prior_price: null, ...i.price_info },
      }));
      expect(answer.data!.renderList).toEqual(restItems);
    }
  }
  // Club members (group 2) pay less for some products: only with a Club member's token.
  const query = '{ renderList(skus: $skus, userGroupId: 2) { sku price_info { final_price } } }'.replace(
    '$skus',
    JSON.stringify(skus),
  );
  const guest = await gql(
    request,
    '{ renderList(skus: $skus) { sku price_info { final_price } } }'.replace('$skus', JSON.stringify(skus)),
  );
  const named = await gql(request, query);
  expect(named.data!.renderList).toEqual(guest.data!.renderList);
  const club = await gql(request, query, {}, { headers: { authorization: `Bearer ${token}` } });
  const cheaper = club.data!.renderList.filter(
    (item: any, i: number) => item.price_info.final_price < guest.data!.renderList[i].price_info.final_price,
  );
  expect(cheaper.length).toBeGreaterThan(0);
});

test('render-list prices a variant by its own sku', async ({ request }) => {
  const answer = await (await request.get('/api/product/render-list?skus=150001-000,150001&storeCode=no')).json();
  expect(answer.result.items.map((i: any) => i.sku)).toEqual(['150001-000', '150001']);
  expect(answer.result.items[0].price_info.currency_code).toBe('NOK');
  expect(answer.result.items[0].price_info.final_price).toBeGreaterThan(0);
});

test("a customer token prices searches for the customer's group, as REST does; a bad token is a clear error", async ({
  request,
}) => {
  const email = `gql-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await request.post('/api/user/create', {
    data: { customer: { email, firstname: 'Gra', lastname: 'Phql' }, password: 'Fjallbacka-2026!' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const login = await request.post('/api/user/login', { data: { username: email, password: 'Fjallbacka-2026!' } });
  const token = (await login.json()).result as string;
  const viaRest = await restSearch(
    request,
    'no',
    { query: { text: 'jacka' }, size: 5 },
    `?token=${encodeURIComponent(token)}`,
  );
  const viaGraphql = await gql(
    request,
    PRODUCTS,
    { search: 'jacka', pageSize: 5 },
    { store: 'no', headers: { authorization: `Bearer ${token}` } },
  );
  expect(viaGraphql.data!.products.items.map(pick)).toEqual(viaRest.items.map(pick));
  const bad = await gql(
    request,
    '{ products(search: "jacka") { total_count } }',
    {},
    { headers: { authorization: 'Bearer not-a-token' } },
  );
  expect(bad.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('a product by sku, url key or url path carries variants and prices; unknown ones are null', async ({
  request,
}) => {
  const listed = (await restSearch(request, 'fi', { size: 40, query: { filters: { type_id: ['configurable'] } } }))
    .items[0];
  const query = `query Q($sku: String, $key: String, $path: String) {
    bySku: product(sku: $sku) { sku type_id final_price variants { sku final_price stock { is_in_stock } } configurable_options { attribute_code values { value_index label } } selected_variant { sku } categories { id name } }
    byKey: product(url_key: $key) { sku }
    byPath: product(url_path: $path) { sku }
    missing: product(sku: "no-such-sku") { sku }
  }`;
  const answer = await gql(
    request,
    query,
    { sku: listed.sku, key: listed.url_key, path: listed.url_path },
    { store: 'fi' },
  );
  expect(answer.errors).toBeUndefined();
  const { bySku, byKey, byPath, missing } = answer.data as any;
  expect(bySku.sku).toBe(listed.sku);
  expect(bySku.final_price).toBe(listed.final_price);
  expect(bySku.variants.map((v: any) => v.sku)).toEqual(listed.configurable_children.map((c: any) => c.sku));
  expect(bySku.configurable_options.length).toBeGreaterThan(0);
  expect(bySku.categories.map((c: any) => c.id)).toEqual(
    expect.arrayContaining(listed.category_ids.filter((id: number) => id > 2).slice(0, 1)),
  );
  expect(byKey.sku).toBe(listed.sku);
  expect(byPath.sku).toBe(listed.sku);
  expect(missing).toBeNull();
});

test('URL resolution agrees with /api/url/map: products, categories, CMS pages and redirects with their code', async ({
  request,
}) => {
  const product = (await restSearch(request, 'sv', { size: 1, query: { text: 'skidor' } })).items[0];
  const urls: [StoreCode, string][] = [
    ['sv', `/${product.url_path}`],
    ['sv', '/rea'],
    ['no', '/no/salg'],
    ['sv', '/langdskidor.html'],
    ['sv', `/produkt/150001/x.html`],
    ['fi', '/fi/about-us'],
    ['sv', '/c/langdskidor'],
    ['sv', '/no-such-page-at-all'],
  ];
  for (const [store, url] of urls) {
    const rest = await request.post(`/api/url/map?storeCode=${store}`, { data: { url } });
    const answer = await gql(
      request,
      `query U($url: String!) { urlResolver(url: $url) { type id target_url redirect_code entity_type product { sku } category { id } cms_page { identifier } } }`,
      { url },
      { store },
    );
    expect(answer.errors, url).toBeUndefined();
    const resolved = (answer.data as any).urlResolver;
    if (rest.status() === 404) {
      expect(resolved, url).toBeNull();
      continue;
    }
    const mapped = (await rest.json()).result;
    if ('_type' in mapped) {
      expect(resolved.type, url).toBe(mapped._type.toUpperCase());
      expect(resolved.redirect_code).toBe(0);
      if (mapped._type === 'product') expect(resolved.product.sku).toBe(mapped._source.sku);
      if (mapped._type === 'category') expect(resolved.category.id).toBe(mapped._source.id);
      if (mapped._type === 'cms_page') expect(resolved.cms_page.identifier).toBe(mapped._source.identifier);
    } else {
      expect(resolved, url).toMatchObject({
        type: 'REDIRECT',
        target_url: mapped.target_url,
        redirect_code: mapped.redirectCode,
        entity_type: mapped.type,
      });
    }
  }
});

test('categories (tree, by id, slug and url_path), attributes, tax rules and CMS content', async ({ request }) => {
  const restCategories = await request.post('/api/catalog/no/category/_search', {
    data: { query: { filters: { parent_id: 2 } } },
  });
  const restTop = (await restCategories.json()).result.items;
  const tree = await gql(
    request,
    '{ categories(filter: { parent_id: 2 }) { total_count items { id name url_path product_count children { id name children { id } } } } }',
    {},
    { store: 'no' },
  );
  expect(tree.errors).toBeUndefined();
  const top = (tree.data as any).categories.items;
  expect(top.map((c: any) => [c.id, c.name, c.url_path, c.product_count])).toEqual(
    restTop.map((c: any) => [c.id, c.name, c.url_path, c.product_count]),
  );
  expect(top.flatMap((c: any) => c.children.map((child: any) => child.id))).toEqual(
    restTop.flatMap((c: any) => c.children_data.map((child: any) => child.id)),
  );
  const first = restTop[0];
  const lookups = await gql(
    request,
    `query C($id: Int, $slug: String, $path: String) {
    byId: category(id: $id) { id name breadcrumbs { id } parent { id } }
    bySlug: category(slug: $slug) { id }
    byPath: category(url_path: $path) { id }
    missing: category(id: 999999) { id }
  }`,
    { id: first.id, slug: first.slug, path: first.url_path },
    { store: 'no' },
  );
  expect(lookups.data).toEqual({
    byId: { id: first.id, name: first.name, breadcrumbs: [], parent: null },
    bySlug: { id: first.id },
    byPath: { id: first.id },
    missing: null,
  });

  const reference = await gql(
    request,
    `{ attributes(codes: ["ls_farg"]) { attribute_code frontend_label options { value label } } taxRules { code rates { rate tax_country_id } } cmsPage(identifier: "about-us") { title } cmsBlock(identifier: "footer-usp") { title } }`,
    {},
    { store: 'fi' },
  );
  expect(reference.errors).toBeUndefined();
  const restAttributes = await request.post('/api/catalog/fi/attribute/_search', {
    data: { query: { filters: { attribute_code: 'ls_farg' } } },
  });
  const restAttribute = (await restAttributes.json()).result.items[0];
  const data = reference.data as any;
  expect(data.attributes[0]).toEqual({
    attribute_code: 'ls_farg',
    frontend_label: restAttribute.frontend_label,
    options: restAttribute.options.map((o: any) => ({ value: o.value, label: o.label })),
  });
  expect(data.taxRules.flatMap((r: any) => r.rates.map((rate: any) => rate.tax_country_id))).toContain('FI');
  const restPage = await request.get('/api/ext/cms-data/cmsPageIdentifier/about-us/9');
  expect(data.cmsPage.title).toBe((await restPage.json()).result.title);
  expect(data.cmsBlock.title).toEqual(expect.any(String));
});

test('GET /graphql answers a query from the URL, with the store from ?storeCode=', async ({ request }) => {
  const response = await request.get(
    `/graphql?storeCode=fi&query=${encodeURIComponent('{ renderList(skus: ["150001"]) { price_info { currency_code } } }')}`,
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ data: { renderList: [{ price_info: { currency_code: 'EUR' } }] } });
});
