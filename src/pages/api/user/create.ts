/** `POST /api/user/create`: a new customer account. */
import { createCustomer } from '../../../lib/server/accounts/service.ts';
import { endpoint } from '../../../lib/server/http/api.ts';

export const ALL = endpoint({
  POST: async (ctx) => createCustomer(await ctx.body(), ctx.store.storeCode),
});
