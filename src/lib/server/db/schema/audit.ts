import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { actedBy, bigSerialId, stampedAt } from './columns.ts';

/**
 * What staff and other systems did to the shop: who (a staff user, an integration key, the shop itself), what (an
 * action on an entity), when, and the entity before and after. Written in the transaction of the change itself, so a
 * change without its entry (or an entry without its change) cannot be committed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigSerialId(),
    at: stampedAt('at'),
    /**
     * staff, integration, system (the shop's own jobs) or cli (a command run on the server), with the staff e-mail,
     * key name or command, kept if the actor is deleted later.
     */
    ...actedBy(),
    /** The staff user's or integration key's id; null for the system and the command line. */
    actorId: text('actor_id'),
    /** What was done, `domain.verb` (order.ship, stock.update, integration-key.revoke …). */
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    storeCode: text('store_code'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    /** Where the call came from (client address, request id), when it came over HTTP. */
    context: jsonb('context').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_entity').on(t.entityType, t.entityId),
    index('audit_log_actor').on(t.actorType, t.actorId),
  ],
);
