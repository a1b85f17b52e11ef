import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** CMS pages served by /api/ext/cms-data (identifier per store). */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    storeId: integer('store_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_pages_identifier').on(t.identifier, t.storeId)],
);

/** CMS blocks served by /api/ext/cms-data (identifier per store). */
export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    storeId: integer('store_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_blocks_identifier').on(t.identifier, t.storeId)],
);

/** Outgoing mails, kept as a log of what was sent and where (outbox file or SMTP). */
export const mailLog = pgTable('mail_log', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  kind: text('kind').notNull(),
  location: text('location').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
