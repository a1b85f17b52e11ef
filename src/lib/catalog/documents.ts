/** The catalogue's documents as the API answers them: products with their variants, and categories (browser-safe). */
import { z } from 'astro/zod';

const str = z.string();
const int = z.number().int();
const num = z.number();
const bool = z.boolean();

/** A tier (group) price of a product, tax included unless the name says excl. */
export const tierPrice = z.object({ customer_group_id: int, qty: int, value: num, value_excl_tax: num });

const priceFields = {
  price: num,
  price_incl_tax: num,
  price_excl_tax: num.optional(),
  price_tax: num.optional(),
  special_price: num.nullable().optional(),
  special_price_incl_tax: num.nullable().optional(),
  special_from_date: str.nullable().optional(),
  special_to_date: str.nullable().optional(),
  final_price: num,
  final_price_incl_tax: num.optional(),
  final_price_excl_tax: num.optional(),
  final_price_tax: num.optional(),
  original_price: num.optional(),
  original_price_incl_tax: num.optional(),
  original_price_excl_tax: num.optional(),
  tax_percent: num.optional(),
  tier_prices: z.array(tierPrice).optional(),
  sale: bool.optional(),
  discount_label: str.nullable().optional(),
  discount_percent: int.nullable().optional(),
  prior_price: num.nullable().optional(),
  prior_price_basis: z.object({ days: int, from: str, to: str }).nullable().optional(),
};
const stock = z.object({ is_in_stock: bool, qty: num, manage_stock: bool, backorders: bool.optional() });

/** A configurable variant of a product document. */
export const childDocumentSchema = z.looseObject({
  id: int,
  sku: str,
  name: str,
  type_id: str,
  status: int.optional(),
  visibility: int.optional(),
  url_key: str.optional(),
  url_path: str.optional(),
  image: str.nullable().optional(),
  stock: stock.optional(),
  is_in_stock: bool.optional(),
  qty: num.optional(),
  ...priceFields,
});

/** The product types of the catalogue. */
export const productTypes = ['simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable'] as const;
/** A product type. */
export type ProductType = (typeof productTypes)[number];

/** The product document of searches and the URL map; money tax included unless the name says excl. */
export const productDocumentSchema = z.looseObject({
  id: int,
  sku: str,
  name: str,
  type_id: z.enum(productTypes),
  status: int.optional(),
  visibility: int.optional(),
  tax_class_id: int.optional(),
  url_key: str.optional(),
  url_path: str,
  slug: str.optional(),
  description: str.optional(),
  short_description: str.optional(),
  image: str.nullable().optional(),
  category_ids: z.array(int),
  stock,
  is_in_stock: bool.optional(),
  qty: num.optional(),
  configurable_children: z.array(childDocumentSchema),
  errors: z.record(str, str),
  ...priceFields,
});

/**
 * A product of a search answer: the document, or only the fields `_sourceInclude`/`_sourceExclude` chose (down into
 * the variants: `configurable_children.sku`).
 */
export const searchedProductSchema = productDocumentSchema
  .partial()
  .extend({ configurable_children: z.array(childDocumentSchema.partial()).optional() });

/** A category document. */
export const categoryDocumentSchema = z.looseObject({
  id: int,
  parent_id: int.nullable().optional(),
  name: str,
  slug: str,
  url_key: str.optional(),
  url_path: str,
  level: int,
  position: int,
  is_active: bool.optional(),
  include_in_menu: bool.optional(),
  product_count: int,
  children_data: z.array(z.looseObject({ id: int, name: str })),
});
