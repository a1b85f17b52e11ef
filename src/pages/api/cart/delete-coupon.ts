import { endpoint } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { deleteCoupon, openCart } from '../../../lib/server/cart/service.ts';

/** POST /api/cart/delete-coupon?token&cartId: removes the coupon. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const db = await getDb();
    return deleteCoupon(db, await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token));
  },
});
