import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { pullCart } from '../../../lib/server/cart/lines.ts';
import { cartPullContract } from '../../../lib/cart/contract.ts';

/** GET /api/cart/pull?token&cartId: the cart's lines. */
export const ALL = contractEndpoint(
  bind(cartPullContract, async ({ query, ctx }) => {
    const db = await getDb();
    return pullCart(db, await openCart(db, query.cartId, ctx.token));
  }),
);
