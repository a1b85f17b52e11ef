import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import type { PriceRow, TierPrice } from '../catalog/pricing.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { IDENTIFIER } from '../../cart/schema.ts';

/** A product with its store texts, price, tier prices and stock, as lines are resolved from. */
export interface ProductRow {
  id: number;
  sku: string;
  typeId: string;
  status: number;
  parentId: number | null;
  taxClassId: number;
  attributes: Record<string, string | string[] | number>;
  name: string | null;
  price: PriceRow | null;
  stockQty: number | null;
  manageStock: boolean | null;
  isInStock: boolean | null;
  tiers: TierPrice[];
  parentStatus: number | null;
  /** Visibility of the product, or of its parent for a variant (1: not visible individually). */
  shownVisibility: number;
}

/**
 * The catalogue rows of the products matching `where` (a condition on "products") in `store` (a store code, or SQL of
 * one such as the store of a cart read in the same statement), as one JSON value: a statement reads them together
 * with other things (the order call reads them with its cart). `productRowsOf` turns the value into rows.
 */
export function productRowsSql(store: StoreCode | SQL, where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_array("products"."id", "products"."sku", "products"."type_id",
      "products"."status", "products"."parent_id", "products"."tax_class_id", "products"."attributes", t.name, pp.price,
      pp.special_price, pp.special_from_date, pp.special_to_date, s.qty, s.manage_stock, s.is_in_stock,
      (SELECT json_agg(json_build_array(tp.customer_group_id, tp.qty, tp.value)) FROM tier_prices tp
        WHERE tp.product_id = "products"."id" AND tp.store_code = ${store}),
      (SELECT p.status FROM products p WHERE p.id = "products"."parent_id"),
      coalesce((SELECT p.visibility FROM products p WHERE p.id = "products"."parent_id"), "products"."visibility"))), '[]')
    FROM products
    LEFT JOIN product_translations t ON t.product_id = "products"."id" AND t.store_code = ${store}
    LEFT JOIN product_prices pp ON pp.product_id = "products"."id" AND pp.store_code = ${store}
    LEFT JOIN stock_items s ON s.product_id = "products"."id"
    WHERE ${where})`;
}

type RowTuple = [
  number,
  string,
  string,
  number,
  number | null,
  number,
  ProductRow['attributes'],
  string | null,
  number | string | null,
  number | string | null,
  string | null,
  string | null,
  number | null,
  boolean | null,
  boolean | null,
  [number, number | string, number | string][] | null,
  number | null,
  number,
];

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

/** The rows of a `productRowsSql` value. */
export function productRowsOf(value: unknown): ProductRow[] {
  const tuples = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as RowTuple[];
  return tuples.map((r) => ({
    id: r[0],
    sku: r[1],
    typeId: r[2],
    status: r[3],
    parentId: r[4],
    taxClassId: r[5],
    attributes: r[6],
    name: r[7],
    stockQty: r[12],
    manageStock: r[13],
    isInStock: r[14],
    parentStatus: r[16],
    shownVisibility: Number(r[17]),
    tiers: (r[15] ?? []).map(([customerGroupId, qty, value]) => ({
      customerGroupId: Number(customerGroupId),
      qty: Number(qty),
      value: Number(value),
    })),
    price:
      r[8] === null
        ? null
        : {
            price: Number(r[8]),
            specialPrice: r[9] === null ? null : Number(r[9]),
            specialFromDate: dateOf(r[10]),
            specialToDate: dateOf(r[11]),
          },
  }));
}

/** The catalogue rows of the products matching `where` in `store`. */
export async function loadProducts(db: Db, store: StoreCode, where: SQL): Promise<ProductRow[]> {
  const result = (await db.execute(sql`SELECT ${productRowsSql(store, where)} AS rows`)) as unknown as {
    rows: { rows: unknown }[];
  };
  return productRowsOf(result.rows[0]?.rows);
}

/** Loads the catalogue rows of many skus at once, for `resolveLine`. */
export async function preloadSkus(db: Db, store: StoreCode, skus: string[]): Promise<Map<string, ProductRow>> {
  if (skus.length === 0) return new Map();
  const clean = [...new Set(skus)].filter((sku) => IDENTIFIER.test(sku));
  if (clean.length === 0) return new Map();
  const rows = await loadProducts(db, store, inArray(products.sku, clean));
  return new Map(rows.map((r) => [r.sku, r]));
}
