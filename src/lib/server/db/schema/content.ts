import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigSerialId, retriedSend, serialId, stampedAt, timeAt } from './columns.ts';

/** The columns of CMS pages and blocks: an identifier per store, a title and HTML content. */
const cmsEntryColumns = () => ({
  id: serialId(),
  identifier: text('identifier').notNull(),
  storeId: integer('store_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: stampedAt('updated_at'),
});

/** CMS pages served by /api/ext/cms-data (identifier per store). */
export const cmsPages = pgTable('cms_pages', cmsEntryColumns(), (t) => [
  uniqueIndex('cms_pages_identifier').on(t.identifier, t.storeId),
]);

/** CMS blocks served by /api/ext/cms-data (identifier per store). */
export const cmsBlocks = pgTable('cms_blocks', cmsEntryColumns(), (t) => [
  uniqueIndex('cms_blocks_identifier').on(t.identifier, t.storeId),
]);

/** Outgoing mails, kept as a log of what was sent and where (outbox file or SMTP). */
export const mailLog = pgTable('mail_log', {
  id: serialId(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  kind: text('kind').notNull(),
  location: text('location').notNull(),
  createdAt: stampedAt('created_at'),
});

/**
 * Mails to deliver, written in the same transaction as what causes them (an order, a reset token, a stock alert's
 * claim), so a crash never loses one. More in README.md.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigSerialId(),
    messageId: text('message_id').notNull().unique(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** More headers of the mail (the unsubscribe headers of list mails). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: stampedAt('created_at'),
    ...retriedSend(),
    sentAt: timeAt('sent_at'),
    location: text('location'),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL`),
  ],
);

/**
 * Cache invalidations by tag (`p:{productId}`, `listing` …), written in the transaction of the change (an order, a
 * restock). More in README.md.
 */
export const cacheInvalidations = pgTable('cache_invalidations', {
  id: bigSerialId(),
  tags: text('tags').array().notNull(),
  /** Copies kept and answered stale while they are rendered again (a stock level), instead of forgotten at once. */
  revalidate: boolean('revalidate').notNull().default(false),
  createdAt: stampedAt('created_at'),
});
