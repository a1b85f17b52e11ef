import type { APIRoute } from 'astro';
import { catalogError, endpoint, notRouted, type ApiHandler } from '../../../../lib/server/http/api.ts';
import { contractHandler } from '../../../../lib/server/http/contract-route.ts';
import {
  cmsBlock,
  cmsBlockByIdentifier,
  cmsPage,
  cmsPageByIdentifier,
} from '../../../../lib/server/catalog/service.ts';
import {
  cmsBlockByIdentifierContract,
  cmsBlockContract,
  cmsPageByIdentifierContract,
  cmsPageContract,
} from '../../../../lib/catalog/contract.ts';

const id = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : NaN);
const found = <T>(value: T | null | undefined): T => {
  if (!value) throw catalogError(404, 'notFound');
  return value;
};

/** The handler of each kind, built from its contract (the parameters come from the rest of the path). */
const kinds: Record<string, { names: string[]; handler: ApiHandler }> = {
  cmsPage: {
    names: ['id'],
    handler: contractHandler(cmsPageContract, async ({ params }) => found(await cmsPage(id(params.id)))),
  },
  cmsBlock: {
    names: ['id'],
    handler: contractHandler(cmsBlockContract, async ({ params }) => found(await cmsBlock(id(params.id)))),
  },
  cmsPageIdentifier: {
    names: ['identifier', 'storeId'],
    handler: contractHandler(cmsPageByIdentifierContract, async ({ params, ctx }) =>
      found(
        await cmsPageByIdentifier(params.identifier ?? '', params.storeId ? id(params.storeId) : ctx.store.storeId),
      ),
    ),
  },
  cmsBlockIdentifier: {
    names: ['identifier', 'storeId'],
    handler: contractHandler(cmsBlockByIdentifierContract, async ({ params, ctx }) =>
      found(
        await cmsBlockByIdentifier(params.identifier ?? '', params.storeId ? id(params.storeId) : ctx.store.storeId),
      ),
    ),
  },
};

/**
 * GET /api/ext/cms-data/cmsPage/{id}, /cmsBlock/{id}, /cmsPageIdentifier/{identifier}/{storeId},
 * /cmsBlockIdentifier/{identifier}/{storeId} → `{ id, identifier, title, content }`; unknown → 404.
 */
export const ALL: APIRoute = (context) => {
  const [kind = '', ...values] = (context.params.path ?? '').split('/');
  const route = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
  if (
    !route ||
    values.length === 0 ||
    values.length > route.names.length ||
    (values.length < route.names.length && route.names[values.length] !== 'storeId')
  )
    return notRouted();
  const params = Object.fromEntries(values.map((value, i) => [route.names[i]!, value]));
  return endpoint({ GET: (ctx) => route.handler({ ...ctx, params }) })(context);
};
