/** `POST /api/user/create-password`: a new password with a single-use reset token. */
import { createPassword } from '../../../lib/server/accounts/password-reset.ts';
import { endpoint } from '../../../lib/server/http/api.ts';

export const ALL = endpoint({
  POST: async (ctx) => createPassword(await ctx.body()),
});
