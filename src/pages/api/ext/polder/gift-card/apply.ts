import { catalogError, endpoint } from '../../../../../lib/server/http/api.ts';
import { getDb } from '../../../../../lib/server/db/client.ts';
import { cartTotals, openCart } from '../../../../../lib/server/cart/service.ts';
import { applyGiftCard } from '../../../../../lib/server/gift-cards/service.ts';

/** POST /api/ext/polder/gift-card/apply `{ cart_id, code, amount }` → the cart's totals. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const body = await ctx.body() as Record<string, unknown> | null;
    const input = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    if (typeof input.cart_id !== 'string' || !input.cart_id) throw catalogError(400, 'noCartId');
    if (typeof input.code !== 'string' || !input.code.trim()) throw catalogError(400, 'noCode');
    const amount = typeof input.amount === 'string' && /^\d+(\.\d{1,2})?$/.test(input.amount) ? Number(input.amount) : input.amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1e9) throw catalogError(400, 'noAmount');
    const db = await getDb();
    const access = await openCart(db, input.cart_id, ctx.token);
    await applyGiftCard(db, access.cart.id, input.code, amount, access.store);
    return (await cartTotals(db, await openCart(db, access.cart.id, ctx.token))).totals;
  },
});
