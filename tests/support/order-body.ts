/** The order body tests send to `POST /api/order` (and the cart calls that take the same shape). */

/** A Swedish delivery address of test orders. */
export const orderAddress = {
  firstname: 'Anna',
  lastname: 'Svensson',
  street: ['Storgatan 1'],
  city: 'Stockholm',
  postcode: '111 22',
  countryId: 'SE',
  telephone: '0701234567',
  email: 'anna@example.se',
};

export type OrderAddress = typeof orderAddress;

/** A guest order of `lines` with home delivery and invoice, to `address` (or the test address with `email`). */
export function guestOrderBody(
  lines: { sku: string; qty: number }[],
  options: { orderId?: string; email?: string; address?: OrderAddress } = {},
) {
  const address = options.address ?? (options.email ? { ...orderAddress, email: options.email } : orderAddress);
  return {
    order_id: options.orderId ?? `test-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    products: lines,
    transmited: false,
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'home',
      shipping_carrier_code: 'postnord',
      payment_method_code: 'invoice',
      payment_method_additional: {},
    },
  };
}
