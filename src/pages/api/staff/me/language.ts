import { setStaffLocale, staffMe } from '../../../../lib/server/staff/accounts.ts';
import { staffActor } from '../../../../lib/server/staff/actor.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffLanguageContract } from '../../../../lib/staff/contract.ts';

/** `POST /api/staff/me/language`: the back office language of the signed-in staff member. */
export const ALL = staffEndpoint(
  staffBind(staffLanguageContract, async ({ body, staff, ctx }) => {
    await setStaffLocale(staff.id, body.locale, staffActor(staff, ctx));
    return staffMe(staff.id);
  }),
);
