import { staffCustomer } from '../../../../../lib/server/staff/customers.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffCustomerContract } from '../../../../../lib/staff/customers-contract.ts';

/** `GET /api/staff/customers/{id}`: a customer with addresses and orders. */
export const ALL = staffEndpoint(
  staffBind(staffCustomerContract, ({ params, staff }) => staffCustomer(params.id, staff)),
);
