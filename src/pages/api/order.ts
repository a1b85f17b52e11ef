import { getDb } from '../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../lib/server/http/contract-route.ts';
import { placeOrder } from '../../lib/server/orders/service.ts';
import { orderCreateContract } from '../../lib/checkout/contract.ts';

/** POST /api/order?token: places an order (idempotent by order_id). */
export const ALL = contractEndpoint(
  bind(orderCreateContract, async ({ body, ctx }) => placeOrder(await getDb(), ctx.store, ctx.token, body)),
);
