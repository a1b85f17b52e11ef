import { bind, contractEndpoint } from '../../../../lib/server/http/contract-route.ts';
import { assertOwnOrigin } from '../../../../lib/server/staff/access.ts';
import { openSignup } from '../../../../lib/server/staff/signup.ts';
import { staffSignupContract } from '../../../../lib/staff/contract.ts';

/** `POST /api/staff/signup`: what a sign-up link opens (the account, its authenticator secret as QR code and text). */
export const ALL = contractEndpoint(
  bind(staffSignupContract, async ({ body, ctx }) => {
    assertOwnOrigin(ctx.request);
    return openSignup(body.token);
  }),
);
