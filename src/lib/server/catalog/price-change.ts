import { and, eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { productPrices, products } from '../db/schema/index.ts';
import { announceInvalidation, recordInvalidation } from '../page-cache/invalidation.ts';
import { LISTING_TAG, productChangeTags } from '../page-cache/tags.ts';
import type { StoreCode } from '../../store-view/config.ts';

/** A price change: the sku's regular price in a store before and after. */
export interface PriceChange {
  sku: string;
  storeCode: StoreCode;
  previous: number;
  price: number;
}

/**
 * Sets a sku's regular price in one store (`npm run price -- <sku> <store> <price>`). The product's pages (its parent's
 * too) and the listings are forgotten by cache tags in every instance, recorded in the same transaction; no other
 * page is retired. Undefined when the sku has no price in that store.
 */
export async function setPrice(sku: string, storeCode: StoreCode, price: number): Promise<PriceChange | undefined> {
  if (!Number.isFinite(price) || price < 0) throw new RangeError('price must be a number of 0 or more');
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ productId: productPrices.productId, price: productPrices.price })
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(and(eq(products.sku, sku), eq(productPrices.storeCode, storeCode)))
      .for('update');
    if (!row) return undefined;
    await tx
      .update(productPrices)
      .set({ price })
      .where(and(eq(productPrices.productId, row.productId), eq(productPrices.storeCode, storeCode)));
    // Listings show prices and sort and filter by them.
    const tags = [...(await productChangeTags(tx, [row.productId])), LISTING_TAG];
    return { previous: row.price, tags, invalidation: await recordInvalidation(tx, tags) };
  });
  if (changed === undefined) return undefined;
  await announceInvalidation(changed.tags, changed.invalidation);
  return { sku, storeCode, previous: changed.previous, price };
}
