import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { deleteCartItem } from '../../../lib/server/cart/lines.ts';
import { cartDeleteContract } from '../../../lib/cart/contract.ts';

/** POST /api/cart/delete?token&cartId `{ cartItem: { item_id } }`: removes the line. */
export const ALL = contractEndpoint(
  bind(cartDeleteContract, async ({ query, body, ctx }) => {
    const db = await getDb();
    return deleteCartItem(db, await openCart(db, query.cartId, ctx.token), body.cartItem.item_id);
  }),
);
