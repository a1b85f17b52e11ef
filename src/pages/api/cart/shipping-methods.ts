import { endpoint, parseWith } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { cartShippingMethods, openCart } from '../../../lib/server/cart/service.ts';
import { shippingMethodsSchema } from '../../../lib/cart/schema.ts';

/** POST /api/cart/shipping-methods?token&cartId `{ address }`: the available shipping methods for the address. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const db = await getDb();
    const access = await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token);
    const { address } = parseWith(shippingMethodsSchema, await ctx.body());
    return cartShippingMethods(db, access, address);
  },
});
