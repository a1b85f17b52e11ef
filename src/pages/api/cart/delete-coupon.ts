import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { deleteCoupon } from '../../../lib/server/cart/checkout.ts';
import { cartDeleteCouponContract } from '../../../lib/cart/contract.ts';

/** POST /api/cart/delete-coupon?token&cartId: removes the coupon. */
export const ALL = contractEndpoint(
  bind(cartDeleteCouponContract, async ({ query, ctx }) => {
    const db = await getDb();
    return deleteCoupon(db, await openCart(db, query.cartId, ctx.token));
  }),
);
