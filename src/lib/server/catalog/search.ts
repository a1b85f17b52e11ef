import { sql as drizzleSql } from 'drizzle-orm';
import type { z } from 'astro/zod';
import { database, type Db } from '../db/client.ts';
import { ApiError, parseWith } from '../http/api.ts';
import { errorText } from '../../i18n/errors.ts';
import type { StoreView } from '../../store-view/config.ts';
import { ensureSearchStructure, refreshDirtyProducts, textSearchConfig } from '../search/indexer.ts';
import {
  analyzedTermsVersion,
  analyzeTerms,
  termsCached,
  compoundQueryText,
  exactQueryText,
  fuzzyQueryText,
  wholeWordQueryText,
  noteIndexVersion,
  suggestionsFor,
  termsOf,
  type AnalyzedTerm,
} from '../search/text.ts';
import { documentsOf, loadDocumentRows, type ProductDocument } from './documents.ts';
import { buildDocument, keptDocument } from './document-cache.ts';
import { catalogReference, withDescendants, type CatalogReference } from './reference.ts';
import { tagPage } from '../http/scope.ts';
import { productSearchRequestSchema, type ProductSearchRequest } from '../../catalog/search-request.ts';
import { sql, textOf, type SQL } from './sql-text.ts';
import { LRUCache } from 'lru-cache';
import { documentTags, LISTING_TAG } from '../page-cache/tags.ts';

/** Product visibilities of catalogue listings (category, campaign and brand pages; contract.md §9 "visibility 2,4 for
 * listing"): 2 catalogue and 4 catalogue and search, not 3 search only. Searches show 2, 3 and 4. */
export const CATALOGUE_VISIBILITY = [2, 4];
/** Default page size of searches (contract: size ≤ 0 becomes 50). */
export const DEFAULT_SIZE = 50;
/** The maximum filter query size: larger sizes are capped. */
export const MAX_SIZE = 999;
/** The server-side search timeout (contract.md §9), enforced as a statement timeout on PostgreSQL. */
export const SEARCH_TIMEOUT_MS = 1000;
/** Minimum score relative to the best match (contract.md §9 min_score 0.02). */
export const MIN_SCORE_RATIO = 0.02;
/** Rank weights of a term's matches besides the whole word (1): words it starts, compounds ending in it, typo corrections. */
const PREFIX_WEIGHT = 0.3;
const COMPOUND_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.5;
/** Share of query terms that must match. */
export const MINIMUM_SHOULD_MATCH = 0.75;
/** Buckets per aggregation: colour and sizes 10, others 100. */
export const AGGREGATION_SIZE = 100;
const SMALL_AGGREGATIONS = new Set(['ls_farg', 'ls_storlek_klader', 'ls_storlek_skor', 'ls_storlek_utrust']);

/**
 * The price ranges of the price aggregation: 0-50, 50-100, 100-150, 150+ scaled to the store currency. Prices in
 * SEK and NOK are about ten times euro prices, so their ranges are 0-500, 500-1000, 1000-1500, 1500+.
 */
export const PRICE_SCALE: Record<StoreView['currencyCode'], number> = { SEK: 10, NOK: 10, EUR: 1 };

/** Sort orders of product searches. */
export const productSorts = [
  'popularity:desc',
  'updated_at:desc',
  'created_at:desc',
  'created_at:asc',
  'price:asc',
  'price:desc',
  'name:asc',
  'name:desc',
] as const;
/** A sort order of product searches. */
export type ProductSort = (typeof productSorts)[number];

export type { ProductSearchRequest };

/** One bucket of an aggregation. */
export interface AggregationBucket {
  key: string;
  label: string;
  doc_count: number;
  from?: number;
  to?: number | null;
  swatch?: string | null;
}

/** Attribute metadata of the answer: the attributes present in the items with their options (a type, so it fits the contract's open object). */
export type AttributeMetadata = {
  attribute_id: number;
  attribute_code: string;
  frontend_input: string;
  frontend_label: string;
  is_filterable: boolean;
  is_comparable: boolean;
  is_single_value_filter: boolean;
  options: { value: string; label: string; swatch?: string }[];
};

/** The answer of a product search. */
export interface ProductSearchResult {
  items: Partial<ProductDocument>[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
  attributeMetadata: AttributeMetadata[];
  suggestions: { text: string }[];
}

/** Who searches: the customer group chooses tier prices and the customer tax class. */
export interface SearchOptions {
  customerGroupId?: number | null;
  now?: Date;
}

/** A 400 for a bad search request. */
function badRequest(message: string, path?: string): ApiError {
  return new ApiError(400, message, path ? { errors: [{ path, message }] } : undefined);
}

/** Parses a price filter: `{ from?, to? }` or the string 'from-to' (either end optional). */
export function parsePriceRange(value: unknown): { from: number | null; to: number | null } {
  const fail = () => badRequest(errorText('priceRange'), 'query.filters.price');
  let from: unknown;
  let to: unknown;
  if (typeof value === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)?\s*-\s*(\d+(?:\.\d+)?)?\s*$/.exec(value);
    if (!match || (match[1] === undefined && match[2] === undefined)) throw fail();
    from = match[1] === undefined ? null : Number(match[1]);
    to = match[2] === undefined ? null : Number(match[2]);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.some((k) => !['from', 'to', 'gte', 'lte'].includes(k))) throw fail();
    from = record.from ?? record.gte ?? null;
    to = record.to ?? record.lte ?? null;
  } else {
    throw fail();
  }
  const valid = (n: unknown) => n === null || (typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1e9);
  if (!valid(from) || !valid(to) || (from === null && to === null)) throw fail();
  if (from !== null && to !== null && (from as number) > (to as number)) throw fail();
  return { from: from as number | null, to: to as number | null };
}

function valuesOf(field: string, value: unknown, path: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (
    list.length === 0 ||
    list.some(
      (v) =>
        typeof v === 'object' ||
        v === null ||
        v === undefined ||
        String(v).length > 200 ||
        String(v).includes('\u0000'),
    )
  ) {
    throw badRequest(`Invalid value for filter ${field}`, path);
  }
  return [...new Set(list.map((v) => String(v)))];
}

function intValuesOf(field: string, value: unknown, path: string): number[] {
  const list = valuesOf(field, value, path);
  const ints = list.map(Number);
  if (ints.some((n) => !Number.isSafeInteger(n) || n < 0 || n > 2_147_483_647))
    throw badRequest(`Invalid value for filter ${field}`, path);
  return ints;
}

const inList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The facet tokens ('code=value') of an attribute filter, as search_listing.facets and .variants hold them. */
const tokensOf = (code: string, values: readonly string[]) => values.map((value) => `${code}=${value}`);
/** A text[] literal parameter. */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
/** An int[] literal parameter. */
const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** A parsed filter; attribute filters carry their facet tokens, and `variant` when configurables vary by the attribute. */
interface ParsedFilter {
  field: string;
  condition: SQL;
  tokens?: string[];
  variant?: boolean;
}

/** The normalised paging and sort of a search. */
export interface Paging {
  from: number;
  size: number;
  sort: ProductSort | null;
}

/** Normalises from/size/sort: size ≤ 0 → 50, negative from → 0, size capped at 999; unknown sort → 400. */
export function pagingOf(request: { from?: number | null; size?: number | null; sort?: string | null }): Paging {
  let size = Math.trunc(request.size ?? DEFAULT_SIZE);
  if (!(size > 0)) size = DEFAULT_SIZE;
  if (size > MAX_SIZE) size = MAX_SIZE;
  let from = Math.trunc(request.from ?? 0);
  if (!(from > 0)) from = 0;
  if (from > 1_000_000) from = 1_000_000;
  let sort: ProductSort | null = null;
  if (request.sort) {
    const normalised = request.sort.trim().toLowerCase();
    const withDirection = normalised.includes(':')
      ? normalised
      : `${normalised}:${normalised === 'popularity' || normalised.endsWith('_at') ? 'desc' : 'asc'}`;
    if (!(productSorts as readonly string[]).includes(withDirection))
      throw badRequest(`Unknown sort ${request.sort.slice(0, 60)}`, 'sort');
    sort = withDirection as ProductSort;
  }
  return { from, size, sort };
}

/** Picks or drops dotted paths of a document (`_sourceInclude` / `_sourceExclude`). */
export function applySource<T extends object>(
  document: T,
  include?: readonly string[] | null,
  exclude?: readonly string[] | null,
): Partial<T> {
  const item = document as Record<string, unknown>;
  let out: Record<string, unknown> = item;
  if (include && include.length > 0) {
    out = {};
    for (const path of include) {
      const [head, ...rest] = path.split('.');
      if (!head || !(head in item)) continue;
      const value = item[head];
      if (rest.length === 0) out[head] = value;
      else if (Array.isArray(value)) {
        const previous = (out[head] as Record<string, unknown>[] | undefined) ?? value.map(() => ({}));
        out[head] = value.map((entry, index) => ({
          ...previous[index],
          ...applySource(entry as Record<string, unknown>, [rest.join('.')]),
        }));
      } else if (value && typeof value === 'object') {
        out[head] = {
          ...(out[head] as object | undefined),
          ...applySource(value as Record<string, unknown>, [rest.join('.')]),
        };
      }
    }
  }
  if (exclude && exclude.length > 0) {
    out = { ...out };
    for (const path of exclude) {
      const [head, ...rest] = path.split('.');
      if (!head || !(head in out)) continue;
      if (rest.length === 0) delete out[head];
      else {
        const value = out[head];
        if (Array.isArray(value))
          out[head] = value.map((entry) =>
            entry && typeof entry === 'object'
              ? applySource(entry as Record<string, unknown>, null, [rest.join('.')])
              : entry,
          );
        else if (value && typeof value === 'object')
          out[head] = applySource(value as Record<string, unknown>, null, [rest.join('.')]);
      }
    }
  }
  return out as Partial<T>;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const isStatementTimeout = (error: unknown) =>
  ((error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code) === '57014';

/** Runs `work` inside a transaction bounded by the search timeout (statement_timeout). */
export async function withSearchTimeout<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const opened = await database();
  const started = Date.now();
  try {
    return await opened.db.transaction(async (tx) => {
      await tx.execute(drizzleSql.raw(`SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}`));
      return work(tx as unknown as Db);
    });
  } catch (error) {
    if (isStatementTimeout(error)) throw searchTimeoutError(Date.now() - started);
    throw error;
  }
}

/**
 * Runs one statement bounded by the search timeout in ONE round trip: a simple-protocol query of two statements,
 * `SET LOCAL statement_timeout` and the statement, which PostgreSQL runs as one implicit transaction (the setting
 * ends with it, and since PostgreSQL 13 the timeout applies to each statement of the query on its own). A
 * transaction with SET LOCAL (withSearchTimeout) costs three more round trips (BEGIN, SET LOCAL, COMMIT).
 * The statement's values are inlined as literals (sql-text.ts): a simple query has no parameters.
 */
export async function executeBounded(db: Db, statement: SQL): Promise<Row[]> {
  const started = Date.now();
  try {
    const results = (await db.execute(
      drizzleSql.raw(`SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}; ${textOf(statement)}`),
    )) as unknown;
    const last = Array.isArray(results) ? results[results.length - 1] : results;
    return rowsOf(last);
  } catch (error) {
    if (isStatementTimeout(error)) throw searchTimeoutError(Date.now() - started);
    throw error;
  }
}

/** The clear error of a search cut at the server timeout. */
export function searchTimeoutError(elapsedMs: number): ApiError {
  return new ApiError(
    503,
    `The search took too long and was stopped after ${SEARCH_TIMEOUT_MS} ms. Please narrow the search and try again.`,
    { timeoutMs: SEARCH_TIMEOUT_MS, elapsedMs },
    { 'Retry-After': '1' },
  );
}

/** The context a product search is built in. */
interface SearchPlan {
  store: StoreView;
  reference: CatalogReference;
  now: Date;
  groupId: number;
  /** Conditions every listed product must meet (category, ids, skus, excludes). */
  base: SQL[];
  /** Excluded price ranges (conditions on the computed final price). */
  priceBase: SQL[];
  /** Filters that aggregations leave out one at a time (attribute and price filters). */
  filters: ParsedFilter[];
  analyzed: AnalyzedTerm[];
  minMatch: number;
}

/** The special price rule on a price row alias: the special price inside its window and below the price, else the price. */
function specialSql(alias: string, plan: SearchPlan): SQL {
  const nowText = plan.now.toISOString();
  const a = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`CASE WHEN ${a('special_price')} IS NOT NULL AND ${a('special_price')} < ${a('price')}
    AND (${a('special_from_date')} IS NULL OR ${a('special_from_date')} <= ${nowText}::timestamptz)
    AND (${a('special_to_date')} IS NULL OR ${a('special_to_date')} >= ${nowText}::timestamptz) THEN ${a('special_price')} ELSE ${a('price')} END`;
}

/**
 * The final price of a listing row (alias l) for the shopper (pricing.ts rules): the lowest of price, valid special
 * price and the group's qty-1 tier price; for bundles and grouped products the sum of their chosen components'
 * final prices × qty (in minor units, as bundlePrice / groupedPrice).
 */
function finalPriceSql(plan: SearchPlan): SQL {
  const own = plan.groupId
    ? sql`LEAST(${specialSql('l', plan)}, coalesce((l.tier_min ->> ${String(plan.groupId)})::numeric, l.price))`
    : specialSql('l', plan);
  const component = plan.groupId
    ? sql`LEAST(${specialSql('cp', plan)}, coalesce((SELECT min(tp.value) FROM tier_prices tp WHERE tp.product_id = cp.product_id
        AND tp.store_code = cp.store_code AND tp.customer_group_id = ${plan.groupId} AND tp.qty <= 1 AND tp.value >= 0), cp.price))`
    : specialSql('cp', plan);
  // One index lookup per component (bundles and grouped products hold a handful).
  return sql`CASE WHEN l.components IS NULL THEN ${own} ELSE (
    SELECT coalesce(sum(round(coalesce((SELECT ${component} FROM product_prices cp
      WHERE cp.product_id = (c ->> 0)::int AND cp.store_code = ${plan.store.storeCode}), 0) * 100) * (c ->> 1)::int), 0) / 100
    FROM jsonb_array_elements(l.components) c) END`;
}

function parseFilters(request: z.output<typeof productSearchRequestSchema>, plan: SearchPlan): void {
  const filters = request.query?.filters ?? {};
  const excludes = request.query?.exclude ?? {};
  const { reference } = plan;
  const handle = (field: string, value: unknown, negate: boolean) => {
    const path = `query.${negate ? 'exclude' : 'filters'}.${field}`;
    const wrap = (condition: SQL) => (negate ? sql`NOT (${condition})` : condition);
    switch (field) {
      case 'category_ids':
      case 'category_id':
      case 'category.category_id': {
        const ids = intValuesOf(field, value, path);
        const all = withDescendants(reference, ids);
        plan.base.push(wrap(sql`l.category_ids && ${intArray(all)}`));
        return;
      }
      case 'id': {
        plan.base.push(wrap(sql`l.product_id = ANY(${intArray(intValuesOf(field, value, path))})`));
        return;
      }
      case 'sku':
      case 'configurable_children.sku': {
        const skus = valuesOf(field, value, path);
        plan.base.push(wrap(sql`l.skus && ${textArray(skus)}`));
        return;
      }
      case 'visibility': {
        // Visibility 2 catalogue, 3 search, 4 both: category listings ask for [2, 4] (contract.md §9).
        plan.base.push(wrap(sql`l.visibility = ANY(${intArray(intValuesOf(field, value, path))})`));
        return;
      }
      case 'type_id': {
        plan.base.push(wrap(sql`l.type_id IN (${inList(valuesOf(field, value, path))})`));
        return;
      }
      case 'url_key':
      case 'url_path':
      case 'slug': {
        const column = field === 'url_path' ? sql`l.url_path` : sql`l.url_key`;
        plan.base.push(wrap(sql`${column} IN (${inList(valuesOf(field, value, path))})`));
        return;
      }
      case 'price':
      case 'final_price': {
        const range = parsePriceRange(value);
        const price = sql`l.final_price`;
        const parts: SQL[] = [];
        if (range.from !== null) parts.push(sql`${price} >= ${range.from}`);
        if (range.to !== null) parts.push(sql`${price} <= ${range.to}`);
        const condition = sql.join(parts, sql` AND `);
        if (negate) plan.priceBase.push(wrap(condition));
        else plan.filters.push({ field: 'price', condition });
        return;
      }
      default: {
        const code = field.startsWith('configurable_children.') ? field.slice('configurable_children.'.length) : field;
        const attribute = reference.attributes.get(code);
        if (!attribute) throw badRequest(`Unknown filter field ${field.slice(0, 100)}`, path);
        const tokens = tokensOf(code, valuesOf(field, value, path));
        const condition = sql`l.facets && ${textArray(tokens)}`;
        if (negate) plan.base.push(wrap(condition));
        else plan.filters.push({ field: code, condition, tokens, variant: reference.variantAttributes.has(code) });
      }
    }
  };
  for (const [field, value] of Object.entries(filters))
    if (value !== undefined && value !== null) handle(field, value, false);
  for (const [field, value] of Object.entries(excludes))
    if (value !== undefined && value !== null) handle(field, value, true);
}

function orderBySql(paging: Paging, hasText: boolean): SQL {
  switch (paging.sort ?? (hasText ? null : 'popularity:desc')) {
    case null:
      return sql`score DESC, popularity DESC, id`;
    case 'popularity:desc':
      return sql`popularity DESC, id`;
    case 'updated_at:desc':
      return sql`updated_at DESC, id DESC`;
    case 'created_at:desc':
      return sql`created_at DESC, id DESC`;
    case 'created_at:asc':
      return sql`created_at ASC, id`;
    case 'price:asc':
      return sql`final_price ASC, id`;
    case 'price:desc':
      return sql`final_price DESC, id`;
    case 'name:asc':
      return sql`name ASC, id`;
    case 'name:desc':
      return sql`name DESC, id`;
  }
}

/**
 * Searches the listed products of a store (api-contract.md, Catalogue): text (full text with stemming per store,
 * typo tolerance, 75 % of terms, min score), filters, excludes, sort, paging and aggregations, in one bounded
 * SQL statement over search_listing (migration 0003, built by search/indexer.ts) that also reads the rows of the
 * page's documents; the documents are then assembled as for single lookups (documents.ts).
 */
export async function searchProducts(
  store: StoreView,
  rawRequest: unknown,
  options: SearchOptions = {},
): Promise<ProductSearchResult> {
  const request = parseWith(productSearchRequestSchema, rawRequest ?? {});
  const paging = pagingOf(request);
  const opened = await database();
  await ensureSearchStructure(opened.db);
  // One statement per search in the common case. When it reports listing rows changed since their last refresh
  // (stock, prices, status … recorded by triggers) or a rebuilt word list, the rows are refreshed and it runs again.
  for (let attempt = 0; ; attempt++) {
    // Reference data is cached per database (the pool's handle).
    const reference = await catalogReference(opened.db);
    const plan: SearchPlan = {
      store,
      reference,
      now: options.now ?? new Date(),
      groupId: options.customerGroupId ?? 0,
      base: [],
      priceBase: [],
      filters: [],
      analyzed: [],
      minMatch: 0,
    };
    parseFilters(request, plan);
    const aggregationFields = [...new Set(request.aggregations ?? [])];
    for (const field of aggregationFields) {
      if (field !== 'price' && !reference.attributes.has(field))
        throw badRequest(`Unknown aggregation field ${field.slice(0, 100)}`, 'aggregations');
    }
    const terms = termsOf(request.query?.text ?? '');
    const termVersion = analyzedTermsVersion(opened.db);
    if (terms.length > 0) {
      // Terms not cached yet are looked up under the search timeout; cached ones need no statement.
      plan.analyzed = termsCached(opened.db, store.storeCode, terms)
        ? await analyzeTerms(opened.db, opened.db, store.storeCode, terms)
        : await withSearchTimeout((db) => analyzeTerms(opened.db, db, store.storeCode, terms));
      plan.minMatch = Math.ceil(terms.length * MINIMUM_SHOULD_MATCH);
    }
    // Every statement of a search is bounded by the search timeout (statement_timeout), the search statement in
    // one round trip with its setting (executeBounded).
    const found = await runSearch(opened.db, plan, paging, aggregationFields, attempt < 2);
    const outdated = terms.length > 0 && found.version !== termVersion;
    if ((found.stale || outdated || found.keptOutdated) && attempt < 2) {
      noteIndexVersion(opened.db, found.version);
      if (found.stale) await refreshDirtyProducts(opened.db);
      continue;
    }
    const documents = await pageDocuments(opened.db, store, reference, found.page, plan.groupId, plan.now);
    const items = documents.map((doc) => applySource(doc, request._sourceInclude, request._sourceExclude));
    // A page showing a search shows these products, and would list others when the catalogue changes.
    tagPage(LISTING_TAG, ...documents.flatMap(documentTags));
    const suggestions = terms.length > 0 && found.total < 3 ? suggestionsFor(plan.analyzed) : [];
    return {
      items,
      total: found.total,
      start: paging.from,
      perPage: paging.size,
      aggregations: found.aggregations,
      attributeMetadata: attributeMetadataOf(reference, store, documents),
      suggestions,
    };
  }
}

/**
 * The documents of a page (product ids with the versions of their stored rows, in page order): those built from
 * the same rows before and holding at `now` are reused (document-cache.ts); the others are built from their stored
 * rows (search_documents, read in one bounded statement), and for a product without stored rows (not expected: they
 * are built with the listing rows) from the rows read from the catalogue.
 */
async function pageDocuments(
  db: Db,
  store: StoreView,
  reference: CatalogReference,
  page: readonly [number, number | null][],
  groupId: number,
  now: Date,
): Promise<ProductDocument[]> {
  if (page.length === 0) return [];
  const documents = new Map<number, ProductDocument | null>();
  const unbuilt: number[] = [];
  const missing: number[] = [];
  for (const [productId, version] of page) {
    if (version === null) {
      missing.push(productId);
      continue;
    }
    const kept = keptDocument(db, reference, { productId, version, store, groupId }, now);
    if (kept === undefined) unbuilt.push(productId);
    else documents.set(productId, kept);
  }
  if (unbuilt.length > 0) {
    const rows = await executeBounded(
      db,
      sql`SELECT product_id, version, octet_length(doc::text) AS size, doc FROM search_documents
      WHERE store_code = ${store.storeCode} AND product_id = ANY(${intArray(unbuilt)})`,
    );
    for (const row of rows) {
      const productId = Number(row.product_id);
      documents.set(
        productId,
        buildDocument(
          db,
          reference,
          { productId, version: String(row.version), store, groupId },
          jsonOf(row.doc),
          Number(row.size),
          now,
        ),
      );
    }
    // Rows removed since the search statement read the page (a refresh in between): read from the catalogue.
    for (const id of unbuilt) if (!documents.has(id)) missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await withSearchTimeout((tx) => loadDocumentRows(tx, store.storeCode, missing, groupId));
    for (const document of documentsOf(rows, store, missing, reference, { customerGroupId: groupId, now }))
      documents.set(document.id, document);
  }
  return page.flatMap(([id]) => documents.get(id) ?? []);
}

/**
 * The JSON path of the values of attribute `field` on the sellable variants (token sets) that hold a value of each
 * of `filters` other filters (variables $o0, $o1 … with their tokens).
 */
function variantValuesPath(field: string, filters: number): string {
  const each = Array.from({ length: filters }, (_, i) => `exists(@[*] ? (@ == $o${i}[*]))`).join(' && ');
  return `strict $[*] ? (${each})[*] ? (@ starts with ${JSON.stringify(`${field}=`)})`;
}

/**
 * SQL of "one sellable variant of a configurable (alias l) holds a value of every filter of the set" (true for other
 * types). Only filters on attributes the variants differ by count: a variant carries its parent's other values.
 */
function sameVariantSql(filters: readonly ParsedFilter[]): SQL | null {
  const withTokens = filters.filter((f) => f.tokens && f.variant);
  if (withTokens.length < 2) return null;
  const each = withTokens.map((f) => sql`v ?| ${textArray(f.tokens!)}`);
  return sql`(l.variants IS NULL OR EXISTS (SELECT 1 FROM jsonb_array_elements(l.variants) v WHERE ${sql.join(each, sql` AND `)}))`;
}

/** The listing version (listing_version@built_at of search_index_state) the last search statement of a database read. */
const lastListing = new WeakMap<Db, string>();
/** Facet counts over the listing conditions alone, per listing version, store, conditions and field (see runSearch). */
const baseCounts = new WeakMap<Db, LRUCache<string, [string, number][]>>();
const BASE_COUNTS_KEPT = 2000;
function baseCountsOf(db: Db): LRUCache<string, [string, number][]> {
  let counts = baseCounts.get(db);
  if (!counts) baseCounts.set(db, (counts = new LRUCache({ max: BASE_COUNTS_KEPT })));
  return counts;
}

async function runSearch(db: Db, plan: SearchPlan, paging: Paging, requested: string[], useKept: boolean) {
  const { store } = plan;
  const hasText = plan.analyzed.length > 0;
  const ctes: SQL[] = [];
  // The counts of a facet under no filter but its own (a category page filtered by colour counts the colours of the
  // category) depend only on the listing conditions and the listing rows: they are kept per listing version, which
  // moves on with every change of listing rows (search/indexer.ts), and the search statement reads the version it
  // ran on (when it differs from the one the kept counts were taken for, the search runs again without them).
  // Without that aggregation in the statement, a search whose aggregated fields are not filtered reads only the
  // rows that pass its filters.
  const baseKey =
    !hasText && plan.priceBase.length === 0 ? `${store.storeCode}|${textOf(sql.join(plan.base, sql` AND `))}` : null;
  const countsKey = (field: string) =>
    baseKey !== null && field !== 'price' && plan.filters.every((f) => f.field === field)
      ? `${field}|${baseKey}`
      : null;
  const keptFrom = useKept ? (lastListing.get(db) ?? null) : null;
  const keptCounts = new Map<string, [string, number][]>();
  if (keptFrom !== null) {
    for (const field of requested) {
      const key = countsKey(field);
      const counts = key === null ? undefined : baseCounts.get(db)?.get(`${keptFrom}|${key}`);
      if (counts) keptCounts.set(field, counts);
    }
  }
  const aggregationFields = requested.filter((field) => !keptCounts.has(field));
  // The final price is computed only when something needs it (price filter, exclude, sort or aggregation).
  const needsPrice =
    plan.filters.some((f) => f.field === 'price') ||
    plan.priceBase.length > 0 ||
    paging.sort === 'price:asc' ||
    paging.sort === 'price:desc' ||
    aggregationFields.includes('price');
  const facetAggregations = aggregationFields.filter((field) => field !== 'price');
  // The columns of a listing row a search reads (never the document, never more than needed).
  const columns = sql.join(
    [
      sql`l.product_id, l.type_id, l.name, l.popularity, l.created_at, l.updated_at, l.facets, l.variants, l.category_ids, l.skus, l.url_key, l.url_path`,
      ...(needsPrice
        ? [sql`l.price, l.special_price, l.special_from_date, l.special_to_date, l.tier_min, l.components`]
        : []),
      ...(facetAggregations.length > 0 ? [sql`l.facet_map, l.variant_map`] : []),
    ],
    sql`, `,
  );
  const textWhere: SQL[] = [];
  let scoreSql: SQL = sql`0::float4`;
  if (hasText) {
    const config = textSearchConfig[store.storeCode];
    // The term queries are parsed once (a one-row CTE) instead of once per candidate row.
    const parsed: SQL[] = [];
    const weights = sql`'{0.1, 0.25, 0.5, 1.0}'::float4[]`;
    // Per term: the whole word (ranked highest), the word and the words it starts (prefix, from three letters),
    // compounds ending in it ("skidor" → längdskidor; ranked below the whole word, above the words it starts, as
    // the last part of a Nordic compound names the thing) and typo corrections.
    const termQueries = plan.analyzed.map((a, index) => {
      const exact = sql.raw(`tq.e${index}`);
      parsed.push(sql`to_tsquery(${config}::regconfig, ${exactQueryText(a.term)}) AS ${sql.raw(`e${index}`)}`);
      const prefixed = a.term.length >= 3;
      const whole = prefixed ? sql.raw(`tq.w${index}`) : exact;
      if (prefixed)
        parsed.push(sql`to_tsquery(${config}::regconfig, ${wholeWordQueryText(a.term)}) AS ${sql.raw(`w${index}`)}`);
      const fuzzyText = fuzzyQueryText(a);
      const fuzzy = fuzzyText ? sql.raw(`tq.f${index}`) : null;
      if (fuzzyText) parsed.push(sql`to_tsquery(${config}::regconfig, ${fuzzyText}) AS ${sql.raw(`f${index}`)}`);
      const compoundText = compoundQueryText(a);
      const compound = compoundText ? sql.raw(`tq.c${index}`) : null;
      if (compoundText) parsed.push(sql`to_tsquery(${config}::regconfig, ${compoundText}) AS ${sql.raw(`c${index}`)}`);
      const parts = [exact, ...(fuzzy ? [fuzzy] : []), ...(compound ? [compound] : [])];
      const any = parts.length === 1 ? exact : sql`(${sql.join(parts, sql` || `)})`;
      const ranks = [
        sql`ts_rank(${weights}, l.document, ${whole})`,
        ...(prefixed
          ? [sql`${sql.raw(String(PREFIX_WEIGHT))}::float4 * ts_rank(${weights}, l.document, ${exact})`]
          : []),
        // ts_rank divides an OR query's rank by its number of words: times that number, a compound counts as one word.
        ...(compound
          ? [
              sql`${sql.raw(String(COMPOUND_WEIGHT * (a.compounds?.length ?? 1)))}::float4 * ts_rank(${weights}, l.document, ${compound})`,
            ]
          : []),
        ...(fuzzy ? [sql`${sql.raw(String(FUZZY_WEIGHT))}::float4 * ts_rank(${weights}, l.document, ${fuzzy})`] : []),
      ];
      return { any, score: sql`(${sql.join(ranks, sql` + `)})` };
    });
    const anyQuery = sql.join(
      termQueries.map((q) => q.any),
      sql` || `,
    );
    const matched =
      termQueries.length === 1
        ? null
        : sql.join(
            termQueries.map((q) => sql`(l.document @@ ${q.any})::int`),
            sql` + `,
          );
    scoreSql = sql.join(
      termQueries.map((q) => q.score),
      sql` + `,
    );
    ctes.push(sql`tq AS MATERIALIZED (SELECT ${sql.join(parsed, sql`, `)})`);
    // Every listed product of the store the text matches (75 % of the terms).
    textWhere.push(sql`l.document @@ (${anyQuery})`);
    if (matched) textWhere.push(sql`(${matched}) >= ${plan.minMatch}`);
  }
  // Without aggregations of filtered fields (each leaves its own filter out) no row that fails a filter is needed: the
  // filters join the WHERE clause (and its indexes); a price filter applies after the final price is computed.
  // With aggregations they are checked on the rows the listing conditions read (after the scan: the planner would
  // take an attribute's index over the category's, whose rows lie together, migration 0010), as those rows were
  // all read when the filters were flags.
  const filters = aggregationFields.some((field) => plan.filters.some((f) => f.field === field)) ? plan.filters : [];
  const innerFilters: SQL[] = [];
  const priceFilters: SQL[] = [...plan.priceBase];
  const afterFilters: SQL[] = [];
  if (filters.length === 0) {
    const attributeFilters = !hasText && aggregationFields.length > 0 ? afterFilters : innerFilters;
    for (const filter of plan.filters)
      (filter.field === 'price' ? priceFilters : attributeFilters).push(filter.condition);
    const sameVariant = sameVariantSql(plan.filters);
    if (sameVariant) attributeFilters.push(sameVariant);
  }
  const filterFlags = filters.map((filter, index) => sql`(${filter.condition}) AS ${sql.raw(`m${index}`)}`);
  // Two or more attribute filters must hold on the same sellable variant of a configurable: one flag per filter set
  // in use (all filters for the hits, all but the aggregated field's own filter for each aggregation).
  const sameVariantSets = new Map<string, SQL>();
  const setKey = (except?: number) => (except === undefined ? 'all' : `x${except}`);
  const addSet = (except?: number) => {
    const condition = sameVariantSql(filters.filter((_, index) => index !== except));
    if (condition) sameVariantSets.set(setKey(except), condition);
  };
  addSet();
  const aggregatedFilter = (field: string) => filters.findIndex((f) => f.field === field);
  for (const field of aggregationFields) {
    const index = aggregatedFilter(field);
    if (index !== -1) addSet(index);
  }
  const setFlags = [...sameVariantSets.entries()].map(
    ([key, condition]) => sql`${condition} AS ${sql.raw(`s_${key}`)}`,
  );
  // For an aggregated attribute the variants differ by, under filters on other such attributes: a configurable counts
  // for a value only when one sellable variant has the value and meets those filters (choosing it finds the product).
  const otherAttributeFilters = (field: string) =>
    plan.reference.variantAttributes.has(field)
      ? plan.filters.filter((f) => f.tokens && f.variant && f.field !== field)
      : [];
  // The values of each aggregated attribute per row (a jsonb array): from facet_map; under one other variant filter
  // from the variant map (the values on the variants holding one of the filter's values); under several from the
  // variants' token sets (a JSON path over them).
  const facetArrays = facetAggregations.map((field, index) => {
    const scoped = otherAttributeFilters(field);
    const alias = sql.raw(`a${index}`);
    if (scoped.length === 0) return sql`(l.facet_map -> ${field}) AS ${alias}`;
    if (scoped.length === 1) {
      const parts = scoped[0]!.tokens!.map(
        (token) => sql`coalesce(l.variant_map #> ${textArray([token, field])}, '[]'::jsonb)`,
      );
      return sql`CASE WHEN l.variant_map IS NULL THEN l.facet_map -> ${field} ELSE ${sql.join(parts, sql` || `)} END AS ${alias}`;
    }
    const vars = JSON.stringify(Object.fromEntries(scoped.map((f, i) => [`o${i}`, f.tokens!])));
    return sql`CASE WHEN l.variants IS NULL THEN l.facet_map -> ${field} ELSE (SELECT coalesce(jsonb_agg(substr(t #>> '{}', ${field.length + 2})), '[]'::jsonb)
      FROM jsonb_path_query(l.variants, ${variantValuesPath(field, scoped.length)}::jsonpath, ${vars}::jsonb) t) END AS ${alias}`;
  });
  const flags = [...filterFlags, ...setFlags, ...facetArrays];
  const storeCondition = sql`l.store_code = ${store.storeCode}`;
  // A text search keeps the listing conditions (and price filters) as a flag (k) instead of leaving rows out: the
  // minimum score is relative to the best text match of the store, filtered or not.
  const listingConditions = [...plan.base, ...innerFilters];
  const keptConditions = hasText ? [...listingConditions, ...priceFilters] : [];
  const kept = keptConditions.length > 0 ? sql.join(keptConditions, sql` AND `) : null;
  const scanned = sql.join(
    hasText ? [storeCondition, ...textWhere] : [storeCondition, ...listingConditions],
    sql` AND `,
  );
  const outerWhere = hasText ? [] : [...afterFilters, ...priceFilters];
  const from = hasText ? sql`tq, search_listing l` : sql`search_listing l`;
  // The narrow candidate row of each listing row: what sorting, paging, counting and the aggregations read.
  const rowFlags = [...flags, ...(kept ? [sql`(${kept}) AS k`] : [])];
  const flagList = rowFlags.length > 0 ? sql`, ${sql.join(rowFlags, sql`, `)}` : sql``;
  const candidateRows = needsPrice
    ? // The final price is computed once per row (the inner query, kept apart by OFFSET 0); filters and flags use it.
      sql`SELECT l.product_id AS id, l.popularity, l.created_at, l.updated_at, l.name, l.final_price, l.score ${flagList}
      FROM (SELECT ${columns}, ${finalPriceSql(plan)} AS final_price, ${scoreSql} AS score FROM ${from} WHERE ${scanned} OFFSET 0) l
      ${outerWhere.length > 0 ? sql`WHERE ${sql.join(outerWhere, sql` AND `)}` : sql``}`
    : afterFilters.length > 0
      ? sql`SELECT l.product_id AS id, l.popularity, l.created_at, l.updated_at, l.name, NULL::numeric AS final_price, 0::float4 AS score ${flagList}
        FROM (SELECT ${columns} FROM search_listing l WHERE ${scanned} OFFSET 0) l WHERE ${sql.join(afterFilters, sql` AND `)}`
      : sql`SELECT l.product_id AS id, l.popularity, l.created_at, l.updated_at, l.name, NULL::numeric AS final_price, ${scoreSql} AS score ${flagList}
        FROM ${from} WHERE ${scanned}`;
  if (hasText) {
    // One scan of the text hits computes the candidate rows; the candidates are those with the minimum score
    // relative to the best match.
    ctes.push(sql`text_hits AS MATERIALIZED (${candidateRows})`);
    ctes.push(
      sql`cand AS MATERIALIZED (SELECT * FROM text_hits WHERE ${kept ? sql`k AND ` : sql``}score >= ${MIN_SCORE_RATIO} * (SELECT max(score) FROM text_hits))`,
    );
  } else {
    // Without price or flags the planner may answer count and page from indexes (popularity order).
    ctes.push(
      sql`cand AS ${flags.length > 0 || needsPrice ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`} (${candidateRows})`,
    );
  }
  const allFlags = (except?: number) => {
    const parts = filters.flatMap((_, index) => (index === except ? [] : [sql.raw(`m${index}`)]));
    if (sameVariantSets.has(setKey(except))) parts.push(sql.raw(`s_${setKey(except)}`));
    return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
  };
  // The page, with the stored rows of its documents (search_documents) read in the same statement.
  ctes.push(
    sql`page AS MATERIALIZED (SELECT id FROM cand WHERE ${allFlags()} ORDER BY ${orderBySql(paging, hasText)} LIMIT ${paging.size} OFFSET ${paging.from})`,
  );
  const selects: SQL[] = [
    sql`(SELECT count(*)::int FROM cand WHERE ${allFlags()}) AS total`,
    // The page with the versions of its stored documents (search_documents): only documents this process has not
    // built from those rows are read (pageDocuments).
    sql`(SELECT coalesce(json_agg(json_build_array(p.id, (SELECT d.version FROM search_documents d
      WHERE d.store_code = ${store.storeCode} AND d.product_id = p.id))), '[]'::json) FROM page p) AS page`,
    // Rows changed since the listing was last refreshed (then the search runs again after a refresh), and the
    // version of the word list the term analysis was cached for.
    sql`EXISTS (SELECT 1 FROM search_dirty) AS stale`,
    sql`(SELECT built_at::text FROM search_index_state WHERE id = 1) AS version`,
    sql`(SELECT listing_version::text || '@' || built_at::text FROM search_index_state WHERE id = 1) AS listing`,
  ];
  const scale = PRICE_SCALE[store.currencyCode];
  aggregationFields.forEach((field, index) => {
    const filterIndex = aggregatedFilter(field);
    const others = allFlags(filterIndex === -1 ? undefined : filterIndex);
    const alias = sql.raw(`agg${index}`);
    if (field === 'price') {
      selects.push(sql`(SELECT json_build_array(
        count(*) FILTER (WHERE final_price < ${50 * scale}),
        count(*) FILTER (WHERE final_price >= ${50 * scale} AND final_price < ${100 * scale}),
        count(*) FILTER (WHERE final_price >= ${100 * scale} AND final_price < ${150 * scale}),
        count(*) FILTER (WHERE final_price >= ${150 * scale})) FROM cand WHERE ${others}) AS ${alias}`);
      return;
    }
    const limit = SMALL_AGGREGATIONS.has(field) ? 10 : AGGREGATION_SIZE;
    const values = sql.raw(`a${facetAggregations.indexOf(field)}`);
    // facet_map holds each value once per product (count(*) counts products); values taken from variants may
    // repeat within a product.
    const once = otherAttributeFilters(field).length === 0;
    selects.push(sql`(SELECT coalesce(json_agg(json_build_array(key, n)), '[]'::json) FROM (
      SELECT key, ${once ? sql`count(*)` : sql`count(DISTINCT id)`}::int AS n FROM (
        SELECT ${once ? sql`` : sql`id, `}jsonb_array_elements_text(${values}) AS key FROM cand WHERE ${others}) v
      GROUP BY key ORDER BY n DESC, key LIMIT ${limit}) buckets) AS ${alias}`);
  });
  const statement = sql`WITH ${sql.join(ctes, sql`, `)} SELECT ${sql.join(selects, sql`, `)}`;
  const row = (await executeBounded(db, statement))[0] ?? {};
  const page = jsonOf<[number, number | null][]>(row.page ?? []);
  const stale = row.stale === true || row.stale === 't';
  const listing = String(row.listing ?? '');
  lastListing.set(db, listing);
  const aggregations: ProductSearchResult['aggregations'] = {};
  requested.forEach((field) => {
    const kept = keptCounts.get(field);
    const index = aggregationFields.indexOf(field);
    const raw = kept ?? jsonOf<unknown[]>(row[`agg${index}`] ?? []);
    const key = kept || stale ? null : countsKey(field);
    if (key !== null) baseCountsOf(db).set(`${listing}|${key}`, raw as [string, number][]);
    if (field === 'price') {
      const counts = raw as number[];
      const currency = store.currencySign;
      const ranges: [number, number | null][] = [
        [0, 50],
        [50, 100],
        [100, 150],
        [150, null],
      ];
      aggregations.price = {
        buckets: ranges.map(([from, to], i) => ({
          key: to === null ? `${from * scale}-*` : `${from * scale}-${to * scale}`,
          label: to === null ? `${from * scale}+ ${currency}` : `${from * scale}–${to * scale} ${currency}`,
          from: from * scale,
          to: to === null ? null : to * scale,
          doc_count: Number(counts[i] ?? 0),
        })),
      };
      return;
    }
    const attribute = plan.reference.attributes.get(field)!;
    const options = new Map(attribute.options.map((o) => [o.value, o]));
    aggregations[field] = {
      buckets: (raw as [string, number][]).map(([key, count]) => {
        const option = options.get(key);
        return {
          key,
          label: option ? option.labels[store.storeCode] : key,
          doc_count: Number(count),
          ...(option?.swatch ? { swatch: option.swatch } : {}),
        };
      }),
    };
  });
  return {
    total: Number(row.total ?? 0),
    page,
    aggregations,
    stale,
    version: String(row.version ?? ''),
    // The kept counts were taken for another listing version than the statement read.
    keptOutdated: keptCounts.size > 0 && keptFrom !== listing,
  };
}

/** The attributes present in the documents, with their options in the store's language. */
export function attributeMetadataOf(
  reference: CatalogReference,
  store: StoreView,
  documents: readonly ProductDocument[],
): AttributeMetadata[] {
  const present = new Set<string>();
  for (const doc of documents) {
    for (const key of Object.keys(doc)) if (reference.attributes.has(key)) present.add(key);
    for (const child of doc.configurable_children)
      for (const key of Object.keys(child)) if (reference.attributes.has(key)) present.add(key);
  }
  return [...reference.attributes.values()]
    .filter((a) => present.has(a.code))
    .map((a) => ({
      attribute_id: a.id,
      attribute_code: a.code,
      frontend_input: a.frontendInput,
      frontend_label: a.labels[store.storeCode],
      is_filterable: a.isFilterable,
      is_comparable: a.isComparable,
      is_single_value_filter: a.isSingleValueFilter,
      options: a.options.map((o) => ({
        value: o.value,
        label: o.labels[store.storeCode],
        ...(o.swatch ? { swatch: o.swatch } : {}),
      })),
    }));
}
