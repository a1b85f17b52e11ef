import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { productTranslations } from '../db/schema/index.ts';
import { isStoreCode, type StoreCode } from '../../store-view/config.ts';

/** The url_key of a product in each store (store switcher and hreflang of product pages). */
export async function productUrlKeys(productId: number): Promise<Partial<Record<StoreCode, string>>> {
  const db = await getDb();
  const rows = await db
    .select({ storeCode: productTranslations.storeCode, urlKey: productTranslations.urlKey })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId));
  const keys: Partial<Record<StoreCode, string>> = {};
  for (const row of rows) if (isStoreCode(row.storeCode)) keys[row.storeCode] = row.urlKey;
  return keys;
}
