import { boolean, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { money, refersTo } from './columns.ts';

/** Store views: sv 11 (default), no 7, fi 9. */
export const storeViews = pgTable('store_views', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  locale: text('locale').notNull(),
  countryId: text('country_id').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** Grand total (incl. tax) from which standard shipping is free. */
  freeShippingThreshold: money('free_shipping_threshold').notNull(),
});

/** Tax classes, for products ('product') and customers ('customer'). */
export const taxClasses = pgTable('tax_classes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['product', 'customer'] }).notNull(),
});

/** Tax rates per country (and optionally region). */
export const taxRates = pgTable('tax_rates', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  countryId: text('country_id').notNull(),
  regionName: text('region_name'),
  regionId: integer('region_id'),
  rate: numeric('rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
});

/** Tax rules: which rates apply to which product × customer tax classes. */
export const taxRules = pgTable('tax_rules', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  priority: integer('priority').notNull().default(0),
  productTaxClassIds: integer('product_tax_class_ids').array().notNull(),
  customerTaxClassIds: integer('customer_tax_class_ids').array().notNull(),
  taxRateIds: integer('tax_rate_ids').array().notNull(),
});

/** Customer groups; they choose the customer tax class and tier prices. */
export const customerGroups = pgTable('customer_groups', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  taxClassId: refersTo('tax_class_id', () => taxClasses.id),
});
