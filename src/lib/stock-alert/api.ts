import { contractResult } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';

/** Asks for a mail when a sku is back in stock. */
export function createStockAlert(sku: string, email: string): Promise<boolean> {
  return contractResult(apiRoutes.stockAlert, { body: { sku, email: email.trim() } });
}
