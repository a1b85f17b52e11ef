import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { applyCoupon } from '../../../lib/server/cart/checkout.ts';
import { cartApplyCouponContract } from '../../../lib/cart/contract.ts';

/** POST /api/cart/apply-coupon?token&cartId&coupon: `true`, or 400 when the code cannot be used. */
export const ALL = contractEndpoint(
  bind(cartApplyCouponContract, async ({ query, ctx }) => {
    const db = await getDb();
    return applyCoupon(db, await openCart(db, query.cartId, ctx.token), query.coupon);
  }),
);
