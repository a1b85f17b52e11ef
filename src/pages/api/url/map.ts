import { catalogError } from '../../../lib/server/http/api.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { mapUrl } from '../../../lib/server/catalog/service.ts';
import { customerGroupFor } from '../../../lib/server/catalog/customer-group.ts';
import { applySource } from '../../../lib/server/catalog/search.ts';
import { urlMapContract } from '../../../lib/catalog/contract.ts';

/** POST /api/url/map → `{ _type, _source }` for a product, category or CMS page, or `{ type, id?, target_url, redirectCode }`; nothing → 404. */
export const ALL = contractEndpoint(
  bind(urlMapContract, async ({ body, ctx }) => {
    const groupId = await customerGroupFor(ctx.token ?? body.groupToken ?? undefined, body.groupId);
    const mapped = await mapUrl(ctx.store, body.url, { customerGroupId: groupId, sku: body.filters?.sku ?? null });
    if (!mapped) throw catalogError(404, 'notFound');
    if (!('_source' in mapped)) return mapped;
    const pick = <T extends object>(source: T) => applySource(source, body.includeFields, body.excludeFields);
    switch (mapped._type) {
      case 'product':
        return { _type: mapped._type, _source: pick(mapped._source) };
      case 'category':
        return { _type: mapped._type, _source: pick(mapped._source) };
      case 'cms_page':
        return { _type: mapped._type, _source: pick(mapped._source) };
    }
  }),
);
