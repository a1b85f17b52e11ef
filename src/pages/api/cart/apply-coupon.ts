import { endpoint } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { applyCoupon, openCart } from '../../../lib/server/cart/service.ts';

/** POST /api/cart/apply-coupon?token&cartId&coupon: `true`, or 400 when the code cannot be used. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const db = await getDb();
    const access = await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token);
    return applyCoupon(db, access, ctx.url.searchParams.get('coupon'));
  },
});
