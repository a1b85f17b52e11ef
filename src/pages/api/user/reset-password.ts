/** `POST /api/user/reset-password`: `true` for any well-formed email; a reset mail when the account exists. */
import { requestPasswordReset } from '../../../lib/server/accounts/password-reset.ts';
import { endpoint } from '../../../lib/server/http/api.ts';

export const ALL = endpoint({
  POST: async (ctx) => requestPasswordReset(await ctx.body()),
});
