import { endpoint } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { cartPaymentMethods, openCart } from '../../../lib/server/cart/service.ts';

/** GET /api/cart/payment-methods?token&cartId: the payment methods of the cart. */
export const ALL = endpoint({
  GET: async (ctx) => {
    const db = await getDb();
    return cartPaymentMethods(db, await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token));
  },
});
