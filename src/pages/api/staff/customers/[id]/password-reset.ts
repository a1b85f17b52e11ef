import { staffActor } from '../../../../../lib/server/staff/actor.ts';
import { sendCustomerReset } from '../../../../../lib/server/staff/customers.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffCustomerResetContract } from '../../../../../lib/staff/customers-contract.ts';

/** `POST /api/staff/customers/{id}/password-reset`: a password-reset mail to the customer. */
export const ALL = staffEndpoint(
  staffBind(staffCustomerResetContract, ({ params, staff, ctx }) =>
    sendCustomerReset(params.id, staff, staffActor(staff, ctx)),
  ),
);
