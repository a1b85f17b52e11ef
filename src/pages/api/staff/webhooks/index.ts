import { staffCreateWebhook, staffWebhooks } from '../../../../lib/server/staff/integrations.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffWebhookCreateContract, staffWebhooksContract } from '../../../../lib/staff/integrations-contract.ts';

/** `GET /api/staff/webhooks`: the endpoints; `POST`: a new one, its secret shown once. */
export const ALL = staffEndpoint(
  staffBind(staffWebhooksContract, () => staffWebhooks()),
  staffBind(staffWebhookCreateContract, ({ body, staff, ctx }) => staffCreateWebhook(body, { staff, ctx })),
);
