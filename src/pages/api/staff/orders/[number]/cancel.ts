import { cancelOrder } from '../../../../../lib/server/orders/lifecycle.ts';
import { asStaff } from '../../../../../lib/server/staff/lifecycle.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffOrderCancelContract } from '../../../../../lib/staff/orders-contract.ts';

/** `POST /api/staff/orders/{number}/cancel`: the stock comes back, the payment is voided. */
export const ALL = staffEndpoint(
  staffBind(staffOrderCancelContract, ({ params, body, staff, ctx }) =>
    asStaff(staff, ctx, (db, actor, options) => cancelOrder(db, params.number, body, actor, options)),
  ),
);
