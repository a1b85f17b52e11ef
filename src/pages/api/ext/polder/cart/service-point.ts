import { getDb } from '../../../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../../../lib/server/http/contract-route.ts';
import { openCart } from '../../../../../lib/server/cart/access.ts';
import { setServicePoint } from '../../../../../lib/server/cart/checkout.ts';
import { servicePointById } from '../../../../../lib/server/checkout/service-points.ts';
import { IDENTIFIER } from '../../../../../lib/cart/schema.ts';
import { cartServicePointContract } from '../../../../../lib/checkout/contract.ts';

/** POST /api/ext/polder/cart/service-point `{ cart_id, service_point_id }` → the chosen service point id. */
export const ALL = contractEndpoint(
  bind(cartServicePointContract, async ({ body, ctx }) => {
    const db = await getDb();
    const access = await openCart(db, body.cart_id, ctx.token);
    const id = body.service_point_id && IDENTIFIER.test(body.service_point_id) ? body.service_point_id : '';
    return setServicePoint(db, access, id, id ? await servicePointById(db, id) : undefined);
  }),
);
