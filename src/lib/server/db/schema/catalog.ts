import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  boundaryIndex,
  localizedTexts,
  metaTexts,
  money,
  ownedBy,
  position,
  refersTo,
  serialId,
  stampedAt,
  stamps,
  storeCode,
  timeAt,
} from './columns.ts';
import { customerGroups, taxClasses } from './store.ts';

/** Texts per store code: { sv, no, fi }. */
export type { Localized } from './columns.ts';

/** Product attributes (the ls_* attributes and the system ones). */
export const attributes = pgTable('attributes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** select, multiselect, swatch, text, textarea, price, boolean */
  frontendInput: text('frontend_input').notNull(),
  labels: localizedTexts('labels'),
  isFilterable: boolean('is_filterable').notNull().default(false),
  isComparable: boolean('is_comparable').notNull().default(false),
  isUserDefined: boolean('is_user_defined').notNull().default(true),
  isVisible: boolean('is_visible').notNull().default(true),
  /** True for filters that hold one value at a time. */
  isSingleValueFilter: boolean('is_single_value_filter').notNull().default(false),
  position: position(),
});

/** Options of select attributes; `value` is the option id used in product data and filters. */
export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: integer('id').primaryKey(),
    attributeId: ownedBy('attribute_id', () => attributes.id),
    value: text('value').notNull(),
    labels: localizedTexts('labels'),
    swatch: text('swatch'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_options_attr_value').on(t.attributeId, t.value)],
);

/** Category tree; root id 2 sits under the global root 1. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    /** '1/2/12/34' */
    path: text('path').notNull(),
    level: integer('level').notNull(),
    position: position(),
    isActive: boolean('is_active').notNull().default(true),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    image: text('image'),
    icon: text('icon'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [index('categories_parent').on(t.parentId)],
);

/** Per-store texts and URLs of a category. */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: ownedBy('category_id', () => categories.id),
    storeCode: storeCode(),
    name: text('name').notNull(),
    urlKey: text('url_key').notNull(),
    /** Hierarchical path, e.g. 'langdskidor/skidor'. */
    urlPath: text('url_path').notNull(),
    /** The url_path with '/' replaced by '-': the `/c/{slug}` route key. */
    slug: text('slug').notNull(),
    description: text('description'),
    ...metaTexts(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.storeCode] }),
    uniqueIndex('category_translations_url').on(t.storeCode, t.urlPath),
    uniqueIndex('category_translations_slug').on(t.storeCode, t.slug),
  ],
);

/** Products of every type; configurable children point at their parent with `parentId`. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    /** simple, configurable, bundle, grouped, virtual, downloadable */
    typeId: text('type_id').notNull(),
    /** 1 enabled; 2 or more unavailable. */
    status: integer('status').notNull().default(1),
    /** 1 not visible individually, 2 catalogue, 3 search, 4 catalogue and search. */
    visibility: integer('visibility').notNull().default(4),
    parentId: integer('parent_id'),
    taxClassId: refersTo('tax_class_id', () => taxClasses.id),
    /** Attribute values by attribute code: option value(s) for selects, text otherwise. */
    attributes: jsonb('attributes').$type<Record<string, string | string[] | number>>().notNull().default({}),
    image: text('image'),
    mediaGallery: jsonb('media_gallery').$type<{ image: string; pos: number; typ: 'image' }[]>().notNull().default([]),
    popularity: integer('popularity').notNull().default(0),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    newsFromDate: timeAt('news_from_date'),
    newsToDate: timeAt('news_to_date'),
    position: position(),
    ...stamps(),
  },
  (t) => [
    index('products_parent').on(t.parentId),
    index('products_type').on(t.typeId),
    boundaryIndex('products_news_from', t.newsFromDate),
    boundaryIndex('products_news_to', t.newsToDate),
  ],
);

/** Per-store texts and URLs of a product. */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: ownedBy('product_id', () => products.id),
    storeCode: storeCode(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    urlKey: text('url_key').notNull(),
    urlPath: text('url_path').notNull(),
    ...metaTexts(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeCode] }),
    index('product_translations_url').on(t.storeCode, t.urlPath),
  ],
);

/** Per-store prices (tax included), with an optional special price and its date window. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: ownedBy('product_id', () => products.id),
    storeCode: storeCode(),
    price: money('price').notNull(),
    specialPrice: money('special_price'),
    specialFromDate: timeAt('special_from_date'),
    specialToDate: timeAt('special_to_date'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.storeCode] }),
    boundaryIndex('product_prices_special_from', t.specialFromDate),
    boundaryIndex('product_prices_special_to', t.specialToDate),
  ],
);

/** Tier prices per customer group and store (price per unit from `qty` units). */
export const tierPrices = pgTable(
  'tier_prices',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    storeCode: storeCode(),
    customerGroupId: refersTo('customer_group_id', () => customerGroups.id),
    qty: integer('qty').notNull().default(1),
    value: money('value').notNull(),
  },
  (t) => [index('tier_prices_product').on(t.productId)],
);

/** Products in categories, with their position there. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: ownedBy('product_id', () => products.id),
    categoryId: ownedBy('category_id', () => categories.id),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category').on(t.categoryId)],
);

/** The attributes a configurable product is configured by (colour, size, length …). */
export const configurableOptions = pgTable(
  'configurable_options',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    attributeId: refersTo('attribute_id', () => attributes.id),
    position: position(),
  },
  (t) => [
    index('configurable_options_product').on(t.productId),
    index('configurable_options_attribute').on(t.attributeId),
  ],
);

/** Options of a bundle product (e.g. skis, binding, poles of a ski package). */
export const bundleOptions = pgTable(
  'bundle_options',
  {
    id: integer('id').primaryKey(),
    productId: ownedBy('product_id', () => products.id),
    titles: localizedTexts('titles'),
    /** select, radio, checkbox, multi */
    type: text('type').notNull().default('select'),
    required: boolean('required').notNull().default(true),
    position: position(),
  },
  (t) => [index('bundle_options_product').on(t.productId)],
);

/** The products selectable in a bundle option. */
export const bundleOptionLinks = pgTable(
  'bundle_option_links',
  {
    id: integer('id').primaryKey(),
    optionId: ownedBy('option_id', () => bundleOptions.id),
    productId: ownedBy('product_id', () => products.id),
    qty: integer('qty').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    canChangeQty: boolean('can_change_qty').notNull().default(false),
    position: position(),
  },
  (t) => [index('bundle_option_links_option').on(t.optionId), index('bundle_option_links_product').on(t.productId)],
);

/** Links between products: grouped members ('associated'), related, upsell, crosssell. */
export const productLinks = pgTable(
  'product_links',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    linkedProductId: ownedBy('linked_product_id', () => products.id),
    linkType: text('link_type').notNull(),
    position: position(),
    qty: integer('qty').notNull().default(1),
  },
  (t) => [
    index('product_links_product').on(t.productId, t.linkType),
    index('product_links_linked').on(t.linkedProductId),
  ],
);

/** Stock per sellable sku. */
export const stockItems = pgTable(
  'stock_items',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    qty: integer('qty').notNull().default(0),
    manageStock: boolean('manage_stock').notNull().default(true),
    isInStock: boolean('is_in_stock').notNull().default(true),
    backorders: boolean('backorders').notNull().default(false),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [check('stock_items_qty_non_negative', sql`${t.qty} >= 0`)],
);

/** URL rewrites: redirects with their code (301/302) or rewrites (0) with a canonical target. */
export const urlRewrites = pgTable(
  'url_rewrites',
  {
    id: serialId(),
    storeCode: storeCode(),
    requestPath: text('request_path').notNull(),
    targetPath: text('target_path').notNull(),
    redirectType: integer('redirect_type').notNull().default(0),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
  },
  (t) => [uniqueIndex('url_rewrites_request').on(t.storeCode, t.requestPath)],
);

/** Reports that a product page was viewed (for popularity and recommendations). */
export const productViewReports = pgTable(
  'product_view_reports',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    storeCode: storeCode(),
    viewedAt: stampedAt('viewed_at'),
  },
  (t) => [index('product_view_reports_product').on(t.productId)],
);

/** Product reviews; only approved ones are shown. */
export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    storeCode: storeCode(),
    customerId: integer('customer_id'),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    nickname: text('nickname').notNull(),
    ratings: jsonb('ratings').$type<{ rating_name: string; value: number }[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('reviews_product').on(t.productId, t.status)],
);
