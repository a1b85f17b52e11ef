/** `POST /api/user/login`: the access token as `result`, the refresh token in `meta.refreshToken`. */
import { login } from '../../../lib/server/accounts/sessions.ts';
import { endpoint, envelope } from '../../../lib/server/http/api.ts';

export const ALL = endpoint({
  POST: async (ctx) => {
    const session = await login(await ctx.body(), ctx.clientAddress);
    return envelope(200, session.token, { refreshToken: session.refreshToken });
  },
});
