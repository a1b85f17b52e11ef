import { contractResult } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';

export type {
  PaymentMethod,
  ProductOption,
  ServerCartItem,
  ServicePoint,
  ShippingMethod,
  StockRecord,
  Totals,
  TotalsItem,
} from './schema.ts';
import type {
  CartUpdateInput,
  PaymentMethod,
  ServerCartItem,
  ServicePoint,
  ShippingInformationInput,
  ShippingInformationResult,
  ShippingMethod,
  ShippingMethodsInput,
  StockRecord,
  Totals,
} from './schema.ts';

/** Who a cart call acts for: a guest cart id alone, or the customer's token as well. */
export interface CartRef {
  cartId: string;
  /** Send the user token (a customer cart). */
  user: boolean;
}

const q = (ref: CartRef) => ({ query: { cartId: ref.cartId }, auth: ref.user });

/**
 * Creates (or, with a token, finds) the server cart; answers its id. A customer's call with `guestCartId` has the
 * server merge that guest cart into the customer cart, once (repeating it adds nothing).
 */
export function createCartCall(user: boolean, guestCartId?: string): Promise<string> {
  return contractResult(apiRoutes.cartCreate, {
    auth: user,
    ...(user && guestCartId ? { body: { guestCartId } } : {}),
  });
}

/** The server cart's lines. */
export function pullCartCall(ref: CartRef): Promise<ServerCartItem[]> {
  return contractResult(apiRoutes.cartPull, q(ref));
}

/** Adds a line, or sets the qty of `item_id`. */
export function updateCartItemCall(
  ref: CartRef,
  cartItem: Omit<CartUpdateInput['cartItem'], 'quoteId'>,
): Promise<ServerCartItem> {
  return contractResult(apiRoutes.cartUpdate, { ...q(ref), body: { cartItem: { ...cartItem, quoteId: ref.cartId } } });
}

/** Deletes a line. */
export function deleteCartItemCall(ref: CartRef, cartItem: { item_id: number; sku: string }): Promise<boolean> {
  return contractResult(apiRoutes.cartDelete, { ...q(ref), body: { cartItem } });
}

/** The cart's totals. */
export function totalsCall(ref: CartRef): Promise<Totals> {
  return contractResult(apiRoutes.cartTotals, q(ref));
}

/** Payment methods for the cart. */
export function paymentMethodsCall(ref: CartRef): Promise<PaymentMethod[]> {
  return contractResult(apiRoutes.cartPaymentMethods, q(ref));
}

/** Shipping methods for an address. */
export function shippingMethodsCall(ref: CartRef, address: ShippingMethodsInput['address']): Promise<ShippingMethod[]> {
  return contractResult(apiRoutes.cartShippingMethods, { ...q(ref), body: { address } });
}

/** Sets the addresses and shipping method; answers new totals and payment methods. */
export function shippingInformationCall(
  ref: CartRef,
  addressInformation: ShippingInformationInput['addressInformation'],
): Promise<ShippingInformationResult> {
  return contractResult(apiRoutes.cartShippingInformation, { ...q(ref), body: { addressInformation } });
}

/** Applies a coupon code. */
export function applyCouponCall(ref: CartRef, coupon: string): Promise<boolean> {
  return contractResult(apiRoutes.cartApplyCoupon, { query: { cartId: ref.cartId, coupon }, auth: ref.user });
}

/** Removes the coupon. */
export function deleteCouponCall(ref: CartRef): Promise<boolean> {
  return contractResult(apiRoutes.cartDeleteCoupon, q(ref));
}

/** A gift card's balance. */
export function giftCardBalanceCall(code: string): Promise<{ code: string; amount: number; currency: string }> {
  return contractResult(apiRoutes.giftCardBalance, { params: { code } });
}

/** Applies an amount of a gift card to the cart; answers totals. */
export function applyGiftCardCall(ref: CartRef, code: string, amount: number): Promise<Totals> {
  return contractResult(apiRoutes.giftCardApply, { body: { cart_id: ref.cartId, code, amount }, auth: ref.user });
}

/** Removes the gift card from the cart; answers totals. */
export function removeGiftCardCall(ref: CartRef): Promise<Totals> {
  return contractResult(apiRoutes.giftCardRemove, { body: { cart_id: ref.cartId }, auth: ref.user });
}

/** Service points near a postcode. */
export function servicePointsCall(country: string, postcode: string, carrier?: string): Promise<ServicePoint[]> {
  return contractResult(apiRoutes.servicePoints, { query: { country, postcode, ...(carrier ? { carrier } : {}) } });
}

/** Chooses the service point of the cart. */
export function setServicePointCall(ref: CartRef, servicePointId: string): Promise<string> {
  return contractResult(apiRoutes.cartServicePoint, {
    body: { cart_id: ref.cartId, service_point_id: servicePointId },
    auth: ref.user,
  });
}

/** Stock of one sku. */
export function stockCheckCall(sku: string): Promise<StockRecord> {
  return contractResult(apiRoutes.stockCheck, { query: { sku } });
}

/** Stock of several skus, asked in batches of 15. */
export async function stockListCall(skus: string[]): Promise<StockRecord[]> {
  const out: StockRecord[] = [];
  for (let i = 0; i < skus.length; i += 15) {
    out.push(...(await contractResult(apiRoutes.stockList, { query: { skus: skus.slice(i, i + 15).join(',') } })));
  }
  return out;
}
