import { catalogError, endpoint } from '../../../../../lib/server/http/api.ts';
import { getDb } from '../../../../../lib/server/db/client.ts';
import { openCart, setServicePoint } from '../../../../../lib/server/cart/service.ts';
import { servicePointById } from '../../../../../lib/server/checkout/service-points.ts';
import { IDENTIFIER } from '../../../../../lib/cart/schema.ts';

/** POST /api/ext/polder/cart/service-point `{ cart_id, service_point_id }` → the chosen service point id. */
export const ALL = endpoint({
  POST: async (ctx) => {
    const body = await ctx.body() as Record<string, unknown> | null;
    const input = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    if (typeof input.cart_id !== 'string' || !input.cart_id) throw catalogError(400, 'noCartId');
    const db = await getDb();
    const access = await openCart(db, input.cart_id, ctx.token);
    const id = typeof input.service_point_id === 'string' && IDENTIFIER.test(input.service_point_id) ? input.service_point_id : '';
    const point = id ? await servicePointById(db, id) : undefined;
    return setServicePoint(db, access, id, point);
  },
});
