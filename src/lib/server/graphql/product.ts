import { getDb } from '../db/client.ts';
import type { ChildDocument, ProductDocument } from '../catalog/service.ts';
import { catalogReference } from '../catalog/reference.ts';
import type { PriceFields, StockInfo } from '../catalog/documents.ts';
import type { StoreView } from '../../store-view/config.ts';
import { builder, PER_ITEM } from './builder.ts';
import { Category } from './category.ts';
import { loadPresent } from './context.ts';

type Doc = Record<string, unknown>;
/** A document type without its index signature (the attribute values), so Pothos can check exposed fields. */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
/** A product document as the schema sees it. */
export type ProductShape = Known<ProductDocument>;
type VariantShape = Known<ChildDocument>;

/** A product attribute value of a document, with the labels of its options in the store's language. */
interface AttributeValueShape {
  code: string;
  label: string;
  values: string[];
  labels: string[];
}

/** The attribute values a product or variant document holds (the `ls_*` fields of the REST document). */
async function attributeValuesOf(
  document: Doc,
  store: StoreView,
  only?: readonly string[],
): Promise<AttributeValueShape[]> {
  const reference = await catalogReference(await getDb());
  const out: AttributeValueShape[] = [];
  for (const code of only ?? Object.keys(document)) {
    const attribute = reference.attributes.get(code);
    const raw = document[code];
    if (!attribute || raw === undefined || raw === null) continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    const labels = values.map(
      (value) => attribute.options.find((o) => o.value === value)?.labels[store.storeCode] ?? value,
    );
    out.push({ code, label: attribute.labels[store.storeCode], values, labels });
  }
  return out;
}

const ProductAttributeValue = builder.objectRef<AttributeValueShape>('ProductAttributeValue').implement({
  description: 'An attribute value of a product or variant (`ls_farg`, `ls_varumarke`, …).',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The attribute code.' }),
    label: t.exposeString('label', { description: 'The attribute label in the store language.' }),
    values: t.exposeStringList('values', {
      description: 'The stored option values (one for single-value attributes).',
      complexity: 0,
    }),
    labels: t.exposeStringList('labels', {
      description: 'The option labels in the store language, in the order of `values`.',
      complexity: 0,
    }),
  }),
});

const Stock = builder.objectRef<StockInfo>('Stock').implement({
  fields: (t) => ({
    is_in_stock: t.exposeBoolean('is_in_stock'),
    qty: t.exposeFloat('qty'),
    manage_stock: t.exposeBoolean('manage_stock'),
    backorders: t.exposeBoolean('backorders'),
  }),
});

/** A tier price of the customer group (also the render-list's). */
export const TierPrice = builder.objectRef<PriceFields['tier_prices'][number]>('TierPrice').implement({
  fields: (t) => ({
    customer_group_id: t.exposeInt('customer_group_id'),
    qty: t.exposeFloat('qty'),
    value: t.exposeFloat('value', { description: 'Unit price from this quantity, tax included.' }),
    value_excl_tax: t.exposeFloat('value_excl_tax'),
  }),
});

/** What the prior price of a reduction is the lowest price of. */
const PriorPriceBasis = builder.objectRef<NonNullable<PriceFields['prior_price_basis']>>('PriorPriceBasis').implement({
  description: 'The days before a price reduction began whose lowest price is its prior price (the struck price).',
  fields: (t) => ({
    days: t.exposeInt('days', { description: 'Length of the span: 30.' }),
    from: t.exposeString('from', { description: 'Start of the span (ISO 8601).' }),
    to: t.exposeString('to', { description: 'End of the span: when the reduction began (ISO 8601).' }),
  }),
});

/** Price fields shared by products and variants: every amount is tax included unless its name says excl. */
const Priced = builder.interfaceRef<PriceFields>('Priced').implement({
  description:
    'Prices of a product or variant in the store currency for the customer group; tax included unless the name says excl.',
  fields: (t) => ({
    price: t.exposeFloat('price', { description: 'The regular price, tax included.' }),
    price_incl_tax: t.exposeFloat('price_incl_tax'),
    price_excl_tax: t.exposeFloat('price_excl_tax'),
    price_tax: t.exposeFloat('price_tax'),
    special_price: t.exposeFloat('special_price', {
      nullable: true,
      description: 'Only inside its window and below the price.',
    }),
    special_from_date: t.exposeString('special_from_date', { nullable: true }),
    special_to_date: t.exposeString('special_to_date', { nullable: true }),
    final_price: t.exposeFloat('final_price', {
      description: "The lowest of price, special price and the customer group's tier price.",
    }),
    final_price_incl_tax: t.exposeFloat('final_price_incl_tax'),
    final_price_excl_tax: t.exposeFloat('final_price_excl_tax'),
    final_price_tax: t.exposeFloat('final_price_tax'),
    original_price: t.exposeFloat('original_price'),
    original_price_incl_tax: t.exposeFloat('original_price_incl_tax'),
    original_price_excl_tax: t.exposeFloat('original_price_excl_tax'),
    tax_percent: t.exposeFloat('tax_percent'),
    tier_prices: t.field({ type: [TierPrice], complexity: PER_ITEM, resolve: (p) => p.tier_prices }),
    sale: t.exposeBoolean('sale', {
      description: 'True when final_price is an announced price reduction (a special price below prior_price).',
    }),
    discount_label: t.exposeString('discount_label', {
      nullable: true,
      description: 'The reduction against prior_price, for example -25%.',
    }),
    discount_percent: t.exposeInt('discount_percent', {
      nullable: true,
      description: 'The reduction against prior_price in whole percent.',
    }),
    prior_price: t.exposeFloat('prior_price', {
      nullable: true,
      description:
        'The lowest price of the 30 days before the reduction began, the price a reduction is compared with.',
    }),
    prior_price_basis: t.field({
      type: PriorPriceBasis,
      nullable: true,
      description: 'The span prior_price is the lowest price of.',
      resolve: (p) => p.prior_price_basis,
    }),
  }),
});

/** A variant of a configurable product. */
export const Variant = builder.objectRef<VariantShape>('Variant').implement({
  interfaces: [Priced],
  description: 'A variant (child) of a configurable product; phased-out variants that are not in stock are left out.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    status: t.exposeInt('status'),
    url_key: t.exposeString('url_key'),
    url_path: t.exposeString('url_path'),
    image: t.exposeString('image', { nullable: true }),
    stock: t.field({ type: Stock, resolve: (v) => v.stock }),
    is_in_stock: t.exposeBoolean('is_in_stock'),
    qty: t.exposeFloat('qty'),
    attributes: t.field({
      type: [ProductAttributeValue],
      description: 'The attribute values of the variant (what it is configured by, and more).',
      complexity: PER_ITEM,
      resolve: (v, _args, ctx) => attributeValuesOf(v as Doc, ctx.store),
    }),
  }),
});

const ConfigurableValue = builder
  .objectRef<ProductDocument['configurable_options'][number]['values'][number]>('ConfigurableOptionValue')
  .implement({
    fields: (t) => ({
      value_index: t.exposeString('value_index'),
      label: t.exposeString('label'),
      swatch: t.exposeString('swatch', { nullable: true }),
    }),
  });

const ConfigurableOption = builder
  .objectRef<ProductDocument['configurable_options'][number]>('ConfigurableOption')
  .implement({
    fields: (t) => ({
      attribute_id: t.exposeInt('attribute_id'),
      attribute_code: t.exposeString('attribute_code'),
      label: t.exposeString('label'),
      position: t.exposeInt('position'),
      values: t.field({ type: [ConfigurableValue], complexity: PER_ITEM, resolve: (o) => o.values }),
    }),
  });

const MediaGalleryEntry = builder.objectRef<ProductDocument['media_gallery'][number]>('MediaGalleryEntry').implement({
  fields: (t) => ({
    image: t.exposeString('image'),
    pos: t.exposeInt('pos'),
    label: t.string({ resolve: (m) => m.lab }),
  }),
});

/** The product document of a search, lookup or URL resolution (the REST document, typed). */
export const Product = builder.objectRef<ProductShape>('Product');

/** The `product` field of a link to another product, loaded by its sku. */
const LINKED_PRODUCT = {
  type: Product,
  nullable: true,
  description: 'The linked product when it is shown on its own (batched: one query for all links of a page).',
  complexity: 5,
} as const;

const BundleLink = builder
  .objectRef<ProductDocument['bundle_options'][number]['product_links'][number]>('BundleProductLink')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      sku: t.exposeString('sku'),
      name: t.exposeString('name'),
      qty: t.exposeFloat('qty'),
      is_default: t.exposeBoolean('is_default'),
      can_change_quantity: t.exposeBoolean('can_change_quantity'),
      position: t.exposeInt('position'),
      price: t.exposeFloat('price'),
      is_in_stock: t.exposeBoolean('is_in_stock'),
      product: t.field({ ...LINKED_PRODUCT, resolve: (link, _args, ctx) => ctx.productsBySku.load(link.sku) }),
    }),
  });

const BundleOption = builder.objectRef<ProductDocument['bundle_options'][number]>('BundleOption').implement({
  fields: (t) => ({
    option_id: t.exposeInt('option_id'),
    title: t.exposeString('title'),
    type: t.exposeString('type'),
    required: t.exposeBoolean('required'),
    position: t.exposeInt('position'),
    product_links: t.field({ type: [BundleLink], resolve: (o) => o.product_links }),
  }),
});

const ProductLink = builder.objectRef<ProductDocument['product_links'][number]>('ProductLink').implement({
  description: 'A link to another product: related, upsell, crosssell, or associated (the parts of a grouped product).',
  fields: (t) => ({
    link_type: t.exposeString('link_type'),
    linked_product_sku: t.exposeString('linked_product_sku'),
    linked_product_type: t.exposeString('linked_product_type'),
    linked_product_name: t.exposeString('linked_product_name'),
    linked_product_price: t.exposeFloat('linked_product_price'),
    position: t.exposeInt('position'),
    qty: t.exposeFloat('qty'),
    product: t.field({
      ...LINKED_PRODUCT,
      resolve: (link, _args, ctx) => ctx.productsBySku.load(link.linked_product_sku),
    }),
  }),
});

const ProductCategory = builder.objectRef<ProductDocument['category'][number]>('ProductCategory').implement({
  fields: (t) => ({
    category_id: t.exposeInt('category_id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    url_path: t.exposeString('url_path'),
  }),
});

Product.implement({
  interfaces: [Priced],
  description:
    'A product of the catalogue (simple, configurable, bundle or grouped) with its prices for the customer group.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    type_id: t.exposeString('type_id', { description: 'simple, configurable, bundle or grouped.' }),
    status: t.exposeInt('status'),
    visibility: t.exposeInt('visibility'),
    url_key: t.exposeString('url_key'),
    url_path: t.exposeString('url_path', { description: '`p/{sku}/{slug}`, relative to the store.' }),
    slug: t.exposeString('slug'),
    parent_sku: t.string({ resolve: (p) => p.parentSku }),
    description: t.exposeString('description'),
    short_description: t.exposeString('short_description'),
    meta_title: t.exposeString('meta_title', { nullable: true }),
    meta_description: t.exposeString('meta_description', { nullable: true }),
    meta_keywords: t.exposeString('meta_keywords', { nullable: true }),
    image: t.exposeString('image', { nullable: true }),
    media_gallery: t.field({
      type: [MediaGalleryEntry],
      complexity: PER_ITEM,
      resolve: (p) => p.media_gallery,
    }),
    category_ids: t.exposeIntList('category_ids', { complexity: 0 }),
    category: t.field({
      type: [ProductCategory],
      complexity: PER_ITEM,
      description: 'Name and path of the categories (no lookup).',
      resolve: (p) => p.category,
    }),
    categories: t.field({
      type: [Category],
      description: 'The active categories as full documents (batched: one lookup for a whole page of products).',
      complexity: { field: 2, multiplier: 3 },
      resolve: (p, _args, ctx) => loadPresent(ctx.categories, p.category_ids),
    }),
    stock: t.field({ type: Stock, resolve: (p) => p.stock }),
    is_in_stock: t.exposeBoolean('is_in_stock'),
    qty: t.exposeFloat('qty'),
    popularity: t.exposeFloat('popularity'),
    new: t.exposeBoolean('new'),
    created_at: t.exposeString('created_at'),
    updated_at: t.exposeString('updated_at'),
    attributes: t.field({
      type: [ProductAttributeValue],
      description: 'The attribute values of the product (brand, colour, sizes, …).',
      complexity: PER_ITEM,
      resolve: (p, _args, ctx) => attributeValuesOf(p as Doc, ctx.store),
    }),
    configurable_options: t.field({
      type: [ConfigurableOption],
      complexity: { field: 1, multiplier: 3 },
      resolve: (p) => p.configurable_options,
    }),
    variants: t.field({
      type: [Variant],
      description: 'The variants of a configurable product (empty for other types).',
      resolve: (p) => p.configurable_children,
    }),
    selected_variant: t.field({
      type: Variant,
      nullable: true,
      description: 'The variant chosen by `child_sku` or the variant rule (single product lookups).',
      resolve: (p) => p.selectedVariant ?? null,
    }),
    configuration: t.field({
      type: [ProductAttributeValue],
      description: 'The attribute values of the selected variant that configure it.',
      complexity: PER_ITEM,
      resolve: (p, _args, ctx) => (p.configuration ? attributeValuesOf(p.configuration, ctx.store) : []),
    }),
    bundle_options: t.field({
      type: [BundleOption],
      complexity: { field: 1, multiplier: 3 },
      resolve: (p) => p.bundle_options,
    }),
    product_links: t.field({
      type: [ProductLink],
      args: {
        link_type: t.arg.string({ description: 'Only links of this type (related, upsell, crosssell, associated).' }),
      },
      resolve: (p, args) =>
        args.link_type ? p.product_links.filter((l) => l.link_type === args.link_type) : p.product_links,
    }),
    errors: t.stringList({
      description: 'Problems of the product as shown (for example no available variants).',
      complexity: 0,
      resolve: (p) => Object.values(p.errors ?? {}),
    }),
  }),
});

/** Re-exported for the schema module. */
export { ProductAttributeValue };
