import { integrationWebhookCreateContract, integrationWebhooksContract } from '../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../lib/server/integration/route.ts';
import { createWebhookEndpoint, listWebhookEndpoints } from '../../../../lib/server/webhooks/endpoints.ts';

/** GET /api/integration/webhooks: the endpoints; POST: a new one (scope webhooks:manage). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationWebhooksContract, ({ db }) => listWebhookEndpoints(db)),
  bindIntegration(integrationWebhookCreateContract, ({ db, actor, body }) => createWebhookEndpoint(db, body, actor)),
);
