import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { collectTotals } from '../../../lib/server/cart/checkout.ts';
import { cartCollectTotalsContract } from '../../../lib/cart/contract.ts';

/** POST /api/cart/collect-totals?token&cartId `{ methods }`: chooses the methods and answers the totals. */
export const ALL = contractEndpoint(
  bind(cartCollectTotalsContract, async ({ query, body, ctx }) => {
    const db = await getDb();
    return collectTotals(db, await openCart(db, query.cartId, ctx.token), body.methods);
  }),
);
