import { endpoint } from '../../../../../../lib/server/http/api.ts';
import { getDb } from '../../../../../../lib/server/db/client.ts';
import { giftCardBalance } from '../../../../../../lib/server/gift-cards/service.ts';

/** GET /api/ext/polder/gift-card/balance/{code} → `{ code, amount, currency }`. */
export const ALL = endpoint({
  GET: async (ctx) => giftCardBalance(await getDb(), ctx.params.code ?? '', ctx.store),
});
