import { setOrderStatus } from '../../../../../lib/server/orders/lifecycle.ts';
import { asStaff } from '../../../../../lib/server/staff/lifecycle.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffOrderStatusContract } from '../../../../../lib/staff/orders-contract.ts';

/** `POST /api/staff/orders/{number}/status`: processing, or delivered. */
export const ALL = staffEndpoint(
  staffBind(staffOrderStatusContract, ({ params, body, staff, ctx }) =>
    asStaff(staff, ctx, (db, actor, options) => setOrderStatus(db, params.number, body, actor, options)),
  ),
);
