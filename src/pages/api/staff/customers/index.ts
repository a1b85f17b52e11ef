import { findCustomers } from '../../../../lib/server/staff/customers.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffCustomersContract } from '../../../../lib/staff/customers-contract.ts';

/** `GET /api/staff/customers`: customers by e-mail or name. */
export const ALL = staffEndpoint(staffBind(staffCustomersContract, ({ query, staff }) => findCustomers(query, staff)));
