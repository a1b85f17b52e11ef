import { catalogError } from '../../../../../lib/server/http/api.ts';
import { bind, contractEndpoint } from '../../../../../lib/server/http/contract-route.ts';
import { findUrlRewrite } from '../../../../../lib/server/catalog/service.ts';
import { urlRewriteContract } from '../../../../../lib/catalog/contract.ts';

/** POST /api/ext/polder/url-rewrites/find `{ url }` → `{ request_path, target_path, redirect_type }`; none → 404. */
export const ALL = contractEndpoint(
  bind(urlRewriteContract, async ({ body, ctx }) => {
    const rewrite = await findUrlRewrite(ctx.store, body.url);
    if (!rewrite) throw catalogError(404, 'notFound');
    return rewrite;
  }),
);
