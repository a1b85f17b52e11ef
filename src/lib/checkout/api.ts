import { contractResult } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';
import type { CartRef, ProductOption } from '../cart/api.ts';
import type { OrderAnswer, OrderSummary } from '../orders/schema.ts';

/** An address as the order call takes it. */
export type OrderAddress = {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  countryId: string;
  telephone?: string;
  email?: string;
  company?: string;
};

/**
 * The body of POST /api/order as the checkout builds it: every field the contract's body schema (orderSchema) takes,
 * with the ones the checkout always sends required (the compiler checks it against the contract in placeOrderCall).
 */
export type OrderRequest = {
  order_id: string;
  cart_id: string;
  user_id?: string;
  products: { sku: string; qty: number; product_option?: ProductOption }[];
  addressInformation: {
    shippingAddress: OrderAddress;
    billingAddress: OrderAddress;
    shipping_method_code: string;
    shipping_carrier_code: string;
    service_point_id?: string;
    payment_method_code: string;
    payment_method_additional: Record<string, unknown>;
  };
  created_at: string;
  updated_at: string;
  transmited: boolean;
};

export type { OrderAnswer };

/** Places an order (idempotent by order_id). */
export function placeOrderCall(order: OrderRequest, user: boolean): Promise<OrderAnswer> {
  return contractResult(apiRoutes.orderCreate, { body: order, auth: user });
}

/** Starts the built-in payment provider for the cart: the purchase token (a customer's cart with the customer's token). */
export function paymentInitCall(ref: CartRef, step: 'init' | 'load' | 'get' = 'init'): Promise<{ token: string }> {
  const route =
    step === 'init' ? apiRoutes.paymentInit : step === 'load' ? apiRoutes.paymentLoad : apiRoutes.paymentGet;
  return contractResult(route, { params: { cartId: ref.cartId }, auth: ref.user });
}

/** Completes the payment: the order it created, as the confirmation page shows it. */
export function paymentCompleteCall(
  ref: CartRef,
  body: { order_id?: string; purchaseToken?: string | null } = {},
): Promise<{ order: OrderSummary }> {
  return contractResult(apiRoutes.paymentComplete, { params: { cartId: ref.cartId }, body, auth: ref.user });
}

/** The part-payment widget's session for an amount: a JSON string with widgetJwt, paymentId, expiredUtc, months, monthlyAmount. */
export function widgetInitCall(amount: number): Promise<string> {
  return contractResult(apiRoutes.paymentWidget, { query: { amount: amount.toFixed(2) } });
}
