import { getDb } from '../../../lib/server/db/client.ts';
import { endpoint } from '../../../lib/server/http/api.ts';
import { stockCheck } from '../../../lib/server/stock/service.ts';

/** GET /api/stock/check?sku → `{ sku, product_id, qty, is_in_stock, manage_stock, task_id }`; unknown sku → 404. */
export const ALL = endpoint({
  GET: async (ctx) => stockCheck(await getDb(), ctx.url.searchParams.get('sku')),
});
