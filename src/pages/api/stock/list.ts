import { getDb } from '../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { stockList } from '../../../lib/server/stock/service.ts';
import { stockListContract } from '../../../lib/catalog/contract.ts';

/** GET /api/stock/list?skus=a,b,c → the stock of each known sku (at most 100). */
export const ALL = contractEndpoint(bind(stockListContract, async ({ query }) => stockList(await getDb(), query.skus)));
