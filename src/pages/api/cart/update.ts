import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { updateCartItem } from '../../../lib/server/cart/lines.ts';
import { cartUpdateContract } from '../../../lib/cart/contract.ts';

/** POST /api/cart/update?token&cartId `{ cartItem }`: adds a line or changes its qty; answers the stored line. */
export const ALL = contractEndpoint(
  bind(cartUpdateContract, async ({ query, body, ctx }) => {
    const db = await getDb();
    // The product's row is read with the cart (one statement), the line written with a second.
    return updateCartItem(
      db,
      await openCart(db, query.cartId, ctx.token, { skus: [body.cartItem.sku] }),
      body.cartItem,
    );
  }),
);
