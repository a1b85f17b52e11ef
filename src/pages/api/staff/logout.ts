import { envelope } from '../../../lib/server/http/api.ts';
import { overHttps, withStaffCookies } from '../../../lib/server/staff/access.ts';
import { staffBind, staffEndpoint } from '../../../lib/server/staff/route.ts';
import { endStaffSession } from '../../../lib/server/staff/sessions.ts';
import { staffLogoutContract } from '../../../lib/staff/contract.ts';

/** `POST /api/staff/logout`: ends the session and clears its cookie. */
export const ALL = staffEndpoint(
  staffBind(staffLogoutContract, async ({ staff, ctx }) => {
    await endStaffSession(staff.sessionId);
    return withStaffCookies(envelope(200, true), '', overHttps(ctx.astro));
  }),
);
