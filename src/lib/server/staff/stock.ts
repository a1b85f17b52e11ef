/** Stock and prices of one sku in the back office, through the integration API's batch services. */
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { productPrices, products, productTranslations, stockItems } from '../db/schema/index.ts';
import { catalogError, type ApiContext } from '../http/api.ts';
import { updatePrices } from '../integration/prices.ts';
import { updateStock } from '../integration/stock.ts';
import { storeViews, type StoreCode } from '../../store-view/config.ts';
import type { StaffPriceInput, StaffSku } from '../../staff/stock.ts';
import { staffActor } from './actor.ts';
import type { StaffPrincipal } from './sessions.ts';

/** A sku's stock and prices; 404 for an unknown sku. */
export async function staffSku(sku: string): Promise<StaffSku> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id, sku: products.sku, name: productTranslations.name })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.storeCode, 'sv')),
    )
    .where(eq(products.sku, sku));
  if (!product) throw catalogError(404, 'skuUnknown', { sku });
  const [stock] = await db.select().from(stockItems).where(eq(stockItems.productId, product.id));
  const prices = await db
    .select()
    .from(productPrices)
    .where(eq(productPrices.productId, product.id))
    .orderBy(asc(productPrices.storeCode));
  return {
    sku: product.sku,
    name: product.name ?? product.sku,
    qty: stock ? stock.qty : null,
    is_in_stock: stock?.isInStock ?? false,
    prices: prices
      .filter((row) => row.storeCode in storeViews)
      .map((row) => ({
        store: row.storeCode as StoreCode,
        currency: storeViews[row.storeCode as StoreCode].currencyCode,
        price: row.price,
        special_price: row.specialPrice,
        special_from: row.specialFromDate?.toISOString() ?? null,
        special_to: row.specialToDate?.toISOString() ?? null,
      })),
  };
}

/** Sets a sku's stock level as a staff member. */
export async function staffSetStock(sku: string, qty: number, staff: StaffPrincipal, ctx: ApiContext) {
  await updateStock(await getDb(), { items: [{ sku, qty }] }, staffActor(staff, ctx));
  return staffSku(sku);
}

/**
 * Sets a sku's price (and special price, when given) in one store as a staff member (limited to their store when they
 * have one).
 */
export async function staffSetPrice(input: StaffPriceInput, staff: StaffPrincipal, ctx: ApiContext) {
  if (staff.storeCode && staff.storeCode !== input.store) throw catalogError(403, 'staffOtherStore');
  await updatePrices(await getDb(), { items: [input] }, staffActor(staff, ctx));
  return staffSku(input.sku);
}
