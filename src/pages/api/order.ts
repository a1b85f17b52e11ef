import { endpoint } from '../../lib/server/http/api.ts';
import { getDb } from '../../lib/server/db/client.ts';
import { placeOrder } from '../../lib/server/orders/service.ts';

/** POST /api/order?token: places an order (idempotent by order_id). */
export const ALL = endpoint({
  POST: async (ctx) => placeOrder(await getDb(), ctx.store, ctx.token, await ctx.body()),
});
