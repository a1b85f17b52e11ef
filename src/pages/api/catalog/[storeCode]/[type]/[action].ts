import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { ApiError, endpoint, notRouted, parseWith, type ApiHandler } from '../../../../../lib/server/http/api.ts';
import { contractHandler } from '../../../../../lib/server/http/contract-route.ts';
import {
  getAttributes,
  listCategories,
  listTaxRules,
  searchProducts,
} from '../../../../../lib/server/catalog/service.ts';
import { customerGroupFor } from '../../../../../lib/server/catalog/customer-group.ts';
import { applySource, pagingOf } from '../../../../../lib/server/catalog/search.ts';
import {
  attributeSearchContract,
  categorySearchContract,
  productSearchContract,
  taxruleSearchContract,
  type SearchType,
} from '../../../../../lib/catalog/contract.ts';
import { storeViews } from '../../../../../lib/store-view/config.ts';

const scalar = z.union([z.string().max(200), z.number()]);
const attributeFiltersSchema = z
  .object({
    attribute_code: z.union([scalar, z.array(scalar).max(300)]).optional(),
    attribute_id: z.union([scalar, z.array(scalar).max(300)]).optional(),
  })
  .strict();

const list = (value: unknown) =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(String);
const empty = { aggregations: {}, attributeMetadata: [], suggestions: [] };

/** The handler of each search type, built from its contract (store in the path, body parsed by the contract). */
const handlers: Record<SearchType, ApiHandler> = {
  product: contractHandler(productSearchContract, async ({ params, query, body, ctx }) => {
    const groupId = await customerGroupFor(ctx.token, query.groupId ?? query.userGroupId);
    return searchProducts(storeViews[params.storeCode], body, { customerGroupId: groupId });
  }),
  category: contractHandler(categorySearchContract, async ({ params, body }) =>
    listCategories(storeViews[params.storeCode], body),
  ),
  attribute: contractHandler(attributeSearchContract, async ({ params, body }) => {
    const filters = parseWith(attributeFiltersSchema, body.query?.filters ?? {});
    const ids = list(filters.attribute_id)?.map(Number);
    if (ids?.some((id) => !Number.isSafeInteger(id))) throw new ApiError(400, 'Invalid value for filter attribute_id');
    const all = await getAttributes(storeViews[params.storeCode], {
      ...(filters.attribute_code !== undefined ? { codes: list(filters.attribute_code)! } : {}),
      ...(ids ? { ids } : {}),
    });
    const paging = pagingOf({ from: Number(body.from ?? 0) || 0, size: Number(body.size ?? 150) || 150 });
    return {
      items: all
        .slice(paging.from, paging.from + paging.size)
        .map((a) => applySource(a, body._sourceInclude, body._sourceExclude)),
      total: all.length,
      start: paging.from,
      perPage: paging.size,
      ...empty,
    };
  }),
  taxrule: contractHandler(taxruleSearchContract, async () => {
    const rules = await listTaxRules();
    return { items: rules, total: rules.length, start: 0, perPage: rules.length, ...empty };
  }),
};

/**
 * POST /api/catalog/{storeCode}/{product|category|attribute|taxrule}/_search. The last
 * segment is a parameter because Astro never routes a page file whose name starts with `_`; any other action or
 * type is the catch-all's 404.
 */
export const ALL: APIRoute = (context) => {
  const handler = context.params.action === '_search' ? handlers[context.params.type as SearchType] : undefined;
  return handler && Object.hasOwn(handlers, context.params.type!) ? endpoint({ POST: handler })(context) : notRouted();
};
