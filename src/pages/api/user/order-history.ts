/** `GET /api/user/order-history?token&pageSize&currentPage`: the signed-in customer's orders, newest first. */
import { orderHistory } from '../../../lib/server/accounts/order-history.ts';
import { requireCustomer } from '../../../lib/server/auth/authenticate.ts';
import { endpoint } from '../../../lib/server/http/api.ts';

export const ALL = endpoint({
  GET: async (ctx) => {
    const { customerId } = await requireCustomer(ctx.token);
    return orderHistory(customerId, { pageSize: ctx.url.searchParams.get('pageSize'), currentPage: ctx.url.searchParams.get('currentPage') });
  },
});
