import { inviteStaff, listStaff } from '../../../../lib/server/staff/accounts.ts';
import { staffActor } from '../../../../lib/server/staff/actor.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffInviteContract, staffUsersContract } from '../../../../lib/staff/contract.ts';

/** `GET /api/staff/users`: the staff accounts; `POST`: a new one with its sign-up link. */
export const ALL = staffEndpoint(
  staffBind(staffUsersContract, () => listStaff()),
  staffBind(staffInviteContract, ({ body, staff, ctx }) => inviteStaff(body, staffActor(staff, ctx))),
);
