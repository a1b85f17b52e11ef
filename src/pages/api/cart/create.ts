import { endpoint } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { createCart } from '../../../lib/server/cart/service.ts';

/** POST /api/cart/create?token: a guest cart id, or the customer's active cart id. */
export const ALL = endpoint({
  POST: async (ctx) => createCart(await getDb(), ctx.store, ctx.token),
});
