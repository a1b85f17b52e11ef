/** The audit log as the back office and the integration API read it (browser-safe). */
import { z } from 'astro/zod';

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

const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.string().max(max).optional());

/** Filters and page of an audit log query (every filter optional; newest first). */
export const auditQuerySchema = z.object({
  actorType: z.preprocess((value) => (value === '' ? undefined : value), actorTypeSchema.optional()),
  actorId: optionalText(100),
  action: optionalText(100).describe('An action, or a prefix ending in "." (order.)'),
  entityType: optionalText(60),
  entityId: optionalText(200),
  from: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.date().optional()),
  to: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.date().optional()),
  pageSize: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(200).default(50),
  ),
  currentPage: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(100_000).default(1),
  ),
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
