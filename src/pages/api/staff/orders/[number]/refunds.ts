import { refundOrder } from '../../../../../lib/server/orders/refunds.ts';
import { asStaff } from '../../../../../lib/server/staff/lifecycle.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffOrderRefundContract } from '../../../../../lib/staff/orders-contract.ts';

/** `POST /api/staff/orders/{number}/refunds`: a refund, whole or per line. */
export const ALL = staffEndpoint(
  staffBind(staffOrderRefundContract, ({ params, body, staff, ctx }) =>
    asStaff(staff, ctx, (db, actor, options) => refundOrder(db, params.number, body, actor, options)),
  ),
);
