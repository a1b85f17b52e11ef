import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { cartShippingMethods } from '../../../lib/server/cart/checkout.ts';
import { cartShippingMethodsContract } from '../../../lib/cart/contract.ts';

/** POST /api/cart/shipping-methods?token&cartId `{ address }`: the available shipping methods for the address. */
export const ALL = contractEndpoint(
  bind(cartShippingMethodsContract, async ({ query, body, ctx }) => {
    const db = await getDb();
    return cartShippingMethods(db, await openCart(db, query.cartId, ctx.token), body.address);
  }),
);
