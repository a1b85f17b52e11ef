import { staffDeleteWebhook } from '../../../../../lib/server/staff/integrations.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffWebhookDeleteContract } from '../../../../../lib/staff/integrations-contract.ts';

/** `DELETE /api/staff/webhooks/{id}`: remove an endpoint. */
export const ALL = staffEndpoint(
  staffBind(staffWebhookDeleteContract, ({ params, staff, ctx }) => staffDeleteWebhook(params.id, { staff, ctx })),
);
