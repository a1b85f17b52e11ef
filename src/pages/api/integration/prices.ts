import { integrationPricesContract } from '../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../lib/server/integration/route.ts';
import { updatePrices } from '../../../lib/server/integration/prices.ts';

/** POST /api/integration/prices: up to 1,000 regular prices, all or nothing (scope catalog:write). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationPricesContract, ({ db, after, actor, body }) => updatePrices(db, body, actor, after)),
);
