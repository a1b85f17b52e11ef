import type { MessageKey } from '../../lib/i18n/i18n.ts';
import type { AggregationBucket, ProductSearchResult, ProductSort } from '../../lib/server/catalog/search.ts';
import type { CatalogReference } from '../../lib/server/catalog/reference.ts';
import { type StoreCode } from '../../lib/store-view/config.ts';

/** Products per "load more" step. */
export const PAGE_SIZE = 50;
/** Facet values shown before "show all". */
export const FILTER_DISPLAY_LIMIT = 8;
/** The search's largest page (max filter query size). */
const MAX_SIZE = 999;

/** Sort options of the spec in display order, with their message keys; the first is the default. */
export const sortOptions: { value: ProductSort; label: MessageKey }[] = [
  { value: 'popularity:desc', label: 'sort.popularity' },
  { value: 'updated_at:desc', label: 'sort.updated' },
  { value: 'created_at:desc', label: 'sort.latest' },
  { value: 'created_at:asc', label: 'sort.oldest' },
  { value: 'price:asc', label: 'sort.priceAsc' },
  { value: 'price:desc', label: 'sort.priceDesc' },
  { value: 'name:asc', label: 'sort.nameAsc' },
  { value: 'name:desc', label: 'sort.nameDesc' },
];

/** The listing state a URL holds: filters, sort and how many pages are shown. */
export interface ListingState {
  filters: Record<string, string[]>;
  price: string | null;
  sort: ProductSort;
  page: number;
  /** Extra query parameters kept in every link (the search text). */
  keep: Record<string, string>;
}

/** Reads the listing state from the query, keeping only filterable attributes and known sorts. */
export function listingStateOf(url: URL, reference: CatalogReference, keepKeys: string[] = []): ListingState {
  const filters: Record<string, string[]> = {};
  for (const [code, attribute] of reference.attributes) {
    if (!attribute.isFilterable) continue;
    const values = [...new Set(url.searchParams.getAll(code).filter((v) => v.length > 0 && v.length <= 100))].slice(
      0,
      50,
    );
    if (values.length) filters[code] = attribute.isSingleValueFilter ? values.slice(0, 1) : values.sort();
  }
  const sortParam = url.searchParams.get('sort');
  const sort = sortOptions.find((o) => o.value === sortParam)?.value ?? 'popularity:desc';
  const pageParam = Number(url.searchParams.get('page') ?? '1');
  const page =
    Number.isInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, Math.floor(MAX_SIZE / PAGE_SIZE)) : 1;
  const price = url.searchParams.get('price');
  const keep: Record<string, string> = {};
  for (const key of keepKeys) {
    const value = url.searchParams.get(key);
    if (value) keep[key] = value;
  }
  return { filters, price: price && price.length <= 40 ? price : null, sort, page, keep };
}

/** The search request body for a listing state (filters on top of the base filters, all pages so far). */
export function searchRequestOf(
  state: ListingState,
  base: Record<string, unknown>,
  aggregations: string[],
  text?: string,
  sortExplicit = true,
) {
  const filters: Record<string, unknown> = { ...base, ...state.filters };
  if (state.price) filters.price = state.price;
  return {
    query: { ...(text ? { text } : {}), filters },
    // A text search without a chosen sort is ordered by relevance.
    sort: text && !sortExplicit ? null : state.sort,
    from: 0,
    size: PAGE_SIZE * state.page,
    aggregations,
  };
}

/** The filterable attribute codes (aggregations to ask for), plus the price ranges. */
export function facetFields(reference: CatalogReference): string[] {
  return [...[...reference.attributes.values()].filter((a) => a.isFilterable).map((a) => a.code), 'price'];
}

/** The query string of a state ('' when it is the default). */
export function queryOf(state: ListingState): string {
  const params = new URLSearchParams(state.keep);
  for (const code of Object.keys(state.filters).sort())
    for (const value of state.filters[code]!) params.append(code, value);
  if (state.price) params.set('price', state.price);
  if (state.sort !== 'popularity:desc') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The state after toggling one facet value (single-value filters hold one value); back to the first page. */
export function toggled(state: ListingState, code: string, value: string, single: boolean): ListingState {
  const filters = { ...state.filters };
  const current = filters[code] ?? [];
  if (current.includes(value)) {
    const rest = current.filter((v) => v !== value);
    if (rest.length) filters[code] = rest;
    else delete filters[code];
  } else {
    filters[code] = single ? [value] : [...current, value].sort();
  }
  return { ...state, filters, page: 1 };
}

/** The state with the price range toggled. */
export function withPrice(state: ListingState, range: string | null): ListingState {
  return { ...state, price: state.price === range ? null : range, page: 1 };
}

/** The URL value of a price bucket ('1500-*' → '1500-'). */
export function priceValueOf(bucket: AggregationBucket): string {
  return `${bucket.from ?? 0}-${bucket.to ?? ''}`;
}

/** One facet as the filter panel shows it. */
export interface Facet {
  code: string;
  label: string;
  single: boolean;
  buckets: AggregationBucket[];
}

/** Facets with at least one value, in attribute order, labelled in the store's language. */
export function facetsOf(
  result: ProductSearchResult,
  reference: CatalogReference,
  storeCode: StoreCode,
  state: ListingState,
): Facet[] {
  const facets: Facet[] = [];
  for (const attribute of reference.attributes.values()) {
    const buckets = result.aggregations[attribute.code]?.buckets ?? [];
    const selected = state.filters[attribute.code] ?? [];
    if (!attribute.isFilterable || (buckets.length < 2 && selected.length === 0)) continue;
    facets.push({
      code: attribute.code,
      label: attribute.labels[storeCode],
      single: attribute.isSingleValueFilter,
      buckets,
    });
  }
  return facets;
}
