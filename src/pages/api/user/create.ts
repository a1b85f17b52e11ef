import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { createCustomer } from '../../../lib/server/accounts/service.ts';
import { userCreateContract } from '../../../lib/accounts/contract.ts';

/** `POST /api/user/create`: a new customer account. */
export const ALL = contractEndpoint(
  bind(userCreateContract, ({ body, ctx }) => createCustomer(body, ctx.store.storeCode)),
);
