import { reenrolStaff } from '../../../../../lib/server/staff/accounts.ts';
import { staffActor } from '../../../../../lib/server/staff/actor.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffReenrolContract } from '../../../../../lib/staff/contract.ts';

/** `POST /api/staff/users/{id}/reenrol`: a new sign-up link; the old credentials stop working. */
export const ALL = staffEndpoint(
  staffBind(staffReenrolContract, ({ params, staff, ctx }) => reenrolStaff(params.id, staffActor(staff, ctx))),
);
