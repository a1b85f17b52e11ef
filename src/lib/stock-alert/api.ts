import { apiResult } from '../api-client/client.ts';

/** Asks for a mail when a sku is back in stock. */
export function createStockAlert(sku: string, email: string): Promise<boolean> {
  return apiResult<boolean>('/api/ext/polder/stock-alert', { body: { sku, email: email.trim() } });
}
