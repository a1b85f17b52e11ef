/**
 * The catalogue calls (searches, prices, stock, URL rewrites, CMS), declared once for the server, the
 * browser and the tests.
 */
import { z } from 'astro/zod';
import { defineContract, type ContractExample } from '../api-client/contract.ts';
import { stockRecordSchema } from '../cart/schema.ts';
import { searchedCategorySchema, searchedProductSchema, tierPrice } from './documents.ts';
import {
  categorySearchRequestSchema,
  productSearchRequestSchema,
  referenceSearchRequestSchema,
} from './search-request.ts';
import { storeCodes } from '../store-view/config.ts';

const str = z.string();
const int = z.number().int();
const num = z.number();

/** One bucket of an aggregation. */
export const aggregationBucketSchema = z.object({
  key: str,
  label: str,
  doc_count: int,
  from: num.optional(),
  to: num.nullable().optional(),
  swatch: str.nullable().optional(),
});
/** Attribute metadata of a search answer: the attributes present in the items with their options. */
export const attributeMetadataSchema = z.object({
  attribute_id: int,
  attribute_code: str,
  frontend_input: str,
  frontend_label: str,
  is_filterable: z.boolean(),
  is_comparable: z.boolean(),
  is_single_value_filter: z.boolean(),
  options: z.array(z.object({ value: str, label: str, swatch: str.optional() })),
});
const searchAnswer = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item).describe('Whole documents, or only the fields _sourceInclude/_sourceExclude chose'),
    total: int,
    start: int,
    perPage: int,
    aggregations: z.record(str, z.object({ buckets: z.array(aggregationBucketSchema) })),
    attributeMetadata: z.array(attributeMetadataSchema),
    suggestions: z.array(z.object({ text: str })),
  });
/** The answer of a product search. */
export const productSearchResultSchema = searchAnswer(searchedProductSchema);

export {
  childDocumentSchema,
  categoryDocumentSchema,
  productDocumentSchema,
  productTypes,
  searchedCategorySchema,
  searchedProductSchema,
  type ProductType,
} from './documents.ts';

/** The catalogue search types; each is its own contract (its own answer). */
export const searchTypes = ['product', 'category', 'attribute', 'taxrule'] as const;
/** A catalogue search type. */
export type SearchType = (typeof searchTypes)[number];

const storeParams = z.object({ storeCode: z.enum(storeCodes) });
const searchContract = <T extends z.ZodType, B extends z.ZodType>(
  type: SearchType,
  summary: string,
  body: B,
  result: ReturnType<typeof searchAnswer<T>>,
  extra: Partial<Record<number, readonly string[]>> = {},
  examples: ContractExample[] = [],
) =>
  defineContract({
    name: `catalog.search.${type}`,
    method: 'POST',
    path: `/api/catalog/{storeCode}/${type}/_search`,
    tag: 'Catalogue',
    auth: 'optional',
    storeQuery: false,
    summary,
    params: storeParams,
    query: z.object({ groupId: str.optional(), userGroupId: str.optional() }),
    body,
    bodyRequired: false,
    result,
    errors: { 400: ['priceRange', 'fixErrors'], 503: ['listingUnavailable'] },
    otherErrors: extra,
    examples: [{ body: { size: 2 } }, ...examples],
  });

/** POST /api/catalog/{storeCode}/product/_search: listed products (text, filters, sort, aggregations). */
export const productSearchContract = searchContract(
  'product',
  'Search products',
  productSearchRequestSchema,
  productSearchResultSchema,
  {
    400: [
      'Unknown filter field <name>',
      'Invalid value for filter <name>',
      'Unknown sort <sort>',
      'Unknown aggregation field <name>',
    ],
  },
  [
    {
      body: {
        query: {
          text: 'vallning skate',
          filters: { category_ids: [12], price: { from: 50, to: 1000 }, sku: '150001' },
          exclude: { sku: ['150002'] },
        },
        sort: 'price:asc',
        from: 0,
        size: 5,
        _sourceInclude: ['sku', 'name'],
        aggregations: ['ls_farg', 'price'],
      },
    },
  ],
);
/** POST /api/catalog/{storeCode}/category/_search: the store's categories. */
export const categorySearchContract = searchContract(
  'category',
  'List categories (active only, position:asc, size 4000)',
  categorySearchRequestSchema,
  searchAnswer(searchedCategorySchema),
  {
    400: ['Unknown filter field <name>', 'Invalid value for filter <name>', 'Unknown sort <sort>'],
    404: ['Category query returned empty result <key> = <value>'],
  },
);
/** POST /api/catalog/{storeCode}/attribute/_search: attributes with their options. */
export const attributeSearchContract = searchContract(
  'attribute',
  'Attributes and their options',
  referenceSearchRequestSchema,
  searchAnswer(z.looseObject({ attribute_id: int, attribute_code: str }).partial()),
  { 400: ['Invalid value for filter attribute_id'] },
);
/** POST /api/catalog/{storeCode}/taxrule/_search: the tax rules. */
export const taxruleSearchContract = searchContract(
  'taxrule',
  'Tax rules',
  referenceSearchRequestSchema,
  searchAnswer(
    z.object({
      id: int,
      code: str,
      priority: int,
      product_tax_class_ids: z.array(int),
      customer_tax_class_ids: z.array(int),
      rates: z.array(
        z.object({
          rate: num,
          code: str,
          tax_country_id: str,
          region_name: str.nullable(),
          tax_region_id: int.nullable(),
        }),
      ),
    }),
  ),
);

const renderListItem = z.object({
  id: int,
  sku: str,
  sgn: str,
  price_info: z.object({
    final_price: num,
    regular_price: num,
    special_price: num.optional(),
    /** Set when final_price is an announced reduction: the lowest price of the 30 days before it began. */
    prior_price: num.optional(),
    minimal_price: num,
    max_price: num,
    tax_adjustments: z.object({
      final_price: num,
      regular_price: num,
      minimal_price: num,
      max_price: num,
    }),
    tier_prices: z.array(tierPrice),
    currency_code: str,
  }),
});
/** One item of the render-list. */
export type RenderListItem = z.infer<typeof renderListItem>;

/** GET /api/product/render-list?skus=a,b&currencyCode&storeId&userGroupId?&token? → current prices. */
export const renderListContract = defineContract({
  name: 'catalog.renderList',
  method: 'GET',
  path: '/api/product/render-list',
  tag: 'Catalogue',
  auth: 'optional',
  summary: 'Current prices of products for the store and customer group (group prices only with a token of that group)',
  query: z.object({
    skus: str.describe('Comma separated'),
    currencyCode: str.optional(),
    storeId: str.optional(),
    userGroupId: str.optional(),
  }),
  result: z.object({ items: z.array(renderListItem) }),
  errors: { 400: ['unknownStore'] },
  otherErrors: {
    400: ['No skus provided', 'Too many or too long skus', 'Currency <code> is not the currency of store <store>'],
  },
  examples: [{ query: { skus: '150001' } }],
});

/** The HTTP status of a stored rewrite or redirect: 0 a rewrite (the target answers in place), 301 or 302 a redirect. */
export const redirectCodeSchema = z.union([z.literal(0), z.literal(301), z.literal(302)]);
/** A rewrite's or redirect's code. */
export type RedirectCode = z.infer<typeof redirectCodeSchema>;

const cmsDocument = z.object({
  id: int,
  identifier: str,
  title: str,
  content: str,
  store_id: int.optional(),
  updated_at: str.optional(),
});

/** The body of `POST /api/url/map`. */
export const urlMapBodySchema = z
  .object({
    url: z.string().min(1, 'Field is required').max(2000),
    includeFields: z.array(z.string().max(200)).max(300).optional().nullable(),
    excludeFields: z.array(z.string().max(200)).max(300).optional().nullable(),
    options: z.record(z.string(), z.unknown()).optional().nullable(),
    filters: z
      .object({ sku: z.string().max(200).optional().nullable() })
      .loose()
      .optional()
      .nullable(),
    groupId: z
      .union([z.number().int().min(0).max(999_999), z.string().regex(/^\d{1,6}$/)])
      .optional()
      .nullable(),
    groupToken: z.string().max(2000).optional().nullable(),
  })
  .loose();

/** POST /api/url/map → a product, category or CMS page, or a rewrite/redirect; nothing → 404. */
export const urlMapContract = defineContract({
  name: 'catalog.urlMap',
  method: 'POST',
  path: '/api/url/map',
  tag: 'Catalogue',
  auth: 'optional',
  summary: 'Resolve a storefront URL to a product, category or CMS page, or a rewrite/redirect',
  body: urlMapBodySchema,
  result: z.union([
    z.object({
      _type: z.literal('product'),
      _source: searchedProductSchema.describe(
        'The product document, or only the fields includeFields/excludeFields chose',
      ),
    }),
    z.object({
      _type: z.literal('category'),
      _source: searchedCategorySchema.describe(
        'The category document, or only the fields includeFields/excludeFields chose',
      ),
    }),
    z.object({
      _type: z.literal('cms_page'),
      _source: cmsDocument.partial().describe('The CMS page, or only the fields includeFields/excludeFields chose'),
    }),
    z.object({ type: str, id: int.optional(), target_url: str, redirectCode: redirectCodeSchema }),
  ]),
  errors: { 400: ['required'], 404: ['notFound'] },
  examples: [{ body: { url: '/kundservice' } }],
});

/** POST /api/ext/polder/url-rewrites/find `{ url }` → the stored rewrite; none → 404. */
export const urlRewriteContract = defineContract({
  name: 'catalog.urlRewrite',
  method: 'POST',
  path: '/api/ext/polder/url-rewrites/find',
  tag: 'Catalogue',
  auth: 'none',
  summary: 'Find the stored URL rewrite of a URL',
  body: z.object({ url: z.string().min(1, 'Field is required').max(2000) }).loose(),
  result: z.object({ request_path: str, target_path: str, redirect_type: redirectCodeSchema }),
  errors: { 400: ['required'], 404: ['notFound'] },
  examples: [{ body: { url: '/rea' } }],
});

const cmsContract = (name: string, path: string, summary: string, params: Record<string, string>) =>
  defineContract({
    name: `cms.${name}`,
    method: 'GET',
    path: `/api/ext/cms-data/${path}`,
    tag: 'Content',
    auth: 'none',
    summary,
    params: z.object(
      Object.fromEntries(
        Object.keys(params).map((key) => [
          key,
          key === 'storeId'
            ? str.max(20).optional().describe('The store id (the store of ?storeCode when left out)')
            : str.max(200),
        ]),
      ),
    ),
    result: cmsDocument,
    errors: { 404: ['notFound'] },
    examples: [{ params }],
  });
/** GET /api/ext/cms-data/cmsPage/{id}. */
export const cmsPageContract = cmsContract('page', 'cmsPage/{id}', 'CMS page by id', { id: '1' });
/** GET /api/ext/cms-data/cmsBlock/{id}. */
export const cmsBlockContract = cmsContract('block', 'cmsBlock/{id}', 'CMS block by id', { id: '1' });
/** GET /api/ext/cms-data/cmsPageIdentifier/{identifier}/{storeId}. */
export const cmsPageByIdentifierContract = cmsContract(
  'pageByIdentifier',
  'cmsPageIdentifier/{identifier}/{storeId}',
  'CMS page by identifier and store id',
  { identifier: 'about-us', storeId: '11' },
);
/** GET /api/ext/cms-data/cmsBlockIdentifier/{identifier}/{storeId}. */
export const cmsBlockByIdentifierContract = cmsContract(
  'blockByIdentifier',
  'cmsBlockIdentifier/{identifier}/{storeId}',
  'CMS block by identifier and store id',
  { identifier: 'footer-usp', storeId: '7' },
);

/** GET /api/stock/check?sku → the stock of a sku; unknown → 404. */
export const stockCheckContract = defineContract({
  name: 'stock.check',
  method: 'GET',
  path: '/api/stock/check',
  tag: 'Stock',
  auth: 'none',
  summary: 'Stock of a sku',
  query: z.object({ sku: str.max(200) }),
  result: stockRecordSchema,
  errors: { 404: ['notFound'] },
  otherErrors: { 400: ['No sku provided'] },
  examples: [{ query: { sku: '150001-001' } }],
});

/** GET /api/stock/list?skus=a,b,c → the stock of each known sku (at most 100). */
export const stockListContract = defineContract({
  name: 'stock.list',
  method: 'GET',
  path: '/api/stock/list',
  tag: 'Stock',
  auth: 'none',
  summary: 'Stock of up to 100 skus (unknown skus left out)',
  query: z.object({ skus: str.describe('Comma separated, at most 100') }),
  result: z.array(stockRecordSchema),
  otherErrors: { 400: ['No skus provided', 'At most 100 skus per call'] },
  examples: [{ query: { skus: '150001-001,150001-002' } }],
});
