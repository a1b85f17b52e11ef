import { endpoint } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { cartTotals, openCart } from '../../../lib/server/cart/service.ts';

/** GET /api/cart/totals?token&cartId: the cart's totals. */
export const ALL = endpoint({
  GET: async (ctx) => {
    const db = await getDb();
    return (await cartTotals(db, await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token))).totals;
  },
});
