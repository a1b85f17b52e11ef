import { envelope } from '../../../../lib/server/http/api.ts';
import { bind, contractEndpoint } from '../../../../lib/server/http/contract-route.ts';
import { assertOwnOrigin, overHttps, withStaffCookies } from '../../../../lib/server/staff/access.ts';
import { completeSignup } from '../../../../lib/server/staff/signup.ts';
import { staffSignupCompleteContract } from '../../../../lib/staff/contract.ts';

/** `POST /api/staff/signup/complete`: the recovery codes (shown once); sets the session cookie. */
export const ALL = contractEndpoint(
  bind(staffSignupCompleteContract, async ({ body, ctx }) => {
    assertOwnOrigin(ctx.request);
    const done = await completeSignup(body);
    return withStaffCookies(
      envelope(200, { staff: done.staff, recovery_codes: done.recoveryCodes }),
      done.sessionToken,
      overHttps(ctx.astro),
    );
  }),
);
