import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { stockCheck } from '../../../lib/server/stock/service.ts';
import { stockCheckContract } from '../../../lib/catalog/contract.ts';

/** GET /api/stock/check?sku → `{ sku, product_id, qty, is_in_stock, manage_stock }`; unknown sku → 404. */
export const ALL = contractEndpoint(
  bind(stockCheckContract, async ({ query }) => stockCheck(await getDb(), query.sku)),
);
