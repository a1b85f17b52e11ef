import { integrationOrdersContract } from '../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../lib/server/integration/route.ts';
import { ordersChangedSince } from '../../../../lib/server/orders/changes.ts';

/** GET /api/integration/orders?cursor&limit: orders changed since a cursor (scope orders:read). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationOrdersContract, ({ db, query }) => ordersChangedSince(db, query.cursor, query.limit)),
);
