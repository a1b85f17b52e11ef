/** `POST /api/ext/polder/stock-alert`: a mail to `email` when `sku` is back in stock. */
import { endpoint } from '../../../../lib/server/http/api.ts';
import { subscribeStockAlert } from '../../../../lib/server/stock-alerts/service.ts';

export const ALL = endpoint({
  POST: async (ctx) => subscribeStockAlert(await ctx.body(), ctx.store.storeCode, ctx.clientAddress),
});
