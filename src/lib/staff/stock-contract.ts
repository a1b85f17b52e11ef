/**
 * The back office's stock and price calls: a sku's stock and per-store prices, and setting one stock level or one
 * price (with its special price) through the same batch services as the integration API (audit log, price history,
 * only the pages of what changed retired). Stock is the warehouse's; prices are the admin's.
 */
import { staffContract } from './contract.ts';
import { staffPriceInputSchema, staffSkuQuerySchema, staffSkuSchema, staffStockInputSchema } from './stock.ts';

/** GET /api/staff/stock?sku: a sku's stock and prices. */
export const staffSkuContract = staffContract({
  name: 'staff.sku',
  method: 'GET',
  path: '/api/staff/stock',
  staffAction: 'catalog.read',
  summary: 'A sku’s stock and its regular and special price in each store',
  query: staffSkuQuerySchema,
  result: staffSkuSchema,
  errors: { 404: ['skuUnknown'] },
  examples: [{ query: { sku: 'NO-SUCH-SKU' } }],
});

/** POST /api/staff/stock: set a sku's stock level. */
export const staffStockSetContract = staffContract({
  name: 'staff.stockSet',
  method: 'POST',
  path: '/api/staff/stock',
  staffAction: 'stock.write',
  summary: 'Set a sku’s stock level (units on hand); answers the sku as it now is',
  body: staffStockInputSchema,
  result: staffSkuSchema,
  errors: { 400: ['skuUnknown'] },
  examples: [{ body: { sku: 'NO-SUCH-SKU', qty: 5 } }],
});

/** POST /api/staff/prices: set a sku's price, and its special price with its window, in one store. */
export const staffPriceSetContract = staffContract({
  name: 'staff.priceSet',
  method: 'POST',
  path: '/api/staff/prices',
  staffAction: 'prices.write',
  summary:
    'Set a sku’s price and special price (with its window) in one store (incl. tax); answers the sku as it now is',
  body: staffPriceInputSchema,
  result: staffSkuSchema,
  errors: { 400: ['skuUnknown', 'specialPriceInvalid'], 403: ['staffOtherStore'] },
  examples: [{ body: { sku: 'NO-SUCH-SKU', store: 'sv', price: 499 } }],
});
