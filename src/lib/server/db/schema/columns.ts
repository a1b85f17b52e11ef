import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

/** Texts per store code: { sv, no, fi }. */
export type Localized = { sv: string; no: string; fi: string };

/** A row id the database counts up. */
export const serialId = () => serial('id').primaryKey();

/** `serialId` for the tables that grow without end (logs, outboxes, webhook events): bigserial. */
export const bigSerialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A required reference to another table's row, deleted with that row (an order's lines, a product's prices). */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** `ownedBy` for a table with bigint ids (webhook events and deliveries). */
export const bigOwnedBy = (name: string, target: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(target, { onDelete: 'cascade' });

/** An amount of money in a store's currency, two decimals (prices, totals, balances). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A required reference to another table's row that must stay while this one does (an order line's product). */
export const refersTo = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target);

/** A time with zone that is the time of the insert unless written (created, viewed, sent …). */
export const stampedAt = (name: string) => timeAt(name).notNull().defaultNow();

/** A time with zone, null until it happens (used, revoked, sent …); `.notNull()` where it is always known. */
export const timeAt = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was created and last changed (`created_at`, `updated_at`), both set at the insert. */
export const stamps = () => ({ createdAt: stampedAt('created_at'), updatedAt: stampedAt('updated_at') });

/** The meta tags of a product's or category's page in one store (title, description, keywords), all optional. */
export const metaTexts = () => ({
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  metaKeywords: text('meta_keywords'),
});

/**
 * An index of the rows where `column` is set: the window boundaries the page cache schedules its forgets at
 * (page-cache/windows.ts).
 */
export const boundaryIndex = (name: string, column: ExtraConfigColumn) =>
  index(name)
    .on(column)
    .where(sql.raw(`${column.name} IS NOT NULL`));

/**
 * Who did something (audit entries, order steps): the kind of actor (staff, integration, system, cli, customer …)
 * and its name as a person reads it, kept as text so the record outlives the actor.
 */
export const actedBy = () => ({
  actorType: text('actor_type').notNull(),
  actorName: text('actor_name').notNull(),
});

/** The store a row belongs to (sv, no, fi). */
export const storeCode = () => text('store_code').notNull();

/** Where a row stands among its siblings, first to last; 0 unless set. */
export const position = () => integer('position').notNull().default(0);

/** A text in each store's language (labels, titles). */
export const localizedTexts = (name: string) => jsonb(name).$type<Localized>().notNull();

/** A point on the map (service points, postcode centroids). */
export const coordinates = () => ({
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** A secret handed out once and stored as its hash, unique, with the time it stops being valid. */
export const hashedToken = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timeAt('expires_at').notNull(),
});

/**
 * The columns of a row a background sender delivers at least once (mails, webhook deliveries): the tries so far,
 * when it is due next, until when one instance holds it, and the last failure.
 */
export const retriedSend = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: stampedAt('next_attempt_at'),
  claimedUntil: timeAt('claimed_until'),
  lastError: text('last_error'),
});
