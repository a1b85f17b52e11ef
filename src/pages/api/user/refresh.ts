import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { refresh } from '../../../lib/server/accounts/sessions.ts';
import { envelope } from '../../../lib/server/http/api.ts';
import { userRefreshContract } from '../../../lib/accounts/contract.ts';

/** `POST /api/user/refresh`: a single-use refresh token for a new pair (a reused one revokes its family). */
export const ALL = contractEndpoint(
  bind(userRefreshContract, async ({ body }) => {
    const session = await refresh(body);
    return envelope(200, session.token, { refreshToken: session.refreshToken });
  }),
);
