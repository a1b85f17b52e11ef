import { endpoint, parseWith } from '../../../lib/server/http/api.ts';
import { getDb } from '../../../lib/server/db/client.ts';
import { openCart, saveShippingInformation } from '../../../lib/server/cart/service.ts';
import { shippingInformationSchema } from '../../../lib/cart/schema.ts';

/** POST /api/cart/shipping-information?token&cartId `{ addressInformation }`: `{ totals, payment_methods }`. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const db = await getDb();
    const access = await openCart(db, ctx.url.searchParams.get('cartId'), ctx.token);
    const { addressInformation } = parseWith(shippingInformationSchema, await ctx.body());
    return saveShippingInformation(db, access, addressInformation);
  },
});
