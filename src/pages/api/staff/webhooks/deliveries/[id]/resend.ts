import { staffResend } from '../../../../../../lib/server/staff/integrations.ts';
import { staffBind, staffEndpoint } from '../../../../../../lib/server/staff/route.ts';
import { staffResendContract } from '../../../../../../lib/staff/integrations-contract.ts';

/** `POST /api/staff/webhooks/deliveries/{id}/resend`: send a delivery again. */
export const ALL = staffEndpoint(
  staffBind(staffResendContract, ({ params, staff, ctx }) => staffResend(params.id, { staff, ctx })),
);
