import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { hashedToken, ownedBy, refersTo, serialId, stampedAt, stamps, storeCode, timeAt } from './columns.ts';
import { customerGroups } from './store.ts';

/** Customer accounts; the email is stored lower-cased and unique. */
export const customers = pgTable('customers', {
  id: serialId(),
  email: text('email').notNull().unique(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  passwordHash: text('password_hash').notNull(),
  groupId: refersTo('group_id', () => customerGroups.id),
  storeCode: storeCode().default('sv'),
  ...stamps(),
});

/** A customer's saved addresses. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    street: jsonb('street').$type<string[]>().notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    countryId: text('country_id').notNull(),
    region: text('region'),
    telephone: text('telephone'),
    company: text('company'),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    defaultBilling: boolean('default_billing').notNull().default(false),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId)],
);

/** Refresh tokens, stored as hashes; each use rotates within a family, reuse revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    familyId: uuid('family_id').notNull(),
    ...hashedToken(),
    createdAt: stampedAt('created_at'),
    usedAt: timeAt('used_at'),
    revokedAt: timeAt('revoked_at'),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_customer').on(t.customerId)],
);

/** Single-use, expiring password reset tokens (stored as hashes). */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serialId(),
  customerId: ownedBy('customer_id', () => customers.id),
  ...hashedToken(),
  usedAt: timeAt('used_at'),
  createdAt: stampedAt('created_at'),
});

/** Counters for throttling (failed logins per account and per client address, mail form sends …). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: stampedAt('window_start'),
  blockedUntil: timeAt('blocked_until'),
});

/** Newsletter subscriptions by email. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  status: text('status', { enum: ['subscribed', 'unsubscribed'] }).notNull(),
  storeCode: storeCode().default('sv'),
  updatedAt: stampedAt('updated_at'),
});

/** Back-in-stock alerts: a mail goes out when the sku is in stock again. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serialId(),
    sku: text('sku').notNull(),
    email: text('email').notNull(),
    storeCode: storeCode().default('sv'),
    createdAt: stampedAt('created_at'),
    notifiedAt: timeAt('notified_at'),
  },
  (t) => [index('stock_alerts_sku').on(t.sku)],
);
