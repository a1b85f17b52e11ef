import { getDb } from '../../../lib/server/db/client.ts';
import { endpoint } from '../../../lib/server/http/api.ts';
import { stockList } from '../../../lib/server/stock/service.ts';

/** GET /api/stock/list?skus=a,b,c → the stock of each known sku (at most 100). */
export const ALL = endpoint({
  GET: async (ctx) => stockList(await getDb(), ctx.url.searchParams.get('skus')),
});
