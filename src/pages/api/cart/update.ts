import { endpoint, parseWith } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { openCart, updateCartItem } from '../../../lib/server/cart/service.ts';
import { cartUpdateSchema } from '../../../lib/cart/schema.ts';

/** POST /api/cart/update?token&cartId `{ cartItem }`: adds a line or changes its qty; answers the stored line. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const db = await getDb();
    const access = await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token);
    const { cartItem } = parseWith(cartUpdateSchema, await ctx.body());
    return updateCartItem(db, access, cartItem);
  },
});
