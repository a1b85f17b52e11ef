import { staffMe } from '../../../../lib/server/staff/accounts.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffMeContract } from '../../../../lib/staff/contract.ts';

/** `GET /api/staff/me`: the signed-in staff member. */
export const ALL = staffEndpoint(staffBind(staffMeContract, ({ staff }) => staffMe(staff.id)));
