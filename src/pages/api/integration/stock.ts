import { integrationStockContract } from '../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../lib/server/integration/route.ts';
import { updateStock } from '../../../lib/server/integration/stock.ts';

/** POST /api/integration/stock: up to 1,000 stock levels, all or nothing (scope stock:write). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationStockContract, ({ db, after, actor, body }) => updateStock(db, body, actor, after)),
);
