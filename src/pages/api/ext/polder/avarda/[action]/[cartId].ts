import { z } from 'astro/zod';
import { endpoint, notRouted, parseWith } from '../../../../../../lib/server/http/api.ts';
import { getDb } from '../../../../../../lib/server/db/client.ts';
import { completePurchase, purchaseToken } from '../../../../../../lib/server/payment/service.ts';

const completeSchema = z.object({ order_id: z.string().min(1).max(128).optional() }).loose();

/**
 * GET /api/ext/polder/avarda/{init|load|get}/{cartId} → `{ token }` (the purchase session of the cart);
 * POST /api/ext/polder/avarda/complete/{cartId} → `{ order: { order_number, customer_email } }`.
 */
export const ALL = endpoint({
  GET: async (ctx) => {
    if (!['init', 'load', 'get'].includes(ctx.params.action ?? '')) return notRouted();
    return purchaseToken(await getDb(), ctx.params.cartId, ctx.token);
  },
  POST: async (ctx) => {
    if (ctx.params.action !== 'complete') return notRouted();
    const body = parseWith(completeSchema, await ctx.body());
    return completePurchase(await getDb(), ctx.params.cartId, ctx.token, body.order_id);
  },
});
