/** JSON Schema helpers for the OpenAPI fragments (OpenAPI 3.1 = JSON Schema 2020-12). */
const str = { type: 'string' };
const int = { type: 'integer' };
const num = { type: 'number' };
const bool = { type: 'boolean' };
const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });
const arr = (items: unknown) => ({ type: 'array', items });
const obj = (properties: Record<string, unknown>, required: string[] = Object.keys(properties), extra = true) => ({
  type: 'object', properties, required, additionalProperties: extra,
});

/** The envelope of a successful answer with its `result` schema. */
const ok = (description: string, result: unknown) => ({
  description,
  content: { 'application/json': { schema: obj({ code: { const: 200 }, result, meta: { type: 'object' } }, ['code', 'result'], false) } },
});
/** An error envelope (`result` is the message). */
const error = (code: number, description: string) => ({
  description,
  content: { 'application/json': { schema: obj({ code: { const: code }, result: str, meta: { type: 'object' } }, ['code', 'result'], false) } },
});
const storeCodeParam = { name: 'storeCode', in: 'query', required: false, schema: { enum: ['sv', 'no', 'fi'] }, description: 'Store view (sv default).' };
const tokenParam = { name: 'token', in: 'query', required: false, schema: str, description: 'Customer access token (or Authorization: Bearer).' };
const jsonBody = (schema: unknown) => ({ required: true, content: { 'application/json': { schema } } });
const badInput = { 400: error(400, 'Invalid input (validation message; meta.errors lists { path, message }).'), 413: error(413, 'Body over 100 KB.'), 415: error(415, 'Body is not JSON.') };

const priceFields = {
  price: num, price_incl_tax: num, price_excl_tax: num, price_tax: num, special_price: nullable(num), special_price_incl_tax: nullable(num),
  special_from_date: nullable(str), special_to_date: nullable(str), final_price: num, final_price_incl_tax: num, final_price_excl_tax: num,
  final_price_tax: num, original_price: num, original_price_incl_tax: num, original_price_excl_tax: num, tax_percent: num,
  tier_prices: arr(obj({ customer_group_id: int, qty: int, value: num, value_excl_tax: num })), sale: bool, discount_label: nullable(str),
};
const stock = obj({ is_in_stock: bool, qty: int, manage_stock: bool, backorders: bool });

/** A configurable variant. */
const childDocument = obj({ id: int, sku: str, name: str, type_id: str, status: int, visibility: int, url_key: str, url_path: str, image: nullable(str), stock, is_in_stock: bool, qty: int, ...priceFields });

/** The product document (product.md §3); all money tax included unless the name says excl. */
export const productDocumentSchema = obj({
  id: int, sku: str, name: str, type_id: { enum: ['simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable'] }, status: int, visibility: int,
  tax_class_id: int, url_key: str, url_path: str, slug: str, parentSku: str, description: str, short_description: str,
  meta_title: nullable(str), meta_description: nullable(str), meta_keywords: nullable(str), image: nullable(str),
  media_gallery: arr(obj({ image: str, pos: int, typ: str, lab: str })), category_ids: arr(int),
  category: arr(obj({ category_id: int, name: str, slug: str, url_path: str })), stock, is_in_stock: bool, qty: int, popularity: int,
  weight: nullable(num), new: bool, news_from_date: nullable(str), news_to_date: nullable(str), created_at: str, updated_at: str,
  configurable_options: arr(obj({ id: int, attribute_id: int, attribute_code: str, label: str, position: int, product_id: int, values: arr(obj({ value_index: str, label: str, swatch: nullable(str) })) })),
  configurable_children: arr(childDocument),
  bundle_options: arr(obj({ option_id: int, title: str, type: str, required: bool, position: int, product_links: arr(obj({ id: int, sku: str, name: str, qty: int, is_default: bool, can_change_quantity: bool, position: int, price: num, is_in_stock: bool })) })),
  product_links: arr(obj({ sku: str, link_type: str, linked_product_sku: str, linked_product_type: str, linked_product_name: str, linked_product_price: num, position: int, qty: int })),
  childSku: str, selectedVariant: childDocument, configuration: { type: 'object', additionalProperties: str }, is_configured: bool,
  errors: { type: 'object', additionalProperties: str },
  ...priceFields,
}, ['id', 'sku', 'name', 'type_id', 'url_path', 'final_price', 'price', 'price_incl_tax', 'stock', 'category_ids', 'configurable_children', 'errors']);

const categoryChild: Record<string, unknown> = obj({ id: int, name: str, slug: str, url_key: str, url_path: str, position: int, level: int, is_active: bool, include_in_menu: bool, product_count: int, children_count: int, children_data: arr({ type: 'object' }) });
/** The category document. */
export const categoryDocumentSchema = obj({
  id: int, parent_id: nullable(int), parent_ids: arr(int), name: str, slug: str, url_key: str, url_path: str, path: str, level: int, position: int,
  is_active: bool, include_in_menu: bool, product_count: int, children_count: int, children_data: arr(categoryChild), description: nullable(str),
  image: nullable(str), icon: nullable(str), meta_title: nullable(str), meta_description: nullable(str), meta_keywords: nullable(str),
  breadcrumbs: arr(obj({ id: int, name: str, slug: str, url_path: str })),
}, ['id', 'name', 'slug', 'url_path', 'level', 'position', 'product_count', 'children_data']);

const bucket = obj({ key: str, label: str, doc_count: int, from: num, to: nullable(num), swatch: nullable(str) }, ['key', 'label', 'doc_count']);
const searchResult = (item: unknown) => obj({
  items: arr(item), total: int, start: int, perPage: int,
  aggregations: { type: 'object', additionalProperties: obj({ buckets: arr(bucket) }) },
  attributeMetadata: arr(obj({ attribute_id: int, attribute_code: str, frontend_input: str, frontend_label: str, options: arr(obj({ value: str, label: str, swatch: str }, ['value', 'label'])) }, ['attribute_id', 'attribute_code', 'options'])),
  suggestions: arr(obj({ text: str })),
});
const cmsDocument = obj({ id: int, identifier: str, title: str, content: str, store_id: int, updated_at: str }, ['id', 'identifier', 'title', 'content']);
const stockStatus = obj({ sku: str, product_id: int, qty: int, is_in_stock: bool, manage_stock: bool }, ['sku', 'product_id', 'qty', 'is_in_stock', 'manage_stock']);

const filterValue = { anyOf: [str, num, bool, arr({ anyOf: [str, num, bool] }), { type: 'object' }] };
const searchRequest = obj({
  query: obj({ text: str, filters: { type: 'object', additionalProperties: filterValue }, exclude: { type: 'object', additionalProperties: filterValue } }, []),
  sort: { type: 'string', description: 'popularity:desc (default), updated_at:desc, created_at:desc, created_at:asc, price:asc, price:desc, name:asc, name:desc; categories position:asc' },
  from: { type: 'integer', description: 'Negative becomes 0.' }, size: { type: 'integer', description: '≤ 0 becomes 50; capped at 999 (categories: default and cap 4000).' },
  _sourceInclude: arr(str), _sourceExclude: arr(str),
  aggregations: { ...arr(str), description: 'Attribute codes (100 buckets, colour and sizes 10) and price (0-50, 50-100, 100-150, 150+ × 10 for SEK/NOK, × 1 for EUR).' },
}, []);

/** OpenAPI path items of the catalogue, search, URL, stock and CMS data calls. */
export const catalogPaths: Record<string, unknown> = {
  '/api/catalog/{storeCode}/{type}/_search': {
    post: {
      summary: 'Search products, categories, attributes or tax rules',
      description: 'Products: listed parents only (visibility 2-4, status 0/1, in stock); text is full text with per-store stemming, up to 2 typos per term, 75 % of terms, min score 0.02 of the best; boosts name 4, sku 2, category name 1. Filters: category_ids, price { from, to } or "from-to" (incl. tax), sku, id, type_id, url_key, url_path, visibility (category listings ask for [2, 4]), any attribute code. Cut at 1000 ms (503). Tier prices of the group of the token or ?groupId.',
      parameters: [
        { name: 'storeCode', in: 'path', required: true, schema: { enum: ['sv', 'no', 'fi'] } },
        { name: 'type', in: 'path', required: true, schema: { enum: ['product', 'category', 'attribute', 'taxrule'] } },
        { name: 'groupId', in: 'query', required: false, schema: str }, tokenParam,
      ],
      requestBody: jsonBody(searchRequest),
      responses: {
        200: ok('Search answer', { anyOf: [searchResult(productDocumentSchema), searchResult(categoryDocumentSchema), searchResult({ type: 'object' })] }),
        ...badInput,
        401: error(401, 'Bad customer token.'),
        404: error(404, 'Unknown type, or category id below the root: "Category query returned empty result id = <id>".'),
        503: error(503, 'The search took longer than the 1000 ms server timeout.'),
      },
    },
  },
  '/api/product/render-list': {
    get: {
      summary: 'Current prices of products for the store and customer group',
      parameters: [
        { name: 'skus', in: 'query', required: true, schema: str, description: 'Comma separated' },
        { name: 'currencyCode', in: 'query', required: false, schema: str }, { name: 'storeId', in: 'query', required: false, schema: str },
        { name: 'userGroupId', in: 'query', required: false, schema: str }, tokenParam, storeCodeParam,
      ],
      responses: {
        200: ok('Prices (tax included; tax_adjustments = the same prices excluding tax)', obj({
          items: arr(obj({
            id: int, sku: str, sgn: str,
            price_info: obj({ final_price: num, regular_price: num, special_price: num, minimal_price: num, max_price: num, tax_adjustments: obj({ final_price: num, regular_price: num, minimal_price: num, max_price: num }), tier_prices: arr({ type: 'object' }), currency_code: str }, ['final_price', 'regular_price', 'minimal_price', 'max_price', 'tax_adjustments']),
          })),
        })),
        400: error(400, 'No skus, unknown store or wrong currency.'), 401: error(401, 'Bad customer token.'),
      },
    },
  },
  '/api/url/map': {
    post: {
      summary: 'Resolve a storefront URL to a product, category or CMS page, or a rewrite/redirect',
      parameters: [storeCodeParam, tokenParam],
      requestBody: jsonBody(obj({ url: str, includeFields: arr(str), excludeFields: arr(str), options: { type: 'object' }, filters: obj({ sku: str }, []), groupId: { anyOf: [int, str] }, groupToken: str }, ['url'])),
      responses: {
        200: ok('Mapped entity or redirect', { anyOf: [
          obj({ _type: { const: 'product' }, _source: { type: 'object' } }),
          obj({ _type: { const: 'category' }, _source: { type: 'object' } }),
          obj({ _type: { const: 'cms_page' }, _source: cmsDocument }),
          obj({ type: str, id: int, target_url: str, redirectCode: { enum: [0, 301, 302] } }, ['type', 'target_url', 'redirectCode']),
        ] }),
        ...badInput, 401: error(401, 'Bad customer token.'), 404: error(404, 'Nothing at this URL.'),
      },
    },
  },
  '/api/ext/polder/url-rewrites/find': {
    post: {
      summary: 'Find the stored URL rewrite of a URL',
      parameters: [storeCodeParam],
      requestBody: jsonBody(obj({ url: str })),
      responses: { 200: ok('The rewrite', obj({ request_path: str, target_path: str, redirect_type: { enum: [0, 301, 302] } })), ...badInput, 404: error(404, 'No rewrite.') },
    },
  },
  '/api/stock/check': {
    get: {
      summary: 'Stock of a sku',
      parameters: [{ name: 'sku', in: 'query', required: true, schema: str }, storeCodeParam],
      responses: { 200: ok('Stock', stockStatus), 400: error(400, 'No sku.'), 404: error(404, 'Unknown sku.') },
    },
  },
  '/api/stock/list': {
    get: {
      summary: 'Stock of up to 100 skus (unknown skus left out)',
      parameters: [{ name: 'skus', in: 'query', required: true, schema: str }, storeCodeParam],
      responses: { 200: ok('Stock list', arr(stockStatus)), 400: error(400, 'No skus or more than 100.') },
    },
  },
  '/api/ext/cms-data/cmsPage/{id}': { get: { summary: 'CMS page by id', parameters: [{ name: 'id', in: 'path', required: true, schema: str }], responses: { 200: ok('Page', cmsDocument), 404: error(404, 'Unknown page.') } } },
  '/api/ext/cms-data/cmsBlock/{id}': { get: { summary: 'CMS block by id', parameters: [{ name: 'id', in: 'path', required: true, schema: str }], responses: { 200: ok('Block', cmsDocument), 404: error(404, 'Unknown block.') } } },
  '/api/ext/cms-data/cmsPageIdentifier/{identifier}/{storeId}': {
    get: { summary: 'CMS page by identifier and store id', parameters: [{ name: 'identifier', in: 'path', required: true, schema: str }, { name: 'storeId', in: 'path', required: true, schema: str }], responses: { 200: ok('Page', cmsDocument), 404: error(404, 'Unknown page.') } },
  },
  '/api/ext/cms-data/cmsBlockIdentifier/{identifier}/{storeId}': {
    get: { summary: 'CMS block by identifier and store id', parameters: [{ name: 'identifier', in: 'path', required: true, schema: str }, { name: 'storeId', in: 'path', required: true, schema: str }], responses: { 200: ok('Block', cmsDocument), 404: error(404, 'Unknown block.') } },
  },
  '/api/content/revalidate': {
    post: {
      summary: 'Content publish webhook: retires cached pages, only those of the named entries when a body `{ entries: [{ type, id }] }` names them (Authorization: Bearer <content webhook secret>)',
      responses: {
        200: ok('Cached pages retired', { type: 'object', required: ['invalidated'], properties: { invalidated: { type: 'boolean' }, pages: { type: 'array', items: str } } }),
        400: error(400, 'The body is not valid.'),
        401: error(401, 'Secret missing or not valid.'),
      },
    },
  },
  '/api/openapi.json': {
    get: { summary: 'This OpenAPI document (plain JSON, not enveloped)', responses: { 200: { description: 'OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'paths'] } } } } } },
  },
};
