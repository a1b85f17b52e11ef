import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { requireCustomer } from '../../../lib/server/auth/authenticate.ts';
import { exportCustomerData } from '../../../lib/server/accounts/data-export.ts';
import { userExportContract } from '../../../lib/accounts/contract.ts';

/** `GET /api/user/export?token`: everything the shop keeps about the signed-in customer. */
export const ALL = contractEndpoint(
  bind(userExportContract, async ({ ctx }) => exportCustomerData((await requireCustomer(ctx.token)).customerId)),
);
