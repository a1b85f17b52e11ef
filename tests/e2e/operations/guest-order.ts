/** A guest order as the operations specs place it over HTTP (invoice, home delivery in Sweden). */

/** The sku the operations specs order (its stock is raised by each spec first). */
export const ORDER_SKU = '150079';

/** Places a guest order of one `sku` (default `ORDER_SKU`) on the shop at `base`, idempotent by `orderId`. */
export function placeGuestOrder(base: string, orderId: string, email: string, sku = ORDER_SKU): Promise<Response> {
  const address = {
    firstname: 'Anna',
    lastname: 'Svensson',
    street: ['Storgatan 1'],
    city: 'Stockholm',
    postcode: '111 22',
    countryId: 'SE',
    telephone: '0701234567',
    email,
  };
  return fetch(`${base}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      order_id: orderId,
      products: [{ sku, qty: 1 }],
      transmited: false,
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: 'home',
        shipping_carrier_code: 'postnord',
        payment_method_code: 'invoice',
        payment_method_additional: {},
      },
    }),
  });
}
