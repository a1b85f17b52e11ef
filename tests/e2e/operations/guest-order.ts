/** A guest order as the operations specs place it over HTTP (invoice, home delivery in Sweden). */
import { guestOrderBody } from '../../support/order-body.ts';

/** The sku the operations specs order (its stock is raised by each spec first). */
export const ORDER_SKU = '150079';

/** Places a guest order of one `sku` (default `ORDER_SKU`) on the shop at `base`, idempotent by `orderId`. */
export function placeGuestOrder(base: string, orderId: string, email: string, sku = ORDER_SKU): Promise<Response> {
  return fetch(`${base}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(guestOrderBody([{ sku, qty: 1 }], { orderId, email })),
  });
}
