/** `POST /api/user/refresh`: a single-use refresh token for a new pair (a reused one revokes its family). */
import { refresh } from '../../../lib/server/accounts/sessions.ts';
import { endpoint, envelope } from '../../../lib/server/http/api.ts';

export const ALL = endpoint({
  POST: async (ctx) => {
    const session = await refresh(await ctx.body());
    return envelope(200, session.token, { refreshToken: session.refreshToken });
  },
});
