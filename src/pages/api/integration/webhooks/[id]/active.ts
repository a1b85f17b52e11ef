import { integrationWebhookActiveContract } from '../../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../../lib/server/integration/route.ts';
import { setWebhookEndpointActive } from '../../../../../lib/server/webhooks/endpoints.ts';

/** POST /api/integration/webhooks/{id}/active: pauses or resumes an endpoint (scope webhooks:manage). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationWebhookActiveContract, ({ db, actor, params, body }) =>
    setWebhookEndpointActive(db, params.id, body.active, actor),
  ),
);
