import { endpoint, parseWith } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { collectTotals, openCart } from '../../../lib/server/cart/service.ts';
import { collectTotalsSchema } from '../../../lib/cart/schema.ts';

/** POST /api/cart/collect-totals?token&cartId `{ methods }`: chooses the methods and answers the totals. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const db = await getDb();
    const access = await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token);
    const { methods } = parseWith(collectTotalsSchema, await ctx.body());
    return collectTotals(db, access, methods);
  },
});
