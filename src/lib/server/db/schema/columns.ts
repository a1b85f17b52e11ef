import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  text,
  timestamp,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

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
export const stampedAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

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
