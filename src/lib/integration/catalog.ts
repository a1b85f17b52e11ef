/** The integration API's stock and price batches (browser-safe schemas, shared by the contracts and the services). */
import { z } from 'astro/zod';
import { storeCodes } from '../store-view/config.ts';

/** The most skus one stock or price batch may hold. */
export const BATCH_MAX = 1000;

const sku = z.string().trim().min(1).max(64);

/** Stock levels to set: every sku's quantity on hand (not a difference). All or nothing. */
export const stockBatchSchema = z.object({
  items: z
    .array(z.object({ sku, qty: z.number().int().min(0).max(10_000_000) }))
    .min(1)
    .max(BATCH_MAX),
});
/** Stock levels to set. */
export type StockBatch = z.infer<typeof stockBatchSchema>;

/** Regular prices to set, per sku and store, incl. tax in the store's currency. All or nothing. */
export const priceBatchSchema = z.object({
  items: z
    .array(
      z.object({
        sku,
        store: z.enum(storeCodes),
        price: z.number().min(0).max(10_000_000).multipleOf(0.01),
      }),
    )
    .min(1)
    .max(BATCH_MAX),
});
/** Regular prices to set. */
export type PriceBatch = z.infer<typeof priceBatchSchema>;

/** What a batch changed: the items whose value moved (the others were already so) and the pages it retired. */
export const batchResultSchema = z.object({
  received: z.number().describe('Items in the batch'),
  changed: z.array(
    z.object({ sku: z.string(), store: z.string().optional(), previous: z.number(), value: z.number() }),
  ),
  retired_tags: z.array(z.string()).describe('Cache tags of the pages retired (p:{productId}, listing)'),
});
/** What a batch changed. */
export type BatchResult = z.infer<typeof batchResultSchema>;
