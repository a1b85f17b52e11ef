import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { coordinates, money, ownedBy, refersTo, serialId, stampedAt, stamps, storeCode, timeAt } from './columns.ts';
import { customers } from './customers.ts';
import { products } from './catalog.ts';
import type { OrderAddress } from '../../../checkout/api.ts';

/** An address as stored on carts and orders: as the order call takes it, with the region a shopper may give. */
export type StoredAddress = OrderAddress & { region?: string };

/** Carts; the id is an unguessable random token (the guest's capability). */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    storeCode: storeCode(),
    /** active, ordered, closed, merged (a guest cart merged into a customer cart at login) */
    status: text('status').notNull().default('active'),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>(),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    paymentMethodCode: text('payment_method_code'),
    servicePointId: text('service_point_id'),
    ...stamps(),
  },
  (t) => [index('carts_customer').on(t.customerId, t.status)],
);

/** Cart lines; lines are matched by the checksum of sku and options. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: refersTo('product_id', () => products.id),
    sku: text('sku').notNull(),
    qty: integer('qty').notNull(),
    productOption: jsonb('product_option').$type<Record<string, unknown>>(),
    checksum: text('checksum').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('cart_items_cart').on(t.cartId), uniqueIndex('cart_items_checksum').on(t.cartId, t.checksum)],
);

/** Coupons: percent or fixed discounts with expiry and a usage limit counted at order time. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  type: text('type', { enum: ['percent', 'fixed'] }).notNull(),
  value: money('value').notNull(),
  /** null: every store; fixed amounts are in the store's currency. */
  storeCode: text('store_code'),
  description: text('description'),
  expiresAt: timeAt('expires_at'),
  usageLimit: integer('usage_limit'),
  timesUsed: integer('times_used').notNull().default(0),
  isActive: integer('is_active').notNull().default(1),
});

/** Gift cards with a balance that is never below 0. */
export const giftCards = pgTable('gift_cards', {
  code: text('code').primaryKey(),
  initialAmount: money('initial_amount').notNull(),
  balance: money('balance').notNull(),
  currency: text('currency').notNull(),
  expiresAt: timeAt('expires_at'),
  createdAt: stampedAt('created_at'),
});

/** Gift cards applied to a cart, with the amount to use. */
export const cartGiftCards = pgTable(
  'cart_gift_cards',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => giftCards.code),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.code] })],
);

/** Placed orders; `orderHash` is the client's order_id, the idempotency key. */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    orderNumber: text('order_number').notNull().unique(),
    orderHash: text('order_hash').notNull().unique(),
    storeCode: storeCode(),
    customerId: integer('customer_id').references(() => customers.id),
    cartId: text('cart_id'),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    currency: text('currency').notNull(),
    subtotalInclTax: money('subtotal_incl_tax').notNull(),
    taxAmount: money('tax_amount').notNull(),
    shippingInclTax: money('shipping_incl_tax').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    giftCardAmount: money('gift_card_amount').notNull().default(0),
    /** What each gift card paid (given back to the card when the order is cancelled). */
    giftCardUses: jsonb('gift_card_uses').$type<{ code: string; amount: number }[]>().notNull().default([]),
    grandTotal: money('grand_total').notNull(),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>().notNull(),
    shippingCarrierCode: text('shipping_carrier_code').notNull(),
    shippingMethodCode: text('shipping_method_code').notNull(),
    servicePointId: text('service_point_id'),
    paymentMethodCode: text('payment_method_code').notNull(),
    paymentAdditional: jsonb('payment_additional').$type<Record<string, unknown>>(),
    /** The first answer, returned again for repeats of the same order_id. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: stampedAt('created_at'),
    /**
     * Where the order's last change stands in commit-safe order: the writing transaction's id and a sequence number
     * (set on insert by default, on every change by src/lib/server/orders/changes.ts; read by the integration API).
     */
    changeXid: bigint('change_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    changeSeq: bigserial('change_seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('orders_customer').on(t.customerId, t.createdAt), index('orders_change').on(t.changeXid, t.changeSeq)],
);

/** Lines of an order, with the prices at order time. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    productId: refersTo('product_id', () => products.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    priceInclTax: money('price_incl_tax').notNull(),
    rowTotalInclTax: money('row_total_incl_tax').notNull(),
    taxPercent: numeric('tax_percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    taxAmount: money('tax_amount').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    productOption: jsonb('product_option').$type<Record<string, unknown>>(),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

/**
 * The order numbers of each store (the number after the country code), owned by orders.order_number so that a
 * TRUNCATE of orders with RESTART IDENTITY (the seed) starts them again. A sequence: concurrent orders never wait
 * for each other's commit for their number.
 */
export const orderNumberSv = pgSequence('order_number_sv', { startWith: 1000001 });
/** The order numbers of the Norwegian store (see orderNumberSv). */
export const orderNumberNo = pgSequence('order_number_no', { startWith: 1000001 });
/** The order numbers of the Finnish store (see orderNumberSv). */
export const orderNumberFi = pgSequence('order_number_fi', { startWith: 1000001 });

/** Purchase sessions of the built-in test payment provider, bound to a cart and its total. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('avarda'),
    purchaseToken: text('purchase_token').notNull().unique(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** created, authorized, declined, completed, expired */
    status: text('status').notNull().default('created'),
    method: text('method'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    orderNumber: text('order_number'),
    createdAt: stampedAt('created_at'),
    expiresAt: timeAt('expires_at').notNull(),
  },
  (t) => [index('payment_sessions_cart').on(t.cartId)],
);

/** Pickup points of the carriers, with opening hours. */
export const servicePoints = pgTable(
  'service_points',
  {
    id: text('id').primaryKey(),
    carrierCode: text('carrier_code').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryId: text('country_id').notNull(),
    ...coordinates(),
    openingHours: jsonb('opening_hours').$type<{ day: string; opens: string; closes: string }[]>().notNull(),
  },
  (t) => [index('service_points_country').on(t.countryId, t.postcode)],
);

/** Postcode centroids used to measure distances to service points. */
export const postcodeLocations = pgTable(
  'postcode_locations',
  {
    countryId: text('country_id').notNull(),
    postcodePrefix: text('postcode_prefix').notNull(),
    city: text('city').notNull(),
    ...coordinates(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.postcodePrefix] })],
);
