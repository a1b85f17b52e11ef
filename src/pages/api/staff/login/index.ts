import { bind, contractEndpoint } from '../../../../lib/server/http/contract-route.ts';
import { assertOwnOrigin } from '../../../../lib/server/staff/access.ts';
import { staffPasswordStep } from '../../../../lib/server/staff/login.ts';
import { staffLoginContract } from '../../../../lib/staff/contract.ts';

/** `POST /api/staff/login`: the challenge of the second sign-in step. */
export const ALL = contractEndpoint(
  bind(staffLoginContract, async ({ body, ctx }) => {
    assertOwnOrigin(ctx.request);
    return { challenge: await staffPasswordStep(body, ctx.clientAddress) };
  }),
);
