import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { products, productViewReports } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import type { StoreCode } from '../../store-view/config.ts';

/** Stores that a product page was viewed in a store; an unknown or malformed product id is a 404. */
export async function recordProductView(productIdParam: string | undefined, storeCode: StoreCode): Promise<true> {
  const productId = /^\d{1,9}$/.test(productIdParam ?? '') ? Number(productIdParam) : undefined;
  if (productId === undefined) throw catalogError(404, 'notFound');
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw catalogError(404, 'notFound');
  await db.insert(productViewReports).values({ productId, storeCode });
  return true;
}
