import { catalogError, endpoint } from '../../../../../lib/server/http/api.ts';
import { getDb } from '../../../../../lib/server/db/client.ts';
import { cartTotals, openCart } from '../../../../../lib/server/cart/service.ts';
import { removeGiftCards } from '../../../../../lib/server/gift-cards/service.ts';

/** POST /api/ext/polder/gift-card/remove `{ cart_id, code? }` → the cart's totals without the gift card(s). */
export const ALL = endpoint({
  POST: async (ctx) => {
    const body = await ctx.body() as Record<string, unknown> | null;
    const input = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    if (typeof input.cart_id !== 'string' || !input.cart_id) throw catalogError(400, 'noCartId');
    const db = await getDb();
    const access = await openCart(db, input.cart_id, ctx.token);
    await removeGiftCards(db, access.cart.id, typeof input.code === 'string' && input.code ? input.code : undefined);
    return (await cartTotals(db, await openCart(db, access.cart.id, ctx.token))).totals;
  },
});
