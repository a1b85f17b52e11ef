import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { cartPaymentMethods } from '../../../lib/server/cart/checkout.ts';
import { cartPaymentMethodsContract } from '../../../lib/cart/contract.ts';

/** GET /api/cart/payment-methods?token&cartId: the payment methods of the cart. */
export const ALL = contractEndpoint(
  bind(cartPaymentMethodsContract, async ({ query, ctx }) => {
    const db = await getDb();
    return cartPaymentMethods(db, await openCart(db, query.cartId, ctx.token));
  }),
);
