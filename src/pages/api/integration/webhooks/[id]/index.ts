import { integrationWebhookDeleteContract } from '../../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../../lib/server/integration/route.ts';
import { deleteWebhookEndpoint } from '../../../../../lib/server/webhooks/endpoints.ts';

/** DELETE /api/integration/webhooks/{id}: removes an endpoint (scope webhooks:manage). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationWebhookDeleteContract, ({ db, actor, params }) =>
    deleteWebhookEndpoint(db, params.id, actor),
  ),
);
