/** `POST /api/ext/polder/reports/catalog-product-view/{productId}`: records a product page view. */
import { endpoint } from '../../../../../../lib/server/http/api.ts';
import { recordProductView } from '../../../../../../lib/server/reports/service.ts';

export const ALL = endpoint({
  POST: (ctx) => recordProductView(ctx.params['productId'], ctx.store.storeCode),
});
