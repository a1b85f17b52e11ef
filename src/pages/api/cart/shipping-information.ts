import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../lib/server/cart/access.ts';
import { saveShippingInformation } from '../../../lib/server/cart/checkout.ts';
import { cartShippingInformationContract } from '../../../lib/cart/contract.ts';

/** POST /api/cart/shipping-information?token&cartId `{ addressInformation }`: `{ totals, payment_methods }`. */
export const ALL = contractEndpoint(
  bind(cartShippingInformationContract, async ({ query, body, ctx }) => {
    const db = await getDb();
    return saveShippingInformation(db, await openCart(db, query.cartId, ctx.token), body.addressInformation);
  }),
);
