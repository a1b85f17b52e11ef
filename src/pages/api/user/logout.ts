/** `POST /api/user/logout?token`: revokes the login session. */
import { logout } from '../../../lib/server/accounts/sessions.ts';
import { endpoint } from '../../../lib/server/http/api.ts';

export const ALL = endpoint({
  POST: async (ctx) => logout(ctx.token, await ctx.body()),
});
