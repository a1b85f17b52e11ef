import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownedBy, serialId, stampedAt, timeAt } from './columns.ts';

/** Keys of other systems (ERP, warehouse, PIM) for the integration API: stored hashed, with their scopes. */
export const integrationKeys = pgTable('integration_keys', {
  id: serialId(),
  name: text('name').notNull(),
  /** The key's first characters, to tell keys apart in lists (the key itself is shown once, at creation). */
  prefix: text('prefix').notNull(),
  /** SHA-256 of the key (a 256-bit random secret, so a fast hash is enough; see src/lib/server/integration/keys.ts). */
  keyHash: text('key_hash').notNull().unique(),
  scopes: text('scopes').array().notNull(),
  /** Calls per minute this key may make. */
  rateLimit: integer('rate_limit').notNull().default(600),
  createdBy: text('created_by').notNull(),
  createdAt: stampedAt('created_at'),
  lastUsedAt: timeAt('last_used_at'),
  revokedAt: timeAt('revoked_at'),
});

/** The answers of write calls sent with an `Idempotency-Key`, per integration key, to answer a repeat the same. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    keyId: ownedBy('key_id', () => integrationKeys.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').$type<unknown>(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] })],
);
