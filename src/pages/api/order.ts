import { getDb } from '../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../lib/server/http/contract-route.ts';
import { retriedOnConnectionLoss } from '../../lib/server/http/retry.ts';
import { placeOrder } from '../../lib/server/orders/service.ts';
import { orderCreateContract } from '../../lib/checkout/contract.ts';

/** POST /api/order?token: places an order (idempotent by order_id, so tried again after a lost connection). */
export const ALL = contractEndpoint(
  bind(
    orderCreateContract,
    retriedOnConnectionLoss(async ({ body, ctx }) => placeOrder(await getDb(), ctx.store, ctx.token, body)),
  ),
);
