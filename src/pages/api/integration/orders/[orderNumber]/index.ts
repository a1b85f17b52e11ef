import { integrationOrderContract } from '../../../../../lib/integration/contract.ts';
import { catalogError } from '../../../../../lib/server/http/api.ts';
import { bindIntegration, integrationEndpoint } from '../../../../../lib/server/integration/route.ts';
import { orderDetail } from '../../../../../lib/server/orders/details.ts';

/** GET /api/integration/orders/{orderNumber}: one order with its shipments, refunds and history (scope orders:read). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationOrderContract, async ({ db, params }) => {
    const order = await orderDetail(db, params.orderNumber);
    if (!order) throw catalogError(404, 'orderNotFound');
    return order;
  }),
);
