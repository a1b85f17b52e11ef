import { integrationRefundContract } from '../../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../../lib/server/integration/route.ts';
import { refundOrder } from '../../../../../lib/server/orders/refunds.ts';

/** POST /api/integration/orders/{orderNumber}/refunds (scope orders:write). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationRefundContract, ({ db, after, actor, params, body }) =>
    refundOrder(db, params.orderNumber, body, actor, { after }),
  ),
);
