/**
 * The statement of a product search: one SQL statement over search_listing that counts, pages, ranks the text and
 * aggregates the facets, bounded by the search timeout (search-sql.ts executeBounded).
 */
import type { Db } from '../db/client.ts';
import type { StoreView } from '../../store-view/config.ts';
import { compoundQueryText, exactQueryText, fuzzyQueryText, wholeWordQueryText } from '../search/text.ts';
import { textSearchConfig } from '../search/indexer.ts';
import { LRUCache } from 'lru-cache';
import { finalPriceSql, type ParsedFilter, type SearchPlan } from './search-filters.ts';
import type { Paging } from './search-source.ts';
import { executeBounded, jsonOf, textArray } from './search-sql.ts';
import { sql, textOf, type SQL } from './sql-text.ts';
import type { ProductSearchResult } from './search.ts';

/** Minimum score relative to the best match: weaker text matches are left out. */
export const MIN_SCORE_RATIO = 0.02;
/** Rank weights of a term's matches besides the whole word (1): words it starts, compounds ending in it, typo corrections. */
const PREFIX_WEIGHT = 0.3;
const COMPOUND_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.5;
/** Buckets per aggregation: colour and sizes 10, others 100. */
export const AGGREGATION_SIZE = 100;
const SMALL_AGGREGATIONS = new Set(['ls_farg', 'ls_storlek_klader', 'ls_storlek_skor', 'ls_storlek_utrust']);

/**
 * The price ranges of the price aggregation: 0-50, 50-100, 100-150, 150+ scaled to the store currency. Prices in
 * SEK and NOK are about ten times euro prices, so their ranges are 0-500, 500-1000, 1000-1500, 1500+.
 */
export const PRICE_SCALE: Record<StoreView['currencyCode'], number> = { SEK: 10, NOK: 10, EUR: 1 };

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

/** A product of a page: its id, its stored document's version (null: none stored) and [product id, qty] of it and
 * its variants now. */
export type PageEntry = [id: number, version: number | null, stock: [number, number][] | null];

/** Runs the search statement: the total, the page (with its stored documents' versions) and the aggregations. */
export async function runSearch(db: Db, plan: SearchPlan, paging: Paging, requested: string[], useKept: boolean) {
  const { store } = plan;
  const hasText = plan.analyzed.length > 0;
  const ctes: SQL[] = [];
  // The counts of a facet under no filter but its own (a category page filtered by colour counts the colours of the
  // category) depend only on the listing conditions and the listing rows. More in README.md.
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
  // Without aggregations of filtered fields (each leaves its own filter out) no row that fails a filter is needed. More
  // in README.md.
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
    // built from those rows are read (pageDocuments). And the stock quantities of each product and its variants now:
    // a change of quantity alone does not make a stored document outdated (see the search README).
    sql`(SELECT coalesce(json_agg(json_build_array(p.id, (SELECT d.version FROM search_documents d
      WHERE d.store_code = ${store.storeCode} AND d.product_id = p.id), (SELECT json_agg(json_build_array(s.product_id,
      s.qty)) FROM (SELECT p.id AS id UNION ALL SELECT c.id FROM products c WHERE c.parent_id = p.id) x
      JOIN stock_items s ON s.product_id = x.id))), '[]'::json) FROM page p) AS page`,
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
  const page = jsonOf<PageEntry[]>(row.page ?? []);
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
