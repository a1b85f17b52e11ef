import { z } from 'astro/zod';
import { catalogError, endpoint, parseWith } from '../../../../../lib/server/http/api.ts';
import { findUrlRewrite } from '../../../../../lib/server/catalog/service.ts';

const bodySchema = z.object({ url: z.string().min(1, 'Field is required').max(2000) }).loose();

/** POST /api/ext/polder/url-rewrites/find `{ url }` → `{ request_path, target_path, redirect_type }`; none → 404. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const { url } = parseWith(bodySchema, await ctx.body());
    const rewrite = await findUrlRewrite(ctx.store, url);
    if (!rewrite) throw catalogError(404, 'notFound');
    return rewrite;
  },
});
