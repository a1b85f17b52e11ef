import type { Db } from '../db/client.ts';
import type { StoredAddress } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import { config } from '../config/config.ts';
import type { CartAccess } from '../cart/access.ts';
import { cartLines } from '../cart/lines.ts';
import type { OrderInput } from '../../orders/schema.ts';

/** Builds the order body from a cart and its saved checkout data (the payment provider completes orders this way). */
export async function orderBodyFromCart(
  db: Db,
  access: CartAccess,
  orderId: string,
  payment: { method: string; additional: Record<string, unknown> },
): Promise<OrderInput> {
  const lines = await cartLines(db, access);
  const { cart } = access;
  if (lines.length === 0 || !cart.shippingAddress || !cart.shippingCarrierCode || !cart.shippingMethodCode)
    throw catalogError(400, 'validation', { email: config().supportEmail });
  const toInput = (a: StoredAddress) => ({ ...a, street: a.street });
  return {
    order_id: orderId,
    cart_id: cart.id,
    products: lines.map((l) => ({ sku: l.line.sku, qty: l.qty, product_option: l.line.productOption })),
    addressInformation: {
      shippingAddress: toInput(cart.shippingAddress),
      billingAddress: toInput(cart.billingAddress ?? cart.shippingAddress),
      shipping_carrier_code: cart.shippingCarrierCode,
      shipping_method_code: cart.shippingMethodCode,
      service_point_id: cart.servicePointId,
      payment_method_code: payment.method,
      payment_method_additional: payment.additional,
    },
  } as OrderInput;
}
