import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { requireCustomer } from '../../../lib/server/auth/authenticate.ts';
import { changePassword } from '../../../lib/server/accounts/service.ts';
import { userChangePasswordContract } from '../../../lib/accounts/contract.ts';

/** `POST /api/user/change-password?token`: `true`; the customer's other login sessions are revoked. */
export const ALL = contractEndpoint(
  bind(userChangePasswordContract, async ({ body, ctx }) => {
    const customer = await requireCustomer(ctx.token);
    return changePassword(customer.customerId, body, customer.familyId);
  }),
);
