/** The back office's stock and price screen (browser-safe schemas). */
import { z } from 'astro/zod';
import { priceItemSchemaWith } from '../integration/catalog.ts';
import { storeCodes } from '../store-view/config.ts';
import { fix } from './schema.ts';

const sku = z.string(fix).trim().min(1, fix).max(64, fix);

/** Which sku to show. */
export const staffSkuQuerySchema = z.object({ sku });

/** A sku's stock (one warehouse for every store) and its price in each store. */
export const staffSkuSchema = z.object({
  sku: z.string(),
  name: z.string(),
  qty: z.number().nullable().describe('Units on hand; null when the sku keeps no stock (a parent product)'),
  is_in_stock: z.boolean(),
  prices: z.array(
    z.object({
      store: z.enum(storeCodes),
      currency: z.string(),
      price: z.number(),
      special_price: z.number().nullable(),
      special_from: z.string().nullable(),
      special_to: z.string().nullable(),
    }),
  ),
});
/** A sku as the screen shows it. */
export type StaffSku = z.infer<typeof staffSkuSchema>;

/** A new stock level. */
export const staffStockInputSchema = z.object({ sku, qty: z.number(fix).int(fix).min(0, fix).max(10_000_000, fix) });

/** A new price in one store, and its special price with its window (see `priceItemSchemaWith`). */
export const staffPriceInputSchema = priceItemSchemaWith(fix);
/** A new price in one store. */
export type StaffPriceInput = z.infer<typeof staffPriceInputSchema>;
