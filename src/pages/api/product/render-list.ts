import { catalogError, endpoint, ApiError } from '../../../lib/server/http/api.ts';
import { getProductsBySku } from '../../../lib/server/catalog/service.ts';
import { customerGroupFor } from '../../../lib/server/catalog/customer-group.ts';
import { splitTax } from '../../../lib/server/catalog/pricing.ts';
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
    if (skus.length === 0) throw new ApiError(400, 'No skus provided', { errors: [{ path: 'skus', message: 'Field is required' }] });
    if (skus.length > 999 || skus.some((s) => s.length > 200)) throw new ApiError(400, 'Too many or too long skus', { errors: [{ path: 'skus', message: 'At most 999 skus' }] });
    let store: StoreView = ctx.store;
    const storeId = params.get('storeId');
    if (storeId && !params.get('storeCode')) {
      const byId = /^\d{1,6}$/.test(storeId) ? storeViewById(Number(storeId)) : undefined;
      if (!byId) throw catalogError(400, 'unknownStore');
      store = byId;
    }
    const currency = params.get('currencyCode');
    if (currency && currency.toUpperCase() !== store.currencyCode) {
      throw new ApiError(400, `Currency ${currency.slice(0, 10)} is not the currency of store ${store.storeCode}`, { errors: [{ path: 'currencyCode', message: 'Wrong currency' }] });
    }
    const groupId = await customerGroupFor(ctx.token, params.get('userGroupId'));
    const products = await getProductsBySku(store, skus, { customerGroupId: groupId });
    return {
      items: products.map((p) => {
        const childPrices = p.configurable_children.filter((c) => c.is_in_stock).map((c) => c.final_price);
        const prices = childPrices.length > 0 ? childPrices : [p.final_price];
        return {
          id: p.id,
          sku: p.sku,
          sgn: `${p.id}-${store.storeCode}-${groupId}`,
          price_info: {
            final_price: p.final_price,
            regular_price: p.price,
            ...(p.special_price !== null ? { special_price: p.special_price } : {}),
            minimal_price: Math.min(...prices),
            max_price: Math.max(...prices),
            tax_adjustments: {
              final_price: p.final_price_excl_tax,
              regular_price: p.price_excl_tax,
              minimal_price: splitTax(Math.min(...prices), p.tax_percent).exclTax,
              max_price: splitTax(Math.max(...prices), p.tax_percent).exclTax,
            },
            tier_prices: p.tier_prices,
            currency_code: store.currencyCode,
          },
        };
      }),
    };
  },
});
