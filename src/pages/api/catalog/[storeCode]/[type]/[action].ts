import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { ApiError, catalogError, endpoint, notRouted, parseWith } from '../../../../../lib/server/http/api.ts';
import { getAttributes, listCategories, listTaxRules, searchProducts } from '../../../../../lib/server/catalog/service.ts';
import { customerGroupFor } from '../../../../../lib/server/catalog/customer-group.ts';
import { applySource, pagingOf } from '../../../../../lib/server/catalog/search.ts';
import { isStoreCode, storeViews } from '../../../../../lib/store-view/config.ts';

const scalar = z.union([z.string().max(200), z.number()]);
const attributeSearchSchema = z.object({
  query: z.object({
    filters: z.object({
      attribute_code: z.union([scalar, z.array(scalar).max(300)]).optional(),
      attribute_id: z.union([scalar, z.array(scalar).max(300)]).optional(),
    }).strict().optional().nullable(),
  }).optional().nullable(),
  from: z.union([z.number(), z.string()]).optional().nullable(),
  size: z.union([z.number(), z.string()]).optional().nullable(),
  sort: z.string().max(60).optional().nullable(),
  _sourceInclude: z.array(z.string().max(200)).max(300).optional().nullable(),
  _sourceExclude: z.array(z.string().max(200)).max(300).optional().nullable(),
}).loose();

const list = (value: unknown) => (value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(String));

/**
 * POST /api/catalog/{storeCode}/{product|category|attribute|taxrule}/_search (api-contract.md, Catalogue). The last
 * segment is a parameter because Astro never routes a page file whose name starts with `_`; any other action is the
 * catch-all's 404.
 */
const search = endpoint({
  POST: async (ctx) => {
    const code = ctx.params.storeCode;
    if (!isStoreCode(code)) throw catalogError(400, 'unknownStore');
    const store = storeViews[code];
    const body = await ctx.body();
    switch (ctx.params.type) {
      case 'product': {
        const groupId = await customerGroupFor(ctx.token, ctx.url.searchParams.get('groupId') ?? ctx.url.searchParams.get('userGroupId'));
        return searchProducts(store, body, { customerGroupId: groupId });
      }
      case 'category':
        return listCategories(store, body);
      case 'attribute': {
        const request = parseWith(attributeSearchSchema, body ?? {}, 'Invalid attribute search request');
        const filters = request.query?.filters ?? {};
        const ids = list(filters.attribute_id)?.map(Number);
        if (ids?.some((id) => !Number.isSafeInteger(id))) throw new ApiError(400, 'Invalid value for filter attribute_id');
        const all = await getAttributes(store, { ...(filters.attribute_code !== undefined ? { codes: list(filters.attribute_code)! } : {}), ...(ids ? { ids } : {}) });
        const paging = pagingOf({ from: Number(request.from ?? 0) || 0, size: Number(request.size ?? 150) || 150 });
        return {
          items: all.slice(paging.from, paging.from + paging.size).map((a) => applySource(a as unknown as Record<string, unknown>, request._sourceInclude, request._sourceExclude)),
          total: all.length, start: paging.from, perPage: paging.size, aggregations: {}, attributeMetadata: [], suggestions: [],
        };
      }
      case 'taxrule': {
        const rules = await listTaxRules();
        return { items: rules, total: rules.length, start: 0, perPage: rules.length, aggregations: {}, attributeMetadata: [], suggestions: [] };
      }
      default:
        throw catalogError(404, 'notFound');
    }
  },
});

/** Routes only the `_search` action; anything else answers like an unknown /api path. */
export const ALL: APIRoute = (context) => (context.params.action === '_search' ? search(context) : notRouted());
