/** The audit log as the back office and the integration API read it (browser-safe). */
import { z } from 'astro/zod';
import { optionalField, pagingField } from '../api-client/fields.ts';

/** Who acted: a staff user, an integration key, the shop itself (its jobs) or a command run on the server. */
export const actorTypeSchema = z.enum(['staff', 'integration', 'system', 'cli']);
/** Who acted. */
export type ActorType = z.infer<typeof actorTypeSchema>;

/** One entry of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string().describe('ISO 8601 time'),
  actor: z.object({ type: actorTypeSchema, id: z.string().nullable(), name: z.string() }),
  action: z.string().describe('domain.verb: order.ship, stock.update, integration-key.create …'),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  store_code: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  context: z.record(z.string(), z.unknown()).nullable(),
});
/** One entry of the audit log. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const optionalText = (max: number) => optionalField(z.string().max(max));

/** Filters and page of an audit log query (every filter optional; newest first). */
export const auditQuerySchema = z.object({
  actorType: optionalField(actorTypeSchema),
  actorId: optionalText(100),
  action: optionalText(100).describe('An action, or a prefix ending in "." (order.)'),
  entityType: optionalText(60),
  entityId: optionalText(200),
  from: optionalField(z.coerce.date()),
  to: optionalField(z.coerce.date()),
  pageSize: pagingField(200, 50),
  currentPage: pagingField(100_000, 1),
});
/** Filters and page of an audit log query. */
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** A page of the audit log. */
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total_count: z.number(),
  search_criteria: z.object({ page_size: z.number(), current_page: z.number() }),
});
/** A page of the audit log. */
export type AuditPage = z.infer<typeof auditPageSchema>;
