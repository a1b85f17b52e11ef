import { envelope } from '../../../../lib/server/http/api.ts';
import { bind, contractEndpoint } from '../../../../lib/server/http/contract-route.ts';
import { assertOwnOrigin, overHttps, withStaffCookies } from '../../../../lib/server/staff/access.ts';
import { staffMe } from '../../../../lib/server/staff/accounts.ts';
import { staffCodeStep } from '../../../../lib/server/staff/login.ts';
import { staffVerifyContract } from '../../../../lib/staff/contract.ts';

/** `POST /api/staff/login/verify`: the second sign-in step; sets the session cookie. */
export const ALL = contractEndpoint(
  bind(staffVerifyContract, async ({ body, ctx }) => {
    assertOwnOrigin(ctx.request);
    const { token, staffId } = await staffCodeStep(body, ctx);
    return withStaffCookies(envelope(200, await staffMe(staffId)), token, overHttps(ctx.astro));
  }),
);
