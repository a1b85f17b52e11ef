import { getDb } from '../../../../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../../../../lib/server/http/contract-route.ts';
import { giftCardBalance } from '../../../../../../lib/server/gift-cards/service.ts';
import { giftCardBalanceContract } from '../../../../../../lib/checkout/contract.ts';

/** GET /api/ext/polder/gift-card/balance/{code} → `{ code, amount, currency }`. */
export const ALL = contractEndpoint(
  bind(giftCardBalanceContract, async ({ params, ctx }) => giftCardBalance(await getDb(), params.code, ctx.store)),
);
