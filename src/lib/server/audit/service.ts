/**
 * The audit log: every change staff or another system makes (and every integration call) is recorded with who made
 * it, when, and the entity before and after. Record an entry with `recordAudit(tx, actor, …)` inside the transaction
 * of the change, so both commit together; read it a page at a time with `auditEntries`.
 */
import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { parseWith } from '../http/api.ts';
import { auditQuerySchema, type ActorType, type AuditPage, type AuditQuery } from '../../audit/schema.ts';

/** Who acts: a staff user, an integration key, the shop's own jobs or a command on the server. */
export interface Actor {
  type: ActorType;
  /** The staff user's or key's id (null for the system and the command line). */
  id: string | number | null;
  /** As a person reads it: the staff user's e-mail, the key's name, the command. */
  name: string;
  /** Where the call came from (client address, request id …), when over HTTP. */
  context?: Record<string, unknown>;
}

/** The shop's own jobs (the webhook sender, the outbox) as an actor. */
export const systemActor: Actor = { type: 'system', id: null, name: 'nordpeak' };

/** A command run on the server (`npm run api-key …`) as an actor. */
export function cliActor(command: string): Actor {
  return { type: 'cli', id: null, name: command };
}

/** What was done to what. */
export interface AuditRecord {
  /** `domain.verb`: order.ship, order.cancel, stock.update, integration-key.create … */
  action: string;
  entityType?: string | null;
  entityId?: string | number | null;
  storeCode?: string | null;
  before?: unknown;
  after?: unknown;
}

/** What can write an audit entry: the database or an open transaction. */
export type AuditWriter = Pick<Db, 'insert'>;

/** Records one entry; call it inside the transaction of the change it describes. Returns its id. */
export async function recordAudit(writer: AuditWriter, actor: Actor, entry: AuditRecord): Promise<number> {
  const [row] = await writer
    .insert(auditLog)
    .values({
      actorType: actor.type,
      actorId: actor.id === null ? null : String(actor.id),
      actorName: actor.name.slice(0, 200),
      action: entry.action,
      entityType: entry.entityType ?? null,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      storeCode: entry.storeCode ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      context: actor.context ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

/**
 * A page of the audit log, newest first, filtered by actor, action (exact, or a prefix ending in "."), entity and
 * time; invalid filters are a 400 with catalogue messages.
 */
export async function auditEntries(db: Db, query: AuditQuery = {}): Promise<AuditPage> {
  const q = parseWith(auditQuerySchema, query);
  const filters: SQL[] = [];
  if (q.actorType) filters.push(eq(auditLog.actorType, q.actorType));
  if (q.actorId) filters.push(eq(auditLog.actorId, q.actorId));
  if (q.action)
    filters.push(
      q.action.endsWith('.')
        ? like(auditLog.action, `${q.action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(auditLog.action, q.action),
    );
  if (q.entityType) filters.push(eq(auditLog.entityType, q.entityType));
  if (q.entityId) filters.push(eq(auditLog.entityId, q.entityId));
  if (q.from) filters.push(gte(auditLog.at, q.from));
  if (q.to) filters.push(lte(auditLog.at, q.to));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(q.pageSize)
    .offset((q.currentPage - 1) * q.pageSize);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { type: row.actorType as ActorType, id: row.actorId, name: row.actorName },
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      store_code: row.storeCode,
      before: row.before ?? null,
      after: row.after ?? null,
      context: row.context ?? null,
    })),
    total_count: total!.n,
    search_criteria: { page_size: q.pageSize, current_page: q.currentPage },
  };
}
