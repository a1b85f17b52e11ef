import { integrationDeliveriesContract } from '../../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../../lib/server/integration/route.ts';
import { webhookDeliveriesOf } from '../../../../../lib/server/webhooks/endpoints.ts';

/** GET /api/integration/webhooks/{id}/deliveries: an endpoint's deliveries and attempts (scope webhooks:manage). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationDeliveriesContract, ({ db, params, query }) => webhookDeliveriesOf(db, params.id, query)),
);
