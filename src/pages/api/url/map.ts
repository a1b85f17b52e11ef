import { z } from 'astro/zod';
import { catalogError, endpoint, parseWith } from '../../../lib/server/http/api.ts';
import { mapUrl } from '../../../lib/server/catalog/service.ts';
import { customerGroupFor } from '../../../lib/server/catalog/customer-group.ts';
import { applySource } from '../../../lib/server/catalog/search.ts';

const bodySchema = z.object({
  url: z.string().min(1, 'Field is required').max(2000),
  includeFields: z.array(z.string().max(200)).max(300).optional().nullable(),
  excludeFields: z.array(z.string().max(200)).max(300).optional().nullable(),
  options: z.record(z.string(), z.unknown()).optional().nullable(),
  filters: z.object({ sku: z.string().max(200).optional().nullable() }).loose().optional().nullable(),
  groupId: z.union([z.number().int().min(0).max(999_999), z.string().regex(/^\d{1,6}$/)]).optional().nullable(),
  groupToken: z.string().max(2000).optional().nullable(),
}).loose();

/** POST /api/url/map → `{ _type, _source }` for a product, category or CMS page, or `{ type, id?, target_url, redirectCode }`; nothing → 404. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const body = parseWith(bodySchema, await ctx.body());
    const groupId = await customerGroupFor(ctx.token ?? body.groupToken ?? undefined, body.groupId);
    const mapped = await mapUrl(ctx.store, body.url, { customerGroupId: groupId, sku: body.filters?.sku ?? null });
    if (!mapped) throw catalogError(404, 'notFound');
    if ('_source' in mapped) {
      return { _type: mapped._type, _source: applySource(mapped._source as unknown as Record<string, unknown>, body.includeFields, body.excludeFields) };
    }
    return mapped;
  },
});
