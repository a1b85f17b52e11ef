import { integrationResendContract } from '../../../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../../../lib/server/integration/route.ts';
import { resendWebhookDelivery } from '../../../../../../lib/server/webhooks/endpoints.ts';

/** POST /api/integration/webhooks/deliveries/{id}/resend: sends a delivery again (scope webhooks:manage). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationResendContract, ({ db, actor, params }) => resendWebhookDelivery(db, params.id, actor)),
);
