import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { orderHistory } from '../../../lib/server/accounts/order-history.ts';
import { requireCustomer } from '../../../lib/server/auth/authenticate.ts';
import { userOrderHistoryContract } from '../../../lib/accounts/contract.ts';

/** `GET /api/user/order-history?token&pageSize&currentPage`: the signed-in customer's orders, newest first. */
export const ALL = contractEndpoint(
  bind(userOrderHistoryContract, async ({ query, ctx }) => {
    const { customerId } = await requireCustomer(ctx.token);
    return orderHistory(customerId, { pageSize: query.pageSize ?? null, currentPage: query.currentPage ?? null });
  }),
);
