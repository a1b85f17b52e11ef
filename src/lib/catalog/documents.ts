/**
 * The catalogue's documents as the server builds them and the API answers them: products with their variants, and
 * categories (browser-safe). The server's document types are inferred from these schemas.
 */
import { z } from 'astro/zod';

const str = z.string();
const int = z.number().int();
const num = z.number();
const bool = z.boolean();

/** A tier (group) price of a product, tax included unless the name says excl. */
export const tierPrice = z.object({ customer_group_id: int, qty: int, value: num, value_excl_tax: num });

/** What the prior price is the lowest of: the days before the reduction began (from, to, ISO 8601). */
export const priorPriceBasisSchema = z.object({ days: int, from: str, to: str });

/** Price fields of a document; every amount is tax included unless its name says excl. */
export const priceFieldsSchema = z.object({
  price: num,
  price_incl_tax: num,
  price_excl_tax: num,
  price_tax: num,
  special_price: num.nullable(),
  special_price_incl_tax: num.nullable(),
  special_from_date: str.nullable(),
  special_to_date: str.nullable(),
  final_price: num,
  final_price_incl_tax: num,
  final_price_excl_tax: num,
  final_price_tax: num,
  original_price: num,
  original_price_incl_tax: num,
  original_price_excl_tax: num,
  tax_percent: num,
  tier_prices: z.array(tierPrice),
  /** True when final_price is an announced price reduction (README.md "Price reductions"). */
  sale: bool,
  /** The reduction against the prior price as a label ('-7%'), or null. */
  discount_label: str.nullable(),
  /** The reduction in whole percent of the prior price, or null. */
  discount_percent: int.nullable(),
  /** The lowest price of the 30 days before the reduction began (the struck price), or null. */
  prior_price: num.nullable(),
  prior_price_basis: priorPriceBasisSchema.nullable(),
});

/** Stock of a product as documents carry it. */
export const stockInfoSchema = z.object({ is_in_stock: bool, qty: num, manage_stock: bool, backorders: bool });

/** A configurable variant of a product document. */
export const childDocumentSchema = z.looseObject({
  id: int,
  sku: str,
  name: str,
  type_id: str,
  status: int,
  visibility: int,
  url_key: str,
  url_path: str,
  image: str.nullable(),
  stock: stockInfoSchema,
  is_in_stock: bool,
  qty: num,
  ...priceFieldsSchema.shape,
});

/** The product types of the catalogue. */
export const productTypes = ['simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable'] as const;
/** A product type. */
export type ProductType = (typeof productTypes)[number];

const configurableOption = z.object({
  id: int,
  attribute_id: int,
  attribute_code: str,
  label: str,
  position: int,
  product_id: int,
  values: z.array(z.object({ value_index: str, label: str, swatch: str.nullable() })),
});
const bundleOption = z.object({
  option_id: int,
  title: str,
  type: str,
  required: bool,
  position: int,
  product_links: z.array(
    z.object({
      id: int,
      sku: str,
      name: str,
      qty: num,
      is_default: bool,
      can_change_quantity: bool,
      position: int,
      price: num,
      is_in_stock: bool,
    }),
  ),
});
const productLink = z.object({
  sku: str,
  link_type: str,
  linked_product_sku: str,
  linked_product_type: str,
  linked_product_name: str,
  linked_product_price: num,
  position: int,
  qty: num,
});

/** The product document of searches, lookups and the URL map; money tax included unless the name says excl. */
export const productDocumentSchema = z.looseObject({
  id: int,
  sku: str,
  name: str,
  type_id: z.enum(productTypes),
  status: int,
  visibility: int,
  tax_class_id: int,
  url_key: str,
  url_path: str,
  slug: str,
  parentSku: str,
  description: str,
  short_description: str,
  meta_title: str.nullable(),
  meta_description: str.nullable(),
  meta_keywords: str.nullable(),
  image: str.nullable(),
  media_gallery: z.array(z.object({ image: str, pos: int, typ: z.literal('image'), lab: str })),
  category_ids: z.array(int),
  category: z.array(z.object({ category_id: int, name: str, slug: str, url_path: str })),
  stock: stockInfoSchema,
  is_in_stock: bool,
  qty: num,
  popularity: num,
  weight: num.nullable(),
  new: bool,
  news_from_date: str.nullable(),
  news_to_date: str.nullable(),
  created_at: str,
  updated_at: str,
  configurable_options: z.array(configurableOption),
  configurable_children: z.array(childDocumentSchema),
  bundle_options: z.array(bundleOption),
  product_links: z.array(productLink),
  /** Set when a variant was chosen (direct lookup of a child, or childSku). */
  childSku: str.optional(),
  selectedVariant: childDocumentSchema.optional(),
  configuration: z.record(str, str).optional(),
  is_configured: bool.optional(),
  errors: z.record(str, str),
  ...priceFieldsSchema.shape,
});

/**
 * A product of a search answer: the document, or only the fields `_sourceInclude`/`_sourceExclude` chose (down into
 * the variants: `configurable_children.sku`).
 */
export const searchedProductSchema = productDocumentSchema
  .partial()
  .extend({ configurable_children: z.array(childDocumentSchema.partial()).optional() });

/** A link of a breadcrumb trail. */
export const breadcrumbSchema = z.object({ id: int, name: str, slug: str, url_path: str });

const categoryFields = {
  id: int,
  name: str,
  slug: str,
  url_key: str,
  url_path: str,
  position: int,
  level: int,
  is_active: bool,
  include_in_menu: bool,
  product_count: int,
  children_count: int,
};
/**
 * A category in a `children_data` tree. Its own children are declared only by id and name: a recursive schema would
 * give the OpenAPI document references it cannot resolve.
 */
export const categoryChildSchema = z.object({
  ...categoryFields,
  children_data: z.array(z.looseObject({ id: int, name: str })),
});

/** A category document (closed, so its type names every field; the contract's answers open it). */
export const categoryDocumentSchema = z.object({
  ...categoryFields,
  children_data: z.array(categoryChildSchema),
  parent_id: int.nullable(),
  parent_ids: z.array(int),
  path: str,
  description: str.nullable(),
  image: str.nullable(),
  icon: str.nullable(),
  meta_title: str.nullable(),
  meta_description: str.nullable(),
  meta_keywords: str.nullable(),
  /** The parent chain below the root, outermost first (without the category itself). */
  breadcrumbs: z.array(breadcrumbSchema),
});

/** A category of an answer: the document, or only the fields the request chose (open, as product answers are). */
export const searchedCategorySchema = categoryDocumentSchema.partial().loose();
