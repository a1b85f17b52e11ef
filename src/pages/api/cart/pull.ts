import { endpoint } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { openCart, pullCart } from '../../../lib/server/cart/service.ts';

/** GET /api/cart/pull?token&cartId: the cart's lines. */
export const ALL = endpoint({
  GET: async (ctx) => {
    const db = await getDb();
    return pullCart(db, await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token));
  },
});
