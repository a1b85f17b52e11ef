import { sql, type SQL } from 'drizzle-orm';
import { z } from 'astro/zod';
import { database, type Db } from '../db/client.ts';
import { ApiError, parseWith } from '../http/api.ts';
import { errorText } from '../../i18n/errors.ts';
import type { StoreView } from '../../store-view/config.ts';
import { ensureSearchIndex, textSearchConfig } from '../search/indexer.ts';
import { analyzeTerms, exactQueryText, fuzzyQueryText, suggestionsFor, termsOf, type AnalyzedTerm } from '../search/text.ts';
import { loadProductDocuments, type ProductDocument } from './documents.ts';
import { catalogReference, withDescendants, type CatalogReference } from './reference.ts';

/** Default page size of searches (contract: size ≤ 0 becomes 50). */
export const DEFAULT_SIZE = 50;
/** The maximum filter query size: larger sizes are capped. */
export const MAX_SIZE = 999;
/** The server-side search timeout (contract.md §9), enforced as a statement timeout on PostgreSQL. */
export const SEARCH_TIMEOUT_MS = 1000;
/** Minimum score relative to the best match (contract.md §9 min_score 0.02). */
export const MIN_SCORE_RATIO = 0.02;
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
export const productSorts = ['popularity:desc', 'updated_at:desc', 'created_at:desc', 'created_at:asc', 'price:asc', 'price:desc', 'name:asc', 'name:desc'] as const;
/** A sort order of product searches. */
export type ProductSort = (typeof productSorts)[number];

const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);
const filterValue = z.union([scalar, z.array(scalar).max(200), z.record(z.string(), z.unknown())]);
const sizeNumber = z.union([z.number(), z.string().regex(/^-?\d{1,12}$/)]).transform(Number).pipe(z.number());

/** The body of `POST /api/catalog/{store}/product/_search` (api-contract.md, Catalogue). */
export const productSearchRequestSchema = z.object({
  query: z.object({
    text: z.string().max(500).optional().nullable(),
    filters: z.record(z.string().max(100), filterValue).optional().nullable(),
    exclude: z.record(z.string().max(100), filterValue).optional().nullable(),
  }).optional().nullable(),
  sort: z.string().max(60).optional().nullable(),
  from: sizeNumber.optional().nullable(),
  size: sizeNumber.optional().nullable(),
  _sourceInclude: z.array(z.string().max(200)).max(300).optional().nullable(),
  _sourceExclude: z.array(z.string().max(200)).max(300).optional().nullable(),
  aggregations: z.array(z.string().max(100)).max(40).optional().nullable(),
});
/** A product search request. */
export type ProductSearchRequest = z.input<typeof productSearchRequestSchema>;

/** One bucket of an aggregation. */
export interface AggregationBucket { key: string; label: string; doc_count: number; from?: number; to?: number | null; swatch?: string | null }

/** Attribute metadata of the answer: the attributes present in the items with their options. */
export interface AttributeMetadata {
  attribute_id: number;
  attribute_code: string;
  frontend_input: string;
  frontend_label: string;
  is_filterable: boolean;
  is_comparable: boolean;
  is_single_value_filter: boolean;
  options: { value: string; label: string; swatch?: string }[];
}

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
  if (list.length === 0 || list.some((v) => typeof v === 'object' || v === null || v === undefined || String(v).length > 200 || String(v).includes('\u0000'))) {
    throw badRequest(`Invalid value for filter ${field}`, path);
  }
  return [...new Set(list.map((v) => String(v)))];
}

function intValuesOf(field: string, value: unknown, path: string): number[] {
  const list = valuesOf(field, value, path);
  const ints = list.map(Number);
  if (ints.some((n) => !Number.isSafeInteger(n) || n < 0 || n > 2_147_483_647)) throw badRequest(`Invalid value for filter ${field}`, path);
  return ints;
}

const inList = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** SQL of "this listed product (p) or one of its sellable variants has a value of the attribute". */
function facetCondition(code: string, values: readonly string[]): SQL {
  return sql`EXISTS (SELECT 1 FROM product_facets f
    JOIN products src ON src.id = f.source_id
    LEFT JOIN stock_items ss ON ss.product_id = src.id
    WHERE f.parent_id = p.id AND f.code = ${code} AND f.value IN (${inList(values)})
      AND (f.source_id = p.id OR (src.status < 2 AND ss.is_in_stock AND (NOT ss.manage_stock OR ss.backorders OR ss.qty > 0))))`;
}

interface ParsedFilter { field: string; condition: SQL }

/** The normalised paging and sort of a search. */
export interface Paging { from: number; size: number; sort: ProductSort | null }

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
    const withDirection = normalised.includes(':') ? normalised : `${normalised}:${normalised === 'popularity' || normalised.endsWith('_at') ? 'desc' : 'asc'}`;
    if (!(productSorts as readonly string[]).includes(withDirection)) throw badRequest(`Unknown sort ${request.sort.slice(0, 60)}`, 'sort');
    sort = withDirection as ProductSort;
  }
  return { from, size, sort };
}

/** Picks or drops dotted paths of a document (`_sourceInclude` / `_sourceExclude`). */
export function applySource<T extends Record<string, unknown>>(item: T, include?: readonly string[] | null, exclude?: readonly string[] | null): Partial<T> {
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
        out[head] = value.map((entry, index) => ({ ...previous[index], ...applySource(entry as Record<string, unknown>, [rest.join('.')]) }));
      } else if (value && typeof value === 'object') {
        out[head] = { ...(out[head] as object | undefined), ...applySource(value as Record<string, unknown>, [rest.join('.')]) };
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
        if (Array.isArray(value)) out[head] = value.map((entry) => (entry && typeof entry === 'object' ? applySource(entry as Record<string, unknown>, null, [rest.join('.')]) : entry));
        else if (value && typeof value === 'object') out[head] = applySource(value as Record<string, unknown>, null, [rest.join('.')]);
      }
    }
  }
  return out as Partial<T>;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Runs `work` inside a transaction bounded by the search timeout (statement_timeout on PostgreSQL). */
export async function withSearchTimeout<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const opened = await database();
  const started = Date.now();
  try {
    if (opened.kind === 'postgres') {
      return await opened.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}`));
        return work(tx as unknown as Db);
      });
    }
    // PGlite runs single-threaded and ignores statement_timeout: queries are bounded by their limits instead.
    return await work(opened.db);
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '57014') throw searchTimeoutError(Date.now() - started);
    throw error;
  }
}

/** The clear error of a search cut at the server timeout. */
export function searchTimeoutError(elapsedMs: number): ApiError {
  return new ApiError(503, `The search took too long and was stopped after ${SEARCH_TIMEOUT_MS} ms. Please narrow the search and try again.`, { timeoutMs: SEARCH_TIMEOUT_MS, elapsedMs }, { 'Retry-After': '1' });
}

/** The context a product search is built in. */
interface SearchPlan {
  store: StoreView;
  reference: CatalogReference;
  now: Date;
  groupId: number;
  /** Conditions every listed product must meet (category, ids, skus, excludes). */
  base: SQL[];
  /** Filters that aggregations leave out one at a time (attribute and price filters). */
  filters: ParsedFilter[];
  analyzed: AnalyzedTerm[];
  minMatch: number;
}

function finalPriceSql(plan: SearchPlan): SQL {
  const nowText = plan.now.toISOString();
  const special = sql`CASE WHEN pr.special_price IS NOT NULL AND pr.special_price < pr.price
    AND (pr.special_from_date IS NULL OR pr.special_from_date <= ${nowText}::timestamptz)
    AND (pr.special_to_date IS NULL OR pr.special_to_date >= ${nowText}::timestamptz) THEN pr.special_price ELSE pr.price END`;
  if (!plan.groupId) return special;
  return sql`LEAST(${special}, coalesce((SELECT min(tp.value) FROM tier_prices tp WHERE tp.product_id = p.id
    AND tp.store_code = ${plan.store.storeCode} AND tp.customer_group_id = ${plan.groupId} AND tp.qty <= 1), pr.price))`;
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
        plan.base.push(wrap(sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (${inList(all)}))`));
        return;
      }
      case 'id': {
        plan.base.push(wrap(sql`p.id IN (${inList(intValuesOf(field, value, path))})`));
        return;
      }
      case 'sku':
      case 'configurable_children.sku': {
        const skus = valuesOf(field, value, path);
        plan.base.push(wrap(sql`(p.sku IN (${inList(skus)}) OR EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id AND c.sku IN (${inList(skus)})))`));
        return;
      }
      case 'type_id': {
        plan.base.push(wrap(sql`p.type_id IN (${inList(valuesOf(field, value, path))})`));
        return;
      }
      case 'url_key':
      case 'url_path':
      case 'slug': {
        const column = field === 'url_path' ? sql`t.url_path` : sql`t.url_key`;
        plan.base.push(wrap(sql`EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.store_code = ${plan.store.storeCode} AND ${column} IN (${inList(valuesOf(field, value, path))}))`));
        return;
      }
      case 'price':
      case 'final_price': {
        const range = parsePriceRange(value);
        const price = finalPriceSql(plan);
        const parts: SQL[] = [];
        if (range.from !== null) parts.push(sql`${price} >= ${range.from}`);
        if (range.to !== null) parts.push(sql`${price} <= ${range.to}`);
        const condition = sql.join(parts, sql` AND `);
        if (negate) plan.base.push(wrap(condition));
        else plan.filters.push({ field: 'price', condition });
        return;
      }
      default: {
        const code = field.startsWith('configurable_children.') ? field.slice('configurable_children.'.length) : field;
        const attribute = reference.attributes.get(code);
        if (!attribute) throw badRequest(`Unknown filter field ${field.slice(0, 100)}`, path);
        const condition = facetCondition(code, valuesOf(field, value, path));
        if (negate) plan.base.push(wrap(condition));
        else plan.filters.push({ field: code, condition });
      }
    }
  };
  for (const [field, value] of Object.entries(filters)) if (value !== undefined && value !== null) handle(field, value, false);
  for (const [field, value] of Object.entries(excludes)) if (value !== undefined && value !== null) handle(field, value, true);
}

function orderBySql(paging: Paging, hasText: boolean): SQL {
  switch (paging.sort ?? (hasText ? null : 'popularity:desc')) {
    case null: return sql`score DESC, popularity DESC, id`;
    case 'popularity:desc': return sql`popularity DESC, id`;
    case 'updated_at:desc': return sql`updated_at DESC, id DESC`;
    case 'created_at:desc': return sql`created_at DESC, id DESC`;
    case 'created_at:asc': return sql`created_at ASC, id`;
    case 'price:asc': return sql`final_price ASC, id`;
    case 'price:desc': return sql`final_price DESC, id`;
    case 'name:asc': return sql`name ASC, id`;
    case 'name:desc': return sql`name DESC, id`;
  }
}

/**
 * Searches the listed products of a store (api-contract.md, Catalogue): text (full text with stemming per store,
 * typo tolerance, 75 % of terms, min score), filters, excludes, sort, paging and aggregations, in one bounded
 * SQL statement; then builds the documents of the page.
 */
export async function searchProducts(store: StoreView, rawRequest: unknown, options: SearchOptions = {}): Promise<ProductSearchResult> {
  const request = parseWith(productSearchRequestSchema, rawRequest ?? {}, 'Invalid search request');
  const paging = pagingOf(request);
  await ensureSearchIndex((await database()).db);
  return withSearchTimeout(async (db) => {
    const reference = await catalogReference(db);
    const plan: SearchPlan = {
      store, reference, now: options.now ?? new Date(), groupId: options.customerGroupId ?? 0, base: [], filters: [], analyzed: [], minMatch: 0,
    };
    parseFilters(request, plan);
    const aggregationFields = [...new Set(request.aggregations ?? [])];
    for (const field of aggregationFields) {
      if (field !== 'price' && !reference.attributes.has(field)) throw badRequest(`Unknown aggregation field ${field.slice(0, 100)}`, 'aggregations');
    }

    const terms = termsOf(request.query?.text ?? '');
    if (terms.length > 0) {
      plan.analyzed = await analyzeTerms(db, store.storeCode, terms);
      plan.minMatch = Math.ceil(terms.length * MINIMUM_SHOULD_MATCH);
    }

    const { total, ids, aggregations } = await runSearch(db, plan, paging, aggregationFields);
    const documents = await loadProductDocuments(db, store, ids, reference, { customerGroupId: plan.groupId, now: plan.now });
    const items = documents.map((doc) => applySource(doc, request._sourceInclude, request._sourceExclude));
    const suggestions = terms.length > 0 && total < 3 ? suggestionsFor(plan.analyzed) : [];
    return {
      items,
      total,
      start: paging.from,
      perPage: paging.size,
      aggregations,
      attributeMetadata: attributeMetadataOf(reference, store, documents),
      suggestions,
    };
  });
}

async function runSearch(db: Db, plan: SearchPlan, paging: Paging, aggregationFields: string[]) {
  const { store } = plan;
  const hasText = plan.analyzed.length > 0;
  const ctes: SQL[] = [];
  if (hasText) {
    const config = textSearchConfig[store.storeCode];
    // The term queries are parsed once (a one-row CTE) instead of once per candidate row.
    const parsed: SQL[] = [];
    const termQueries = plan.analyzed.map((a, index) => {
      const exact = sql.raw(`tq.e${index}`);
      parsed.push(sql`to_tsquery(${config}::regconfig, ${exactQueryText(a.term)}) AS ${sql.raw(`e${index}`)}`);
      const fuzzyText = fuzzyQueryText(a);
      if (!fuzzyText) return { exact, fuzzy: null, any: exact };
      const fuzzy = sql.raw(`tq.f${index}`);
      parsed.push(sql`to_tsquery(${config}::regconfig, ${fuzzyText}) AS ${sql.raw(`f${index}`)}`);
      return { exact, fuzzy, any: sql`(${exact} || ${fuzzy})` };
    });
    const weights = sql`'{0.1, 0.25, 0.5, 1.0}'::float4[]`;
    const anyQuery = sql.join(termQueries.map((q) => q.any), sql` || `);
    const matched = sql.join(termQueries.map((q) => sql`(ps.document @@ ${q.any})::int`), sql` + `);
    const score = sql.join(termQueries.map((q) => (q.fuzzy
      ? sql`(ts_rank(${weights}, ps.document, ${q.exact}) + 0.5 * ts_rank(${weights}, ps.document, ${q.fuzzy}))`
      : sql`ts_rank(${weights}, ps.document, ${q.exact})`)), sql` + `);
    ctes.push(sql`tq AS MATERIALIZED (SELECT ${sql.join(parsed, sql`, `)})`);
    ctes.push(sql`text_hits AS (
      SELECT ps.product_id, ${score} AS score FROM tq, product_search ps
      WHERE ps.store_code = ${store.storeCode} AND ps.document @@ (${anyQuery}) AND (${matched}) >= ${plan.minMatch}
    )`);
    ctes.push(sql`text_scored AS (
      SELECT product_id, score FROM text_hits WHERE score >= ${MIN_SCORE_RATIO} * (SELECT max(score) FROM text_hits)
    )`);
  }
  const needsName = paging.sort === 'name:asc' || paging.sort === 'name:desc';
  const flags = plan.filters.map((filter, index) => sql`(${filter.condition}) AS ${sql.raw(`m${index}`)}`);
  const inStock = sql`CASE WHEN p.type_id = 'configurable' THEN EXISTS (
      SELECT 1 FROM products c JOIN stock_items cs ON cs.product_id = c.id
      WHERE c.parent_id = p.id AND c.status < 2 AND cs.is_in_stock AND (NOT cs.manage_stock OR cs.backorders OR cs.qty > 0))
    ELSE coalesce(s.is_in_stock AND (NOT s.manage_stock OR s.backorders OR s.qty > 0), false) END`;
  const where = [
    sql`p.parent_id IS NULL`, sql`p.visibility IN (2, 3, 4)`, sql`p.status IN (0, 1)`, inStock, ...plan.base,
  ];
  ctes.push(sql`cand AS MATERIALIZED (
    SELECT p.id, p.popularity, p.created_at, p.updated_at, ${finalPriceSql(plan)} AS final_price,
      ${hasText ? sql`th.score` : sql`0::float4`} AS score,
      ${needsName ? sql`(SELECT t.name FROM product_translations t WHERE t.product_id = p.id AND t.store_code = ${store.storeCode})` : sql`''`} AS name
      ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
    FROM products p
    JOIN product_prices pr ON pr.product_id = p.id AND pr.store_code = ${store.storeCode}
    LEFT JOIN stock_items s ON s.product_id = p.id
    ${hasText ? sql`JOIN text_scored th ON th.product_id = p.id` : sql``}
    WHERE ${sql.join(where, sql` AND `)}
  )`);
  const allFlags = (except?: number) => {
    const parts = plan.filters.flatMap((_, index) => (index === except ? [] : [sql.raw(`m${index}`)]));
    return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`true`;
  };
  const selects: SQL[] = [
    sql`(SELECT count(*)::int FROM cand WHERE ${allFlags()}) AS total`,
    sql`(SELECT coalesce(json_agg(id), '[]'::json) FROM (SELECT id FROM cand WHERE ${allFlags()} ORDER BY ${orderBySql(paging, hasText)} LIMIT ${paging.size} OFFSET ${paging.from}) page) AS ids`,
  ];
  const scale = PRICE_SCALE[store.currencyCode];
  aggregationFields.forEach((field, index) => {
    const filterIndex = plan.filters.findIndex((f) => f.field === field);
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
    selects.push(sql`(SELECT coalesce(json_agg(json_build_array(key, n)), '[]'::json) FROM (
      SELECT f.value AS key, count(DISTINCT f.parent_id)::int AS n
      FROM cand JOIN product_facets f ON f.parent_id = cand.id AND f.code = ${field}
      JOIN products src ON src.id = f.source_id
      LEFT JOIN stock_items ss ON ss.product_id = src.id
      WHERE ${others} AND (f.source_id = f.parent_id OR (src.status < 2 AND ss.is_in_stock AND (NOT ss.manage_stock OR ss.backorders OR ss.qty > 0)))
      GROUP BY f.value ORDER BY n DESC, f.value LIMIT ${limit}) buckets) AS ${alias}`);
  });
  const statement = sql`WITH ${sql.join(ctes, sql`, `)} SELECT ${sql.join(selects, sql`, `)}`;
  const row = rowsOf(await db.execute(statement))[0] ?? {};
  const aggregations: ProductSearchResult['aggregations'] = {};
  aggregationFields.forEach((field, index) => {
    const raw = jsonOf<unknown[]>(row[`agg${index}`] ?? []);
    if (field === 'price') {
      const counts = raw as number[];
      const currency = store.currencySign;
      const ranges: [number, number | null][] = [[0, 50], [50, 100], [100, 150], [150, null]];
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
        return { key, label: option ? option.labels[store.storeCode] : key, doc_count: Number(count), ...(option?.swatch ? { swatch: option.swatch } : {}) };
      }),
    };
  });
  return { total: Number(row.total ?? 0), ids: jsonOf<number[]>(row.ids ?? []), aggregations };
}

/** The attributes present in the documents, with their options in the store's language. */
export function attributeMetadataOf(reference: CatalogReference, store: StoreView, documents: readonly ProductDocument[]): AttributeMetadata[] {
  const present = new Set<string>();
  for (const doc of documents) {
    for (const key of Object.keys(doc)) if (reference.attributes.has(key)) present.add(key);
    for (const child of doc.configurable_children) for (const key of Object.keys(child)) if (reference.attributes.has(key)) present.add(key);
  }
  return [...reference.attributes.values()].filter((a) => present.has(a.code)).map((a) => ({
    attribute_id: a.id,
    attribute_code: a.code,
    frontend_input: a.frontendInput,
    frontend_label: a.labels[store.storeCode],
    is_filterable: a.isFilterable,
    is_comparable: a.isComparable,
    is_single_value_filter: a.isSingleValueFilter,
    options: a.options.map((o) => ({ value: o.value, label: o.labels[store.storeCode], ...(o.swatch ? { swatch: o.swatch } : {}) })),
  }));
}
