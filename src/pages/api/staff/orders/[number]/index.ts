import { staffOrderDetail } from '../../../../../lib/server/staff/orders.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffOrderContract } from '../../../../../lib/staff/orders-contract.ts';

/** `GET /api/staff/orders/{number}`: an order with everything that happened to it. */
export const ALL = staffEndpoint(
  staffBind(staffOrderContract, ({ params, staff }) => staffOrderDetail(params.number, staff)),
);
