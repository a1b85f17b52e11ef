import { updateStaff } from '../../../../../lib/server/staff/accounts.ts';
import { staffActor } from '../../../../../lib/server/staff/actor.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffUpdateContract } from '../../../../../lib/staff/contract.ts';

/** `POST /api/staff/users/{id}`: changes a staff account's role, store limit or status. */
export const ALL = staffEndpoint(
  staffBind(staffUpdateContract, ({ params, body, staff, ctx }) =>
    updateStaff(params.id, body, staffActor(staff, ctx)),
  ),
);
