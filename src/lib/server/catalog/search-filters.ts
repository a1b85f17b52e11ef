/** The filters and exclusions of a product search as SQL conditions, and the shopper's final price in SQL. */
import type { z } from 'astro/zod';
import { ApiError } from '../http/api.ts';
import { errorText } from '../../i18n/errors.ts';
import type { StoreView } from '../../store-view/config.ts';
import type { AnalyzedTerm } from '../search/text.ts';
import type { productSearchRequestSchema } from '../../catalog/search-request.ts';
import { withDescendants, type CatalogReference } from './reference.ts';
import { inList, intArray, textArray, tokensOf } from './search-sql.ts';
import { sql, type SQL } from './sql-text.ts';

/** A 400 for a bad search request. */
export function badRequest(message: string, path?: string): ApiError {
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

/** A parsed filter; attribute filters carry their facet tokens, and `variant` when configurables vary by the attribute. */
export interface ParsedFilter {
  field: string;
  condition: SQL;
  tokens?: string[];
  variant?: boolean;
}

/** The context a product search is built in. */
export interface SearchPlan {
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
export function finalPriceSql(plan: SearchPlan): SQL {
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

/** Turns the request's filters and exclusions into conditions of the plan (unknown fields and bad values: 400). */
export function parseFilters(request: z.output<typeof productSearchRequestSchema>, plan: SearchPlan): void {
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
        // Visibility 2 catalogue, 3 search, 4 both: category listings ask for [2, 4].
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
