import { integrationShipmentContract } from '../../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../../lib/server/integration/route.ts';
import { addShipment } from '../../../../../lib/server/orders/shipments.ts';

/** POST /api/integration/orders/{orderNumber}/shipments: a parcel sent (scope orders:write). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationShipmentContract, ({ db, after, actor, params, body }) =>
    addShipment(db, params.orderNumber, body, actor, { after }),
  ),
);
