import { contractResult } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';

/** Asks for a mail when a sku is back in stock (the stockAlert.subscribe contract; answers true). */
export function createStockAlert(sku: string, email: string): Promise<true> {
  return contractResult(apiRoutes.stockAlert, { body: { sku, email: email.trim() } });
}
