/** `GET|POST /api/user/me?token`: the signed-in customer's profile; POST changes names, email and addresses only. */
import { requireCustomer } from '../../../lib/server/auth/authenticate.ts';
import { getCustomer, updateCustomer } from '../../../lib/server/accounts/service.ts';
import { endpoint } from '../../../lib/server/http/api.ts';

export const ALL = endpoint({
  GET: async (ctx) => getCustomer((await requireCustomer(ctx.token)).customerId),
  POST: async (ctx) => {
    const { customerId } = await requireCustomer(ctx.token);
    return updateCustomer(customerId, await ctx.body());
  },
});
