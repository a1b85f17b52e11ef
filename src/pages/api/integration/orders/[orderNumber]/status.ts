import { integrationStatusContract } from '../../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../../lib/server/integration/route.ts';
import { setOrderStatus } from '../../../../../lib/server/orders/lifecycle.ts';

/** POST /api/integration/orders/{orderNumber}/status: processing, delivered or cancelled (scope orders:write). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationStatusContract, ({ db, after, actor, params, body }) =>
    setOrderStatus(db, params.orderNumber, body, actor, { after }),
  ),
);
