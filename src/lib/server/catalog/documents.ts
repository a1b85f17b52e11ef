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
import type { StoreView } from '../../store-view/config.ts';
import { errorText } from '../../i18n/errors.ts';
import { productTypes, type ProductType } from '../../catalog/contract.ts';
import {
  bundlePrice,
  type BundleLink,
  discountLabel,
  effectiveSpecialPrice,
  finalPriceOf,
  groupedPrice,
  isNewAt,
  splitTax,
  taxRateFor,
  type PriceRow,
  type TierPrice,
} from './pricing.ts';
import type { CatalogReference } from './reference.ts';

/** The ls_utg value of variants being phased out: dropped from the variants when not in stock. */
export const PHASED_OUT = 'utgaende';

/** Stock of a product as documents carry it. */
export interface StockInfo {
  is_in_stock: boolean;
  qty: number;
  manage_stock: boolean;
  backorders: boolean;
}

/** Price fields of a product document; every amount is tax included unless its name says excl. */
export interface PriceFields {
  price: number;
  price_incl_tax: number;
  price_excl_tax: number;
  price_tax: number;
  special_price: number | null;
  special_price_incl_tax: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
  final_price_incl_tax: number;
  final_price_excl_tax: number;
  final_price_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  original_price_excl_tax: number;
  tax_percent: number;
  tier_prices: { customer_group_id: number; qty: number; value: number; value_excl_tax: number }[];
  sale: boolean;
  discount_label: string | null;
}

/** A variant of a configurable product. */
export interface ChildDocument extends PriceFields {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  status: number;
  visibility: number;
  url_key: string;
  url_path: string;
  image: string | null;
  stock: StockInfo;
  is_in_stock: boolean;
  qty: number;
  [attribute: string]: unknown;
}

/** A stored product type as the contract's type (the seed and imports write only these). */
function productTypeOf(stored: string): ProductType {
  const type = productTypes.find((known) => known === stored);
  if (!type) throw new Error(`Product type ${stored} is not one of the catalogue's types`);
  return type;
}

/** The product document of product.md §3 (VSF shape) that searches, lookups and URL mapping answer. */
export interface ProductDocument extends PriceFields {
  id: number;
  sku: string;
  name: string;
  type_id: ProductType;
  status: number;
  visibility: number;
  tax_class_id: number;
  url_key: string;
  url_path: string;
  slug: string;
  parentSku: string;
  description: string;
  short_description: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  image: string | null;
  media_gallery: { image: string; pos: number; typ: 'image'; lab: string }[];
  category_ids: number[];
  category: { category_id: number; name: string; slug: string; url_path: string }[];
  stock: StockInfo;
  is_in_stock: boolean;
  qty: number;
  popularity: number;
  weight: number | null;
  new: boolean;
  news_from_date: string | null;
  news_to_date: string | null;
  created_at: string;
  updated_at: string;
  configurable_options: {
    id: number;
    attribute_id: number;
    attribute_code: string;
    label: string;
    position: number;
    product_id: number;
    values: { value_index: string; label: string; swatch: string | null }[];
  }[];
  configurable_children: ChildDocument[];
  bundle_options: {
    option_id: number;
    title: string;
    type: string;
    required: boolean;
    position: number;
    product_links: {
      id: number;
      sku: string;
      name: string;
      qty: number;
      is_default: boolean;
      can_change_quantity: boolean;
      position: number;
      price: number;
      is_in_stock: boolean;
    }[];
  }[];
  product_links: {
    sku: string;
    link_type: string;
    linked_product_sku: string;
    linked_product_type: string;
    linked_product_name: string;
    linked_product_price: number;
    position: number;
    qty: number;
  }[];
  /** Set when a variant was chosen (direct lookup of a child, or childSku). */
  childSku?: string;
  selectedVariant?: ChildDocument;
  configuration?: Record<string, string>;
  is_configured?: boolean;
  errors: Record<string, string>;
  [attribute: string]: unknown;
}

/** Options of document building. */
export interface DocumentOptions {
  /** Customer group for tier prices and the customer tax class (0 guest when absent). */
  customerGroupId?: number | null;
  /** Reference time for special price and news windows (default: now). */
  now?: Date;
}

type ProductRow = typeof products.$inferSelect;
type TextRow = typeof productTranslations.$inferSelect;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Price fields of a product in a store for a customer group. */
export function priceFieldsOf(
  row: PriceRow,
  tiers: readonly TierPrice[],
  groupId: number,
  now: Date,
  taxRate: number,
): PriceFields {
  const special = effectiveSpecialPrice(row, now);
  const final = finalPriceOf(row, now, tiers, groupId, 1);
  const regular = splitTax(row.price, taxRate);
  const finalSplit = splitTax(final, taxRate);
  return {
    price: row.price,
    price_incl_tax: row.price,
    price_excl_tax: regular.exclTax,
    price_tax: regular.tax,
    special_price: special,
    special_price_incl_tax: special,
    special_from_date: special === null ? null : iso(row.specialFromDate),
    special_to_date: special === null ? null : iso(row.specialToDate),
    final_price: final,
    final_price_incl_tax: final,
    final_price_excl_tax: finalSplit.exclTax,
    final_price_tax: finalSplit.tax,
    original_price: row.price,
    original_price_incl_tax: row.price,
    original_price_excl_tax: regular.exclTax,
    tax_percent: taxRate,
    tier_prices: tiers
      .filter((tier) => tier.customerGroupId === groupId)
      .sort((a, b) => a.qty - b.qty)
      .map((tier) => ({
        customer_group_id: tier.customerGroupId,
        qty: tier.qty,
        value: tier.value,
        value_excl_tax: splitTax(tier.value, taxRate).exclTax,
      })),
    sale: final < row.price,
    discount_label: discountLabel(row.price, final),
  };
}

function attributeValues(row: ProductRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [code, value] of Object.entries(row.attributes ?? {})) out[code] = value;
  return out;
}

/**
 * Chooses the variant of a configurable product: skips out-of-stock children and children of status 2 or more;
 * prefers an exact sku match, else the child matching most of the selected attributes, ties to the lower price.
 */
export function selectVariant(
  children: readonly ChildDocument[],
  wanted: { sku?: string; configuration?: Record<string, string> },
): ChildDocument | undefined {
  const selectable = children.filter((child) => child.status < 2 && child.stock.is_in_stock);
  if (wanted.sku) {
    const exact = selectable.find((child) => child.sku === wanted.sku);
    if (exact) return exact;
  }
  const entries = Object.entries(wanted.configuration ?? {});
  let best: ChildDocument | undefined;
  let bestScore = -1;
  for (const child of selectable) {
    const score = entries.filter(([code, value]) => {
      const own = child[code];
      return Array.isArray(own) ? own.map(String).includes(String(value)) : String(own) === String(value);
    }).length;
    if (score > bestScore || (score === bestScore && best && child.final_price < best.final_price)) {
      best = child;
      bestScore = score;
    }
  }
  return best;
}

/** Attribute values a variant is configured by (`{ ls_farg: '51', ls_storlek_klader: 'M' }`). */
export function configurationOf(
  product: Pick<ProductDocument, 'configurable_options'>,
  child: ChildDocument,
): Record<string, string> {
  const configuration: Record<string, string> = {};
  for (const option of product.configurable_options) {
    const value = child[option.attribute_code];
    if (value !== undefined && value !== null) configuration[option.attribute_code] = String(value);
  }
  return configuration;
}

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
}

/**
 * SQL reading every row the documents of the products `ids` (an int[] expression) need, in ONE statement: products
 * and their variants, categories, configurable options, bundle options and links, product links, and texts, prices,
 * stock and tier prices of all products involved, each table as a JSON array column (doc_*). `ctes` go into a WITH
 * clause, `columns` into the select list. Tier prices are those of one customer group, or of every group when
 * `groupId` is null (the stored search documents: the group is applied when the document is built).
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
        ${groupId === null ? sql`` : sql`AND x.customer_group_id = ${groupId}`}) AS doc_tiers`,
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

export async function loadProductDocuments(
  db: Db,
  store: StoreView,
  ids: readonly number[],
  reference: CatalogReference,
  options: DocumentOptions = {},
): Promise<ProductDocument[]> {
  if (ids.length === 0) return [];
  return documentsOf(
    await loadDocumentRows(db, store.storeCode, [...new Set(ids)], options.customerGroupId ?? 0),
    store,
    ids,
    reference,
    options,
  );
}

/** Builds the documents of `ids` (in that order) from the rows documentRowsSql read for them. */
export function documentsOf(
  raw: RawRows,
  store: StoreView,
  ids: readonly number[],
  reference: CatalogReference,
  options: DocumentOptions = {},
): ProductDocument[] {
  if (ids.length === 0) return [];
  const now = options.now ?? new Date();
  const groupId = options.customerGroupId ?? 0;
  const customerTaxClass = reference.groupTaxClass.get(groupId) ?? reference.groupTaxClass.get(0) ?? 3;
  const idList = [...new Set(ids)];
  const wanted = new Set(idList);

  const { rowsA, categoryRows, optionRows, bundleRows, linkRows } = raw;
  const productById = new Map(rowsA.map((row) => [row.id, row]));
  for (const row of raw.extraRows) productById.set(row.id, row);
  const textById = new Map<number, TextRow>(raw.textRows.map((row) => [row.productId, row]));
  const priceById = new Map(raw.priceRows.map((row) => [row.productId, row]));
  const stockById = new Map(raw.stockRows.map((row) => [row.productId, row]));
  const tiersById = new Map<number, TierPrice[]>();
  for (const tier of raw.tierRows) {
    const list = tiersById.get(tier.productId);
    if (list) list.push(tier);
    else tiersById.set(tier.productId, [tier]);
  }

  const stockOf = (id: number): StockInfo => {
    const stock = stockById.get(id);
    return stock
      ? {
          is_in_stock: stock.isInStock && (!stock.manageStock || stock.backorders || stock.qty > 0),
          qty: stock.qty,
          manage_stock: stock.manageStock,
          backorders: stock.backorders,
        }
      : { is_in_stock: false, qty: 0, manage_stock: true, backorders: false };
  };
  const rateByClass = new Map<number, number>();
  const pricesOf = (row: ProductRow): PriceFields => {
    const price = priceById.get(row.id) ?? { price: 0, specialPrice: null, specialFromDate: null, specialToDate: null };
    let rate = rateByClass.get(row.taxClassId);
    if (rate === undefined)
      rateByClass.set(
        row.taxClassId,
        (rate = taxRateFor(reference.taxRules, row.taxClassId, customerTaxClass, store.countryId)),
      );
    return priceFieldsOf(price, tiersById.get(row.id) ?? [], groupId, now, rate);
  };
  const sellable = (id: number) => {
    const row = productById.get(id);
    return !!row && row.status === 1 && stockOf(id).is_in_stock;
  };

  const childrenByParent = new Map<number, ProductRow[]>();
  for (const row of rowsA) {
    if (row.parentId === null || !wanted.has(row.parentId)) continue;
    const list = childrenByParent.get(row.parentId);
    if (list) list.push(row);
    else childrenByParent.set(row.parentId, [row]);
  }

  const documents: ProductDocument[] = [];
  for (const id of idList) {
    const row = productById.get(id);
    const text = textById.get(id);
    if (!row || !text) continue;
    const prices = pricesOf(row);
    const errors: Record<string, string> = {};

    const children: ChildDocument[] = [];
    if (row.typeId === 'configurable') {
      for (const childRow of childrenByParent.get(id) ?? []) {
        const stock = stockOf(childRow.id);
        if (childRow.status >= 2) continue;
        if (childRow.attributes?.ls_utg === PHASED_OUT && !stock.is_in_stock) continue;
        const childText = textById.get(childRow.id);
        children.push({
          ...attributeValues(childRow),
          ...pricesOf(childRow),
          id: childRow.id,
          sku: childRow.sku,
          name: childText?.name ?? text.name,
          type_id: childRow.typeId,
          status: childRow.status,
          visibility: childRow.visibility,
          url_key: childText?.urlKey ?? text.urlKey,
          url_path: childText?.urlPath ?? text.urlPath,
          image: childRow.image,
          stock,
          is_in_stock: stock.is_in_stock,
          qty: stock.qty,
        });
      }
    }

    const configurable_options: ProductDocument['configurable_options'] = optionRows
      .filter((option) => option.productId === id)
      .flatMap((option) => {
        const attribute = reference.attributesById.get(option.attributeId);
        if (!attribute) return [];
        const present = new Set(children.map((child) => String(child[attribute.code])));
        return [
          {
            id: option.id,
            attribute_id: attribute.id,
            attribute_code: attribute.code,
            label: attribute.labels[store.storeCode],
            position: option.position,
            product_id: id,
            values: attribute.options
              .filter((o) => present.has(o.value))
              .map((o) => ({ value_index: o.value, label: o.labels[store.storeCode], swatch: o.swatch })),
          },
        ];
      });

    const bundle_options: ProductDocument['bundle_options'] = [];
    let composedPrice: { regular: number; final: number } | undefined;
    if (row.typeId === 'bundle') {
      const byOption = new Map<number, typeof bundleRows>();
      for (const entry of bundleRows)
        if (entry.option.productId === id)
          byOption.set(entry.option.id, [...(byOption.get(entry.option.id) ?? []), entry]);
      const regularLinks: BundleLink[][] = [];
      const finalLinks: BundleLink[][] = [];
      for (const entries of byOption.values()) {
        const option = entries[0]!.option;
        const links = entries.flatMap(({ link }) => {
          if (!link || !sellable(link.productId)) return [];
          const linked = productById.get(link.productId)!;
          return [{ link, linked, prices: pricesOf(linked) }];
        });
        regularLinks.push(
          links.map(({ link, prices: p }) => ({
            isDefault: link.isDefault,
            qty: link.qty,
            price: p.price,
            position: link.position,
          })),
        );
        finalLinks.push(
          links.map(({ link, prices: p }) => ({
            isDefault: link.isDefault,
            qty: link.qty,
            price: p.final_price,
            position: link.position,
          })),
        );
        bundle_options.push({
          option_id: option.id,
          title: option.titles[store.storeCode],
          type: option.type,
          required: option.required,
          position: option.position,
          product_links: links.map(({ link, linked, prices: p }) => ({
            id: link.id,
            sku: linked.sku,
            name: textById.get(linked.id)?.name ?? linked.sku,
            qty: link.qty,
            is_default: link.isDefault,
            can_change_quantity: link.canChangeQty,
            position: link.position,
            price: p.final_price,
            is_in_stock: true,
          })),
        });
      }
      composedPrice = { regular: bundlePrice(regularLinks), final: bundlePrice(finalLinks) };
    }

    const product_links: ProductDocument['product_links'] = linkRows
      .filter((link) => link.productId === id)
      .flatMap((link) => {
        const linked = productById.get(link.linkedProductId);
        if (!linked) return [];
        if (link.linkType === 'associated' && !sellable(linked.id)) return [];
        return [
          {
            sku: row.sku,
            link_type: link.linkType,
            linked_product_sku: linked.sku,
            linked_product_type: linked.typeId,
            linked_product_name: textById.get(linked.id)?.name ?? linked.sku,
            linked_product_price: pricesOf(linked).final_price,
            position: link.position,
            qty: link.qty,
          },
        ];
      });
    if (row.typeId === 'grouped') {
      const members = product_links.filter(
        (link) => link.link_type === 'associated' && link.linked_product_type === 'simple',
      );
      const bySku = new Map([...productById.values()].map((p) => [p.sku, p]));
      const memberRows = members.flatMap((m) => bySku.get(m.linked_product_sku) ?? []);
      composedPrice = {
        final: groupedPrice(memberRows.map((m) => pricesOf(m).final_price)),
        regular: groupedPrice(memberRows.map((m) => pricesOf(m).price)),
      };
    }

    let finalPrices = prices;
    if (composedPrice) {
      const rate = prices.tax_percent;
      finalPrices = priceFieldsOf(
        {
          price: composedPrice.regular,
          specialPrice: composedPrice.final < composedPrice.regular ? composedPrice.final : null,
          specialFromDate: null,
          specialToDate: null,
        },
        [],
        groupId,
        now,
        rate,
      );
    }

    let stock = stockOf(id);
    if (row.typeId === 'configurable') {
      const selectable = children.filter((child) => child.stock.is_in_stock);
      stock = {
        is_in_stock: selectable.length > 0,
        qty: selectable.reduce((sum, child) => sum + child.qty, 0),
        manage_stock: stock.manage_stock,
        backorders: stock.backorders,
      };
      if (selectable.length === 0) errors.variants = errorText('noVariants');
    } else if (row.typeId === 'bundle') {
      stock = {
        ...stock,
        is_in_stock:
          stock.is_in_stock && bundle_options.every((option) => !option.required || option.product_links.length > 0),
      };
    }
    if (!stock.is_in_stock && !errors.variants) errors.stock = errorText('noVariants');

    const categoryIds = categoryRows.filter((pc) => pc.productId === id).map((pc) => pc.categoryId);
    documents.push({
      ...attributeValues(row),
      ...finalPrices,
      id: row.id,
      sku: row.sku,
      name: text.name,
      type_id: productTypeOf(row.typeId),
      status: row.status,
      visibility: row.visibility,
      tax_class_id: row.taxClassId,
      url_key: text.urlKey,
      url_path: text.urlPath,
      slug: text.urlKey,
      parentSku: row.sku,
      description: text.description,
      short_description: text.shortDescription,
      meta_title: text.metaTitle,
      meta_description: text.metaDescription,
      meta_keywords: text.metaKeywords,
      image: row.image,
      media_gallery: (row.mediaGallery ?? []).map((m) => ({ ...m, lab: text.name })),
      category_ids: [...new Set(categoryIds)],
      category: [...new Set(categoryIds)].flatMap((categoryId) => {
        const category = reference.categories.get(categoryId);
        const texts = category?.texts[store.storeCode];
        return texts ? [{ category_id: categoryId, name: texts.name, slug: texts.slug, url_path: texts.urlPath }] : [];
      }),
      stock,
      is_in_stock: stock.is_in_stock,
      qty: stock.qty,
      popularity: row.popularity,
      weight: row.weight,
      new: isNewAt(row.newsFromDate, row.newsToDate, now),
      news_from_date: iso(row.newsFromDate),
      news_to_date: iso(row.newsToDate),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      configurable_options,
      configurable_children: children,
      bundle_options,
      product_links,
      errors,
    });
  }
  return documents;
}
