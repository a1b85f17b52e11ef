import { staffOrderList } from '../../../../lib/server/staff/orders.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffOrdersContract } from '../../../../lib/staff/orders-contract.ts';

/** `GET /api/staff/orders`: the orders a staff member may see, by store, status, days and search. */
export const ALL = staffEndpoint(staffBind(staffOrdersContract, ({ query, staff }) => staffOrderList(query, staff)));
