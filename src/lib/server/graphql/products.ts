import { GraphQLError } from 'graphql';
import { getProduct, searchProducts, type ProductDocument, type ProductSearchResult } from '../catalog/service.ts';
import { MAX_SIZE, productSorts, type AggregationBucket, type ProductSearchRequest } from '../catalog/search.ts';
import { renderListItems, type RenderListItem } from '../catalog/render-list.ts';
import { ApiError } from '../http/api.ts';
import { getDb } from '../db/client.ts';
import { catalogReference } from '../catalog/reference.ts';
import { builder, PER_ITEM } from './builder.ts';
import { Product, TierPrice } from './product.ts';

/** The default page size of `products` (Vue Storefront's GraphQL catalogue uses 20 too). */
export const DEFAULT_PAGE_SIZE = 20;

/** A lookup that answers 404 gives null instead of an error. */
export async function nullWhenNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

/** A GraphQL error for a bad argument (never reaches the services). */
export function badInput(message: string, argument: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}

const PriceRange = builder.inputType('PriceRangeInput', {
  description: 'A price range in the store currency, tax included; either end may be left out.',
  fields: (t) => ({ from: t.float(), to: t.float() }),
});

const AttributeFilter = builder.inputType('AttributeFilterInput', {
  description: 'Products having any of the values of an attribute (`{ code: "ls_farg", values: ["51"] }`).',
  fields: (t) => ({ code: t.string({ required: true }), values: t.stringList({ required: true }) }),
});

/** The product filter of `products` (ANDed); mirrors the `query.filters` of the REST search. */
const ProductFilter = builder.inputType('ProductFilterInput', {
  fields: (t) => ({
    category_ids: t.intList({ description: 'In any of these categories (or their subcategories).' }),
    price: t.field({ type: PriceRange }),
    sku: t.stringList(),
    id: t.intList(),
    type_id: t.stringList(),
    url_key: t.stringList(),
    url_path: t.stringList(),
    visibility: t.intList({ description: '2 catalogue, 3 search, 4 both; searches default to 2-4.' }),
    attributes: t.field({ type: [AttributeFilter], description: 'Attribute filters (brand, colour, sizes, …).' }),
  }),
});
type ProductFilterShape = typeof ProductFilter.$inferInput;

const sortValues = Object.fromEntries(
  productSorts.map((sort) => [sort.replace(':', '_').toUpperCase(), { value: sort }]),
) as Record<string, { value: (typeof productSorts)[number] }>;
const ProductSort = builder.enumType('ProductSort', {
  description: 'Sort orders of `products`; without one, a text search sorts by relevance and a listing by popularity.',
  values: sortValues,
});

type FilterValue = string | number | boolean | string[] | number[] | Record<string, unknown>;

/** The REST `query.filters` record of a GraphQL filter (one implementation of filtering: the REST search's). */
export function filtersOf(
  filter: ProductFilterShape | null | undefined,
  argument: string,
): Record<string, FilterValue> | undefined {
  if (!filter) return undefined;
  const out: Record<string, FilterValue> = {};
  for (const [field, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (field === 'attributes') {
      for (const { code, values } of value as { code: string; values: string[] }[]) {
        if (code in out || (code in filter && code !== 'attributes'))
          throw badInput(`Filter ${code.slice(0, 100)} given twice`, argument);
        out[code] = values;
      }
    } else if (field === 'price') {
      const range = value as { from?: number | null; to?: number | null };
      out.price = {
        ...(range.from != null ? { from: range.from } : {}),
        ...(range.to != null ? { to: range.to } : {}),
      };
    } else {
      out[field] = value as FilterValue;
    }
  }
  return out;
}

/** The REST search body of a `products` query. */
export function searchRequestOf(args: {
  search?: string | null;
  filter?: ProductFilterShape | null;
  exclude?: ProductFilterShape | null;
  sort?: string | null;
  pageSize?: number | null;
  currentPage?: number | null;
  aggregations?: readonly string[] | null;
}): ProductSearchRequest & { from: number; size: number } {
  const size = args.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = args.currentPage ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE)
    throw badInput(`pageSize must be between 1 and ${MAX_SIZE}`, 'pageSize');
  if (!Number.isInteger(page) || page < 1 || (page - 1) * size > 1_000_000)
    throw badInput('currentPage must be 1 or more (and within the first million products)', 'currentPage');
  const filters = filtersOf(args.filter, 'filter');
  const exclude = filtersOf(args.exclude, 'exclude');
  return {
    query: {
      ...(args.search ? { text: args.search } : {}),
      ...(filters ? { filters } : {}),
      ...(exclude ? { exclude } : {}),
    },
    ...(args.sort ? { sort: args.sort } : {}),
    from: (page - 1) * size,
    size,
    ...(args.aggregations ? { aggregations: [...args.aggregations] } : {}),
  };
}

const Bucket = builder.objectRef<AggregationBucket>('AggregationBucket').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The filter value (`ls_farg` option value, or `from-to` for price).' }),
    label: t.exposeString('label'),
    doc_count: t.exposeInt('doc_count'),
    from: t.exposeFloat('from', { nullable: true }),
    to: t.exposeFloat('to', { nullable: true }),
    swatch: t.exposeString('swatch', { nullable: true }),
  }),
});

interface AggregationShape {
  attribute_code: string;
  label: string;
  buckets: AggregationBucket[];
}
const Aggregation = builder.objectRef<AggregationShape>('Aggregation').implement({
  description: 'Facet counts of one attribute (or price) over the matching products, other filters applied.',
  fields: (t) => ({
    attribute_code: t.exposeString('attribute_code'),
    label: t.exposeString('label'),
    buckets: t.field({ type: [Bucket], complexity: PER_ITEM, resolve: (a) => a.buckets }),
  }),
});

const Suggestion = builder.objectRef<{ text: string }>('SearchSuggestion').implement({
  fields: (t) => ({ text: t.exposeString('text', { description: 'A spelling of the search that finds more.' }) }),
});

interface PageInfoShape {
  page_size: number;
  current_page: number;
  total_pages: number;
}
const PageInfo = builder.objectRef<PageInfoShape>('SearchResultPageInfo').implement({
  fields: (t) => ({
    page_size: t.exposeInt('page_size'),
    current_page: t.exposeInt('current_page'),
    total_pages: t.exposeInt('total_pages'),
  }),
});

interface ProductsShape {
  result: ProductSearchResult;
  pageSize: number;
  currentPage: number;
  labels: Map<string, string>;
}
const Products = builder.objectRef<ProductsShape>('Products').implement({
  description: 'A page of a product search or listing with its total, facets and spelling suggestions.',
  fields: (t) => ({
    items: t.field({
      type: [Product],
      complexity: PER_ITEM,
      resolve: (p) => p.result.items as ProductDocument[],
    }),
    total_count: t.int({ resolve: (p) => p.result.total }),
    aggregations: t.field({
      type: [Aggregation],
      complexity: PER_ITEM,
      resolve: (p) =>
        Object.entries(p.result.aggregations).map(([code, { buckets }]) => ({
          attribute_code: code,
          label: p.labels.get(code) ?? code,
          buckets,
        })),
    }),
    suggestions: t.field({
      type: [Suggestion],
      complexity: PER_ITEM,
      resolve: (p) => p.result.suggestions,
    }),
    page_info: t.field({
      type: PageInfo,
      resolve: (p) => ({
        page_size: p.pageSize,
        current_page: p.currentPage,
        total_pages: Math.ceil(p.result.total / p.pageSize),
      }),
    }),
  }),
});

const PriceAdjustments = builder
  .objectRef<RenderListItem['price_info']['tax_adjustments']>('RenderListTaxAdjustments')
  .implement({
    description: 'The same prices without tax.',
    fields: (t) => ({
      final_price: t.exposeFloat('final_price'),
      regular_price: t.exposeFloat('regular_price'),
      minimal_price: t.exposeFloat('minimal_price'),
      max_price: t.exposeFloat('max_price'),
    }),
  });
const RenderPriceInfo = builder.objectRef<RenderListItem['price_info']>('RenderListPriceInfo').implement({
  fields: (t) => ({
    final_price: t.exposeFloat('final_price'),
    regular_price: t.exposeFloat('regular_price'),
    special_price: t.float({ nullable: true, resolve: (p) => p.special_price ?? null }),
    prior_price: t.float({
      nullable: true,
      description: 'Set when final_price is an announced reduction: the lowest price of the 30 days before it began.',
      resolve: (p) => p.prior_price ?? null,
    }),
    minimal_price: t.exposeFloat('minimal_price', { description: 'The lowest final price of the variants in stock.' }),
    max_price: t.exposeFloat('max_price'),
    tax_adjustments: t.field({ type: PriceAdjustments, resolve: (p) => p.tax_adjustments }),
    tier_prices: t.field({ type: [TierPrice], complexity: PER_ITEM, resolve: (p) => p.tier_prices }),
    currency_code: t.exposeString('currency_code'),
  }),
});
const RenderListItemType = builder.objectRef<RenderListItem>('RenderListItem').implement({
  description: 'Prices of a product for a listing, as `GET /api/product/render-list` answers them.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    sku: t.exposeString('sku'),
    sgn: t.exposeString('sgn'),
    price_info: t.field({ type: RenderPriceInfo, resolve: (p) => p.price_info }),
  }),
});

/** The pages a `products` query may ask for affect its cost: each item is priced per field. */
const pageCost = (pageSize: number | null | undefined) =>
  Math.min(Math.max(pageSize ?? DEFAULT_PAGE_SIZE, 1), MAX_SIZE);

builder.queryFields((t) => ({
  products: t.field({
    type: Products,
    description:
      'Searches or lists products: text search with typo tolerance, filters, sort, a page, facets and suggestions (the REST catalogue search).',
    args: {
      search: t.arg.string({ description: 'Free text; without it the products are a listing.' }),
      filter: t.arg({ type: ProductFilter }),
      exclude: t.arg({ type: ProductFilter, description: 'Products matching this are left out.' }),
      sort: t.arg({ type: ProductSort }),
      pageSize: t.arg.int({ defaultValue: DEFAULT_PAGE_SIZE }),
      currentPage: t.arg.int({ defaultValue: 1 }),
      aggregations: t.arg.stringList({ description: 'Attribute codes (and `price`) to count facets of.' }),
    },
    complexity: (args) => ({ field: 10, multiplier: pageCost(args.pageSize) }),
    resolve: async (_root, args, ctx) => {
      const request = searchRequestOf(args);
      const result = await searchProducts(ctx.store, request, { customerGroupId: await ctx.customerGroup() });
      const reference = await catalogReference(await getDb());
      const labels = new Map(
        (request.aggregations ?? []).map((code) => [
          code,
          reference.attributes.get(code)?.labels[ctx.store.storeCode] ?? code,
        ]),
      );
      return { result, pageSize: request.size, currentPage: args.currentPage ?? 1, labels };
    },
  }),
  product: t.field({
    type: Product,
    nullable: true,
    description:
      'One product by sku, url_key or url_path (a variant gives its parent with the variant selected); null when it cannot be shown.',
    args: {
      sku: t.arg.string(),
      url_key: t.arg.string(),
      url_path: t.arg.string(),
      child_sku: t.arg.string({ description: 'The variant to select.' }),
    },
    complexity: 10,
    resolve: async (_root, args, ctx) => {
      const keys = [args.sku, args.url_key, args.url_path].filter((key) => key != null);
      if (keys.length !== 1) throw badInput('Give exactly one of sku, url_key and url_path', 'sku');
      const options = { customerGroupId: await ctx.customerGroup(), childSku: args.child_sku ?? null };
      if (args.sku != null) return nullWhenNotFound(getProduct(ctx.store, { sku: args.sku }, options));
      if (args.url_path != null) return nullWhenNotFound(getProduct(ctx.store, { urlPath: args.url_path }, options));
      // By url key: the contract's "search with size 1 and an equality filter", then the lookup's rules.
      const found = await searchProducts(
        ctx.store,
        { query: { filters: { url_key: args.url_key! } }, size: 1, _sourceInclude: ['sku'] },
        { customerGroupId: options.customerGroupId },
      );
      const sku = found.items[0]?.sku;
      return sku ? nullWhenNotFound(getProduct(ctx.store, { sku }, options)) : null;
    },
  }),
  renderList: t.field({
    type: [RenderListItemType],
    description: 'Listing prices of products by sku for the customer group (the REST render-list).',
    args: {
      skus: t.arg.stringList({ required: true }),
      currencyCode: t.arg.string({ description: 'When given, it must be the store currency.' }),
      userGroupId: t.arg.int({
        description:
          'Prices of this customer group when no token is sent (display only; the cart charges by the token).',
      }),
    },
    complexity: (args) => ({ field: 5, multiplier: Math.min(args.skus.length, 999) }),
    resolve: async (_root, args, ctx) =>
      renderListItems(
        ctx.store,
        args.skus.map((s) => s.trim()).filter(Boolean),
        await ctx.groupFor(args.userGroupId),
        args.currencyCode,
      ),
  }),
}));
