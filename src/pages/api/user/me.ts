import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { requireCustomer } from '../../../lib/server/auth/authenticate.ts';
import { getCustomer, updateCustomer } from '../../../lib/server/accounts/service.ts';
import { userMeContract, userUpdateContract } from '../../../lib/accounts/contract.ts';

/** `GET|POST /api/user/me?token`: the signed-in customer's profile; POST changes names, email and addresses only. */
export const ALL = contractEndpoint(
  bind(userMeContract, async ({ ctx }) => getCustomer((await requireCustomer(ctx.token)).customerId)),
  bind(userUpdateContract, async ({ body, ctx }) =>
    updateCustomer((await requireCustomer(ctx.token)).customerId, body),
  ),
);
