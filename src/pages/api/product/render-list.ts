import { catalogError, endpoint } from '../../../lib/server/http/api.ts';
import { renderListItems } from '../../../lib/server/catalog/render-list.ts';
import { customerGroupFor } from '../../../lib/server/catalog/customer-group.ts';
import { storeViewById, type StoreView } from '../../../lib/store-view/config.ts';

/**
 * GET /api/product/render-list?skus=a,b&currencyCode&storeId&userGroupId?&token? → `{ items: [{ id, sku, sgn,
 * price_info }] }` with the store's prices for the customer group (tax included; `tax_adjustments` hold the same
 * prices excluding tax).
 */
export const ALL = endpoint({
  GET: async (ctx) => {
    const params = ctx.url.searchParams;
    const skus = (params.get('skus') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    let store: StoreView = ctx.store;
    const storeId = params.get('storeId');
    if (storeId && !params.get('storeCode')) {
      const byId = /^\d{1,6}$/.test(storeId) ? storeViewById(Number(storeId)) : undefined;
      if (!byId) throw catalogError(400, 'unknownStore');
      store = byId;
    }
    const groupId = await customerGroupFor(ctx.token, params.get('userGroupId'));
    return { items: await renderListItems(store, skus, groupId, params.get('currencyCode')) };
  },
});
