import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { cartTotals } from '../../../lib/server/cart/checkout.ts';
import { cartTotalsContract } from '../../../lib/cart/contract.ts';

/** GET /api/cart/totals?token&cartId: the cart's totals. */
export const ALL = contractEndpoint(
  bind(cartTotalsContract, async ({ query, ctx }) => {
    const db = await getDb();
    return (await cartTotals(db, await openCart(db, query.cartId, ctx.token))).totals;
  }),
);
