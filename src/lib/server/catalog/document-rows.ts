import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type {
  bundleOptionLinks,
  bundleOptions,
  configurableOptions,
  productCategories,
  productLinks,
  productPrices,
  products,
  productTranslations,
  stockItems,
  tierPrices,
} from '../db/schema/index.ts';
import type { PriceStep } from './price-reduction.ts';

type ProductRow = typeof products.$inferSelect;
type TextRow = typeof productTranslations.$inferSelect;
type Json = Record<string, unknown>;
const camelKeys = new Map<string, string>();
const camelKey = (key: string) => {
  let camel = camelKeys.get(key);
  if (camel === undefined) camelKeys.set(key, (camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())));
  return camel;
};

/** A row as `row_to_json` gives it (snake_case keys, ISO timestamps) in the shape drizzle selects it. */
function rowOf<T>(json: Json, dates: readonly string[] = []): T {
  const out: Json = {};
  for (const key in json) out[camelKey(key)] = json[key];
  for (const key of dates) if (typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  return out as T;
}
const PRODUCT_DATES = ['newsFromDate', 'newsToDate', 'createdAt', 'updatedAt'];
const listOf = (value: unknown): Json[] => ((typeof value === 'string' ? JSON.parse(value) : value) ?? []) as Json[];

/** The catalogue rows a set of documents is built from. */
export interface RawRows {
  rowsA: ProductRow[];
  extraRows: ProductRow[];
  categoryRows: (typeof productCategories.$inferSelect)[];
  optionRows: (typeof configurableOptions.$inferSelect)[];
  bundleRows: { option: typeof bundleOptions.$inferSelect; link: typeof bundleOptionLinks.$inferSelect | null }[];
  linkRows: (typeof productLinks.$inferSelect)[];
  textRows: TextRow[];
  priceRows: Pick<
    typeof productPrices.$inferSelect,
    'productId' | 'price' | 'specialPrice' | 'specialFromDate' | 'specialToDate'
  >[];
  stockRows: Pick<typeof stockItems.$inferSelect, 'productId' | 'qty' | 'manageStock' | 'isInStock' | 'backorders'>[];
  tierRows: (typeof tierPrices.$inferSelect)[];
  /** Price history steps of every product involved, by product (price-reduction.ts). */
  historyRows: (PriceStep & { productId: number })[];
}

/** How far back documents read the price history: a reduction that began up to 90 days ago keeps its prior price. */
const HISTORY_SPAN = sql.raw(`interval '120 days'`);

/**
 * SQL reading every row the documents of the products `ids` (an int[] expression) need, in ONE statement. More in
 * README.md.
 */
export function documentRowsSql(
  ids: SQL,
  storeCode: string | SQL,
  groupId: number | SQL | null,
): { ctes: SQL; columns: SQL } {
  return {
    ctes: sql`base AS (SELECT p.id, p.sku, p.type_id, p.status, p.visibility, p.parent_id, p.tax_class_id, p.attributes, p.image, p.position,
        CASE WHEN p.parent_id IS NULL THEN p.media_gallery END AS media_gallery, p.popularity, p.weight, p.news_from_date, p.news_to_date,
        p.created_at, p.updated_at
      FROM products p WHERE p.id = ANY(${ids}) OR p.parent_id = ANY(${ids})),
    bundle AS (SELECT o.position AS o_pos, l.position AS l_pos, l.product_id AS l_product,
        json_build_object('option', row_to_json(o), 'link', row_to_json(l)) AS entry
      FROM bundle_options o LEFT JOIN bundle_option_links l ON l.option_id = o.id WHERE o.product_id = ANY(${ids})),
    links AS (SELECT * FROM product_links WHERE product_id = ANY(${ids})),
    extra_ids AS (SELECT array(SELECT l_product FROM bundle WHERE l_product IS NOT NULL UNION SELECT linked_product_id FROM links
      EXCEPT SELECT id FROM base) AS a),
    extra AS (SELECT p.id, p.sku, p.type_id, p.status, p.visibility, p.parent_id, p.tax_class_id FROM products p
      WHERE p.id = ANY((SELECT a FROM extra_ids)::int[])),
    every AS (SELECT array(SELECT id FROM base) || (SELECT a FROM extra_ids) AS a)`,
    // Rows that are numerous on a page (products and variants, their texts, prices and stock) come as JSON arrays
    // of values in a fixed order (productTuple … stockTuple): building and parsing them is cheaper than objects.
    columns: sql`      (SELECT json_agg(json_build_array(x.id, x.sku, x.type_id, x.status, x.visibility, x.parent_id, x.tax_class_id,
        x.attributes, x.image, x.position, x.media_gallery, x.popularity, x.weight, x.news_from_date, x.news_to_date, x.created_at,
        x.updated_at) ORDER BY x.position, x.id) FROM base x) AS doc_products,
      (SELECT json_agg(x) FROM extra x) AS doc_extra,
      (SELECT json_agg(x ORDER BY x.position) FROM product_categories x WHERE x.product_id = ANY(${ids})) AS doc_categories,
      (SELECT json_agg(x ORDER BY x.position) FROM configurable_options x WHERE x.product_id = ANY(${ids})) AS doc_options,
      (SELECT json_agg(entry ORDER BY o_pos, l_pos) FROM bundle) AS doc_bundles,
      (SELECT json_agg(x ORDER BY x.position) FROM links x) AS doc_links,
      (SELECT json_agg(CASE WHEN x.product_id = ANY(${ids}) THEN json_build_array(x.product_id, x.name, x.url_key, x.url_path,
            x.description, x.short_description, x.meta_title, x.meta_description, x.meta_keywords)
          ELSE json_build_array(x.product_id, x.name, x.url_key, x.url_path) END)
        FROM product_translations x WHERE x.product_id = ANY((SELECT a FROM every)::int[]) AND x.store_code = ${storeCode}) AS doc_texts,
      (SELECT json_agg(json_build_array(x.product_id, x.price, x.special_price, x.special_from_date, x.special_to_date))
        FROM product_prices x WHERE x.product_id = ANY((SELECT a FROM every)::int[]) AND x.store_code = ${storeCode}) AS doc_prices,
      (SELECT json_agg(json_build_array(x.product_id, x.qty, x.manage_stock, x.is_in_stock, x.backorders)) FROM stock_items x WHERE x.product_id = ANY((SELECT a FROM every)::int[])) AS doc_stock,
      (SELECT json_agg(x) FROM tier_prices x WHERE x.product_id = ANY((SELECT a FROM every)::int[]) AND x.store_code = ${storeCode}
        ${groupId === null ? sql`` : sql`AND x.customer_group_id = ${groupId}`}) AS doc_tiers,
      (SELECT json_agg(json_build_array(x.product_id, floor(extract(epoch FROM x.effective_from) * 1000)::bigint, x.price, x.regular_price)
          ORDER BY x.product_id, x.effective_from)
        FROM price_history x WHERE x.product_id = ANY((SELECT a FROM every)::int[]) AND x.store_code = ${storeCode}
        AND x.effective_from >= coalesce((SELECT max(b.effective_from) FROM price_history b WHERE b.product_id = x.product_id
          AND b.store_code = x.store_code AND b.effective_from <= now() - ${HISTORY_SPAN}), '-infinity')) AS doc_history`,
  };
}

/**
 * SQL of the stored rows of ONE product's document in a store (a json object of the doc_* arrays, tier prices of
 * every group), as the search index keeps them in search_documents: a search reads its page's documents from there.
 */
export function storedDocumentSql(productId: SQL, storeCode: SQL): SQL {
  const { ctes, columns } = documentRowsSql(sql`ARRAY[${productId}]::int[]`, storeCode, null);
  return sql`(SELECT row_to_json(d) FROM (WITH ${ctes} SELECT ${columns}) d)`;
}

const dateOf = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
/** A product row of doc_products (the order of its json_build_array). */
function productTuple(t: unknown[]): ProductRow {
  return {
    id: t[0],
    sku: t[1],
    typeId: t[2],
    status: t[3],
    visibility: t[4],
    parentId: t[5],
    taxClassId: t[6],
    attributes: t[7],
    image: t[8],
    position: t[9],
    mediaGallery: t[10],
    popularity: t[11],
    weight: t[12],
    newsFromDate: dateOf(t[13]),
    newsToDate: dateOf(t[14]),
    createdAt: dateOf(t[15]),
    updatedAt: dateOf(t[16]),
  } as ProductRow;
}
const listOfTuples = (value: unknown): unknown[][] => listOf(value) as unknown as unknown[][];

/** The rows of documentRowsSql's columns, in the shape drizzle selects them. */
export function rawRowsOf(row: Json): RawRows {
  return {
    rowsA: listOfTuples(row.doc_products).map(productTuple),
    extraRows: listOf(row.doc_extra).map((r) => rowOf<ProductRow>(r, PRODUCT_DATES)),
    categoryRows: listOf(row.doc_categories).map((r) => rowOf(r)),
    optionRows: listOf(row.doc_options).map((r) => rowOf(r)),
    bundleRows: listOf(row.doc_bundles).map((r) => ({
      option: rowOf<RawRows['bundleRows'][number]['option']>(r.option as Json),
      link: r.link ? rowOf<NonNullable<RawRows['bundleRows'][number]['link']>>(r.link as Json) : null,
    })),
    linkRows: listOf(row.doc_links).map((r) => rowOf(r)),
    // Texts of the page's products have every field; variants and linked products only their names and URLs.
    textRows: listOfTuples(row.doc_texts).map(
      (t) =>
        (t.length > 4
          ? {
              productId: t[0],
              name: t[1],
              urlKey: t[2],
              urlPath: t[3],
              description: t[4],
              shortDescription: t[5],
              metaTitle: t[6],
              metaDescription: t[7],
              metaKeywords: t[8],
            }
          : { productId: t[0], name: t[1], urlKey: t[2], urlPath: t[3] }) as TextRow,
    ),
    priceRows: listOfTuples(row.doc_prices).map((t) => ({
      productId: t[0] as number,
      price: t[1] as number,
      specialPrice: t[2] as number | null,
      specialFromDate: dateOf(t[3]),
      specialToDate: dateOf(t[4]),
    })),
    stockRows: listOfTuples(row.doc_stock).map((t) => ({
      productId: t[0] as number,
      qty: t[1] as number,
      manageStock: t[2] as boolean,
      isInStock: t[3] as boolean,
      backorders: t[4] as boolean,
    })),
    tierRows: listOf(row.doc_tiers).map((r) => rowOf(r)),
    historyRows: listOfTuples(row.doc_history).map((t) => ({
      productId: t[0] as number,
      from: Number(t[1]),
      price: Number(t[2]),
      regular: t[3] === null ? null : Number(t[3]),
    })),
  };
}

/** Reads the rows of the documents of `ids`. */
export async function loadDocumentRows(
  db: Db,
  storeCode: string,
  ids: readonly number[],
  groupId: number,
): Promise<RawRows> {
  const idList = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  // The ids as a scalar subquery: planned once as a parameter, not element by element as a constant array.
  const { ctes, columns } = documentRowsSql(sql`(SELECT ${idList}::int[])::int[]`, storeCode, groupId);
  const result = await db.execute(sql`WITH ${ctes} SELECT ${columns}`);
  return rawRowsOf(((result as { rows?: Json[] }).rows ?? (result as unknown as Json[]))[0] ?? {});
}
