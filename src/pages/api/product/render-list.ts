import { catalogError } from '../../../lib/server/http/api.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { renderListItems } from '../../../lib/server/catalog/render-list.ts';
import { customerGroupFor } from '../../../lib/server/catalog/customer-group.ts';
import { storeViewById, type StoreView } from '../../../lib/store-view/config.ts';
import { renderListContract } from '../../../lib/catalog/contract.ts';

/**
 * GET /api/product/render-list?skus=a,b&currencyCode&storeId&userGroupId?&token? → `{ items: [{ id, sku, sgn,
 * price_info }] }` with the store's prices for the customer group (tax included; `tax_adjustments` hold the same
 * prices excluding tax).
 */
export const ALL = contractEndpoint(
  bind(renderListContract, async ({ query, ctx }) => {
    const skus = query.skus
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    let store: StoreView = ctx.store;
    if (query.storeId && !ctx.url.searchParams.get('storeCode')) {
      const byId = /^\d{1,6}$/.test(query.storeId) ? storeViewById(Number(query.storeId)) : undefined;
      if (!byId) throw catalogError(400, 'unknownStore');
      store = byId;
    }
    const groupId = await customerGroupFor(ctx.token, query.userGroupId ?? null);
    return { items: await renderListItems(store, skus, groupId, query.currencyCode ?? null) };
  }),
);
