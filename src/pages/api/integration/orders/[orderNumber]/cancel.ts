import { integrationCancelContract } from '../../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../../lib/server/integration/route.ts';
import { cancelOrder } from '../../../../../lib/server/orders/lifecycle.ts';

/** POST /api/integration/orders/{orderNumber}/cancel (scope orders:write). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationCancelContract, ({ db, after, actor, params, body }) =>
    cancelOrder(db, params.orderNumber, body, actor, { after }),
  ),
);
