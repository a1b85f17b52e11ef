/** The integration API's stock and price batches (browser-safe schemas, shared by the contracts and the services). */
import { z } from 'astro/zod';
import { errorMessages } from '../i18n/errors.ts';
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

/** A special price is below the price and its window's start before its end; dates need a special price. */
export function specialWindowValid(item: {
  price: number;
  special_price?: number | null | undefined;
  special_from?: string | null | undefined;
  special_to?: string | null | undefined;
}): boolean {
  const { price, special_price: special, special_from: from, special_to: to } = item;
  if (special === undefined || special === null) return !from && !to;
  return special < price && (!from || !to || Date.parse(from) < Date.parse(to));
}

/**
 * A price of a sku in a store, incl. tax in the store's currency. `special_price` left out keeps the special price as
 * it is; null removes it; a value sets it with its window (`special_from`/`special_to`, open when left out or null).
 * `fix` is the error of every field (the back office's form asks to fix it; the API names the field).
 */
export function priceItemSchemaWith(fix: { error?: string } = {}) {
  const money = z.number(fix).min(0, fix).max(10_000_000, fix).multipleOf(0.01, fix);
  const moment = z.iso
    .datetime({ offset: true, ...fix })
    .nullable()
    .optional();
  return z
    .object({
      sku: z.string(fix).trim().min(1, fix).max(64, fix),
      store: z.enum(storeCodes, fix),
      price: money,
      special_price: money.nullable().optional(),
      special_from: moment,
      special_to: moment,
    })
    .refine(specialWindowValid, { error: errorMessages.specialPriceInvalid, path: ['special_price'] });
}

/** A price of a sku in a store (see `priceItemSchemaWith`). */
export const priceItemSchema = priceItemSchemaWith();
/** A price of a sku in a store. */
export type PriceItem = z.infer<typeof priceItemSchema>;

/** Prices to set, per sku and store. All or nothing. */
export const priceBatchSchema = z.object({
  items: z.array(priceItemSchema).min(1).max(BATCH_MAX),
});
/** Regular prices to set. */
export type PriceBatch = z.infer<typeof priceBatchSchema>;

/** What a batch changed: the items whose value moved (the others were already so) and the pages it retired. */
export const batchResultSchema = z.object({
  received: z.number().describe('Items in the batch'),
  changed: z.array(
    z.object({
      sku: z.string(),
      store: z.string().optional(),
      previous: z.number(),
      value: z.number(),
      special_price: z.number().nullable().optional().describe('Prices: the special price now (null: none)'),
      special_from: z.string().nullable().optional(),
      special_to: z.string().nullable().optional(),
    }),
  ),
  retired_tags: z.array(z.string()).describe('Cache tags of the pages retired (p:{productId}, listing)'),
});
/** What a batch changed. */
export type BatchResult = z.infer<typeof batchResultSchema>;
