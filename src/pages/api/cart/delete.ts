import { endpoint, parseWith } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { deleteCartItem, openCart } from '../../../lib/server/cart/service.ts';
import { cartDeleteSchema } from '../../../lib/cart/schema.ts';

/** POST /api/cart/delete?token&cartId `{ cartItem: { item_id } }`: removes the line. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const db = await getDb();
    const access = await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token);
    const { cartItem } = parseWith(cartDeleteSchema, await ctx.body());
    return deleteCartItem(db, access, cartItem.item_id);
  },
});
