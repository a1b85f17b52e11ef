/** The browser's GraphQL transport for catalogue searches. More in README.md. */
import { ApiError } from '../api-client/client.ts';
import type { StoreCode } from '../store-view/config.ts';
import type { SearchProduct, SearchRequest, SearchResult } from './api.ts';

/** The path of the GraphQL API. */
export const GRAPHQL_PATH = '/graphql';

/** Which API the catalogue calls use. */
export type CatalogueApi = 'rest' | 'graphql';

/** The API the page was rendered for (`data-catalogue-api` on the search form; REST when absent or outside a page). */
export function catalogueApi(): CatalogueApi {
  if (typeof document === 'undefined') return 'rest';
  return document.querySelector('[data-catalogue-api]')?.getAttribute('data-catalogue-api') === 'graphql'
    ? 'graphql'
    : 'rest';
}

/** The product search of the search box and listings; one query text, so its persisted hash is stable. */
export const PRODUCT_SEARCH_QUERY = `query ProductSearch($search: String, $filter: ProductFilterInput, $sort: ProductSort, $pageSize: Int, $currentPage: Int, $aggregations: [String!]) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage, aggregations: $aggregations) {
    total_count
    items { id sku name url_path url_key slug parent_sku image price_incl_tax final_price_incl_tax }
    aggregations { attribute_code buckets { key label doc_count } }
    suggestions { text }
  }
}`;

interface GraphQLAnswer {
  data?: {
    products?: {
      total_count: number;
      items: SearchProduct[];
      aggregations: { attribute_code: string; buckets: { key: string; label: string; doc_count: number }[] }[];
      suggestions: { text: string }[];
    } | null;
  } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const FILTER_FIELDS = new Set(['category_ids', 'sku', 'id', 'type_id', 'url_key', 'url_path', 'visibility']);
const list = (value: unknown) => (Array.isArray(value) ? value : [value]);

/** The GraphQL variables of a REST search request (its filters, sort and page). */
export function variablesOf(request: SearchRequest): Record<string, unknown> {
  const size = request.size ?? 50;
  const filter: Record<string, unknown> = {};
  const attributes: { code: string; values: string[] }[] = [];
  for (const [field, value] of Object.entries(request.query?.filters ?? {})) {
    if (field === 'price') {
      const [from, to] =
        typeof value === 'string'
          ? value.split('-').map((n) => (n === '' ? null : Number(n)))
          : [(value as { from?: number }).from ?? null, (value as { to?: number }).to ?? null];
      filter.price = { from, to };
    } else if (FILTER_FIELDS.has(field)) {
      filter[field] = list(value).map((v) =>
        field === 'category_ids' || field === 'id' || field === 'visibility' ? Number(v) : String(v),
      );
    } else {
      attributes.push({ code: field, values: list(value).map(String) });
    }
  }
  if (attributes.length > 0) filter.attributes = attributes;
  return {
    ...(request.query?.text ? { search: request.query.text } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(request.sort ? { sort: request.sort.replace(':', '_').toUpperCase() } : {}),
    pageSize: size,
    currentPage: Math.floor((request.from ?? 0) / size) + 1,
    ...(request.aggregations ? { aggregations: request.aggregations } : {}),
  };
}

let hashOfQuery: Promise<string | null> | undefined;
/** The SHA-256 of the query (null where the browser gives no WebCrypto, e.g. plain http on another host). */
function queryHash(): Promise<string | null> {
  hashOfQuery ??= (async () => {
    if (!globalThis.crypto?.subtle) return null;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(PRODUCT_SEARCH_QUERY));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  })().catch(() => null);
  return hashOfQuery;
}

async function post(storeCode: StoreCode, body: Record<string, unknown>): Promise<GraphQLAnswer> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        Store: storeCode,
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error', undefined, true);
  }
  try {
    return (await response.json()) as GraphQLAnswer;
  } catch {
    throw new ApiError(response.status, `GraphQL answered ${response.status} without JSON`);
  }
}

/** Searches the products of a store through /graphql; the answer has the shape of the REST search. */
export async function graphqlSearchCall(storeCode: StoreCode, request: SearchRequest): Promise<SearchResult> {
  const variables = variablesOf(request);
  const hash = await queryHash();
  const persisted = hash ? { persistedQuery: { version: 1, sha256Hash: hash } } : undefined;
  let answer = persisted ? await post(storeCode, { variables, extensions: persisted }) : undefined;
  if (
    !answer ||
    answer.errors?.some(
      (e) => e.message === 'PersistedQueryNotFound' || e.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND',
    )
  ) {
    answer = await post(storeCode, {
      query: PRODUCT_SEARCH_QUERY,
      variables,
      ...(persisted ? { extensions: persisted } : {}),
    });
  }
  const products = answer.data?.products;
  if (!products) throw new ApiError(400, answer.errors?.[0]?.message ?? 'The search failed');
  return {
    items: products.items.map(({ parent_sku: parentSku, ...item }) => ({ ...item, parentSku }) as SearchProduct),
    total: products.total_count,
    start: request.from ?? 0,
    perPage: Number(variables.pageSize),
    aggregations: Object.fromEntries(products.aggregations.map((a) => [a.attribute_code, { buckets: a.buckets }])),
    suggestions: products.suggestions,
  };
}
