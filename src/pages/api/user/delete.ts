import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { requireCustomer } from '../../../lib/server/auth/authenticate.ts';
import { deleteAccount } from '../../../lib/server/accounts/deletion.ts';
import { userDeleteContract } from '../../../lib/accounts/contract.ts';

/** `POST /api/user/delete?token`: deletes the signed-in customer's account (the password asked again). */
export const ALL = contractEndpoint(
  bind(userDeleteContract, async ({ body, ctx }) => deleteAccount((await requireCustomer(ctx.token)).customerId, body)),
);
