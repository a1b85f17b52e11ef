import { staffSetWebhookActive } from '../../../../../lib/server/staff/integrations.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffWebhookActiveContract } from '../../../../../lib/staff/integrations-contract.ts';

/** `POST /api/staff/webhooks/{id}/active`: pause or resume an endpoint. */
export const ALL = staffEndpoint(
  staffBind(staffWebhookActiveContract, ({ params, body, staff, ctx }) =>
    staffSetWebhookActive(params.id, body.active, { staff, ctx }),
  ),
);
