import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../src/lib/server/db/client.ts';
import { customers, productPrices, products, stockItems, tierPrices } from '../../../src/lib/server/db/schema/index.ts';
import { issueAccessToken } from '../../../src/lib/server/auth/tokens.ts';
import { callApi } from '../../support/call-api.ts';
import * as create from '../../../src/pages/api/cart/create.ts';
import * as update from '../../../src/pages/api/cart/update.ts';
import * as shippingInformation from '../../../src/pages/api/cart/shipping-information.ts';
import * as servicePoint from '../../../src/pages/api/ext/polder/cart/service-point.ts';
import { guestOrderBody, orderAddress } from '../../support/order-body.ts';

/** A simple, enabled, standard-taxed product of the sv store without special or tier prices, with its stock row. */
export async function plainProduct(db: Db, index = 0, taxClassId = 2) {
  const rows = await db
    .select({ id: products.id, sku: products.sku, price: productPrices.price, qty: stockItems.qty })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeCode, 'sv')))
    .innerJoin(stockItems, eq(stockItems.productId, products.id))
    .leftJoin(tierPrices, eq(tierPrices.productId, products.id))
    .where(
      and(
        eq(products.typeId, 'simple'),
        isNull(products.parentId),
        eq(products.status, 1),
        eq(products.taxClassId, taxClassId),
        isNull(productPrices.specialPrice),
        isNull(tierPrices.id),
        sql`${stockItems.qty} >= 5`,
      ),
    )
    .orderBy(products.id)
    .limit(index + 1);
  const row = rows[index];
  if (!row) throw new Error('no plain product in the seed');
  return row;
}

/** Sets the stock of a product. */
export async function setStock(db: Db, productId: number, qty: number) {
  await db
    .update(stockItems)
    .set({ qty, isInStock: qty > 0 })
    .where(eq(stockItems.productId, productId));
}

/** Stock of a product. */
export async function stockQty(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ qty: stockItems.qty }).from(stockItems).where(eq(stockItems.productId, productId));
  return row!.qty;
}

/** Creates a customer and returns an access token for it. */
export async function customerToken(db: Db, groupId = 1): Promise<{ id: number; token: string; email: string }> {
  const email = `kund-${randomBytes(4).toString('hex')}@example.se`;
  const [row] = await db
    .insert(customers)
    .values({ email, firstname: 'Test', lastname: 'Kund', passwordHash: 'x', groupId })
    .returning({ id: customers.id });
  return { id: row!.id, token: await issueAccessToken(row!.id, groupId), email };
}

/** A complete Swedish address. */
export const address = orderAddress;

/** A new guest (or customer) cart holding `qty` of a sku. */
export async function cartWith(sku: string, qty: number, token?: string): Promise<string> {
  const cartId = (await callApi<string>(create, { method: 'POST', ...(token ? { token } : {}) })).result;
  const added = await callApi(update, {
    method: 'POST',
    query: { cartId },
    body: { cartItem: { sku, qty } },
    ...(token ? { token } : {}),
  });
  if (added.status !== 200) throw new Error(`add failed: ${JSON.stringify(added.result)}`);
  return cartId;
}

/** Saves home delivery (no service point needed) as the cart's shipping. */
export async function homeDelivery(cartId: string, token?: string) {
  return callApi(shippingInformation, {
    method: 'POST',
    query: { cartId },
    ...(token ? { token } : {}),
    body: {
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shippingCarrierCode: 'postnord',
        shippingMethodCode: 'home',
      },
    },
  });
}

/** Chooses a service point for a cart. */
export async function choosePoint(cartId: string, id: string) {
  return callApi(servicePoint, { method: 'POST', body: { cart_id: cartId, service_point_id: id } });
}

/** An order body for a sku with home delivery. */
export function orderBody(sku: string, qty: number, extra: Record<string, unknown> = {}) {
  return { ...guestOrderBody([{ sku, qty }], { orderId: randomBytes(16).toString('hex') }), ...extra };
}
