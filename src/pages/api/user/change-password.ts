/** `POST /api/user/change-password?token`: `true`; the customer's other login sessions are revoked. */
import { requireCustomer } from '../../../lib/server/auth/authenticate.ts';
import { changePassword } from '../../../lib/server/accounts/service.ts';
import { endpoint } from '../../../lib/server/http/api.ts';

export const ALL = endpoint({
  POST: async (ctx) => {
    const customer = await requireCustomer(ctx.token);
    return changePassword(customer.customerId, await ctx.body(), customer.familyId);
  },
});
