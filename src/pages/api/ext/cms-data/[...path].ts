import { catalogError, endpoint, notRouted } from '../../../../lib/server/http/api.ts';
import { cmsBlock, cmsBlockByIdentifier, cmsPage, cmsPageByIdentifier } from '../../../../lib/server/catalog/service.ts';

const id = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : NaN);

/**
 * GET /api/ext/cms-data/cmsPage/{id}, /cmsBlock/{id}, /cmsPageIdentifier/{identifier}/{storeId},
 * /cmsBlockIdentifier/{identifier}/{storeId} → `{ id, identifier, title, content }`; unknown → 404.
 */
export const ALL = endpoint({
  GET: async (ctx) => {
    const [kind, first, second, ...rest] = (ctx.params.path ?? '').split('/');
    if (rest.length > 0 || !['cmsPage', 'cmsBlock', 'cmsPageIdentifier', 'cmsBlockIdentifier'].includes(kind ?? '')) return notRouted();
    let found = null;
    if (kind === 'cmsPage' && second === undefined) found = await cmsPage(id(first));
    else if (kind === 'cmsBlock' && second === undefined) found = await cmsBlock(id(first));
    else if (kind === 'cmsPageIdentifier' && first) found = await cmsPageByIdentifier(first, second === undefined ? ctx.store.storeId : id(second));
    else if (kind === 'cmsBlockIdentifier' && first) found = await cmsBlockByIdentifier(first, second === undefined ? ctx.store.storeId : id(second));
    if (!found) throw catalogError(404, 'notFound');
    return found;
  },
});
