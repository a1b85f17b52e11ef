import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { login } from '../../../lib/server/accounts/sessions.ts';
import { envelope } from '../../../lib/server/http/api.ts';
import { userLoginContract } from '../../../lib/accounts/contract.ts';

/** `POST /api/user/login`: the access token as `result`, the refresh token in `meta.refreshToken`. */
export const ALL = contractEndpoint(
  bind(userLoginContract, async ({ body, ctx }) => {
    const session = await login(body, ctx.clientAddress);
    return envelope(200, session.token, { refreshToken: session.refreshToken });
  }),
);
