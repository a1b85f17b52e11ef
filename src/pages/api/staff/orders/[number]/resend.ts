import { staffActor } from '../../../../../lib/server/staff/actor.ts';
import { resendOrderMail } from '../../../../../lib/server/staff/orders.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffOrderResendContract } from '../../../../../lib/staff/orders-contract.ts';

/** `POST /api/staff/orders/{number}/resend`: a mail of the order's history sent again. */
export const ALL = staffEndpoint(
  staffBind(staffOrderResendContract, ({ params, body, staff, ctx }) =>
    resendOrderMail(params.number, body.mail_id, staff, staffActor(staff, ctx)),
  ),
);
