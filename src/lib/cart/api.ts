import { apiCall, apiResult } from '../api-client/client.ts';

export type { PaymentMethod, ProductOption, ServerCartItem, ServicePoint, ShippingMethod, StockRecord, Totals, TotalsItem } from './schema.ts';
import type { PaymentMethod, ProductOption, ServerCartItem, ServicePoint, ShippingMethod, StockRecord, Totals } from './schema.ts';

/** Who a cart call acts for: a guest cart id alone, or the customer's token as well. */
export interface CartRef {
  cartId: string;
  /** Send the user token (a customer cart). */
  user: boolean;
}

const q = (ref: CartRef, extra: Record<string, string> = {}) => ({ query: { cartId: ref.cartId, ...extra }, auth: ref.user });

/** Creates (or, with a token, finds) the server cart; answers its id. */
export function createCartCall(user: boolean): Promise<string> {
  return apiResult<string>('/api/cart/create', { method: 'POST', auth: user });
}

/** The server cart's lines. */
export function pullCartCall(ref: CartRef): Promise<ServerCartItem[]> {
  return apiResult<ServerCartItem[]>('/api/cart/pull', q(ref));
}

/** Adds a line, or sets the qty of `item_id`. */
export function updateCartItemCall(
  ref: CartRef,
  cartItem: { sku: string; qty: number; item_id?: number; product_option?: ProductOption },
): Promise<ServerCartItem> {
  return apiResult<ServerCartItem>('/api/cart/update', { ...q(ref), body: { cartItem: { ...cartItem, quoteId: ref.cartId } } });
}

/** Deletes a line. */
export function deleteCartItemCall(ref: CartRef, cartItem: { item_id: number; sku: string }): Promise<boolean> {
  return apiResult<boolean>('/api/cart/delete', { ...q(ref), body: { cartItem } });
}

/** The cart's totals. */
export function totalsCall(ref: CartRef): Promise<Totals> {
  return apiResult<Totals>('/api/cart/totals', q(ref));
}

/** Payment methods for the cart. */
export function paymentMethodsCall(ref: CartRef): Promise<PaymentMethod[]> {
  return apiResult<PaymentMethod[]>('/api/cart/payment-methods', q(ref));
}

/** Shipping methods for an address. */
export function shippingMethodsCall(
  ref: CartRef,
  address: { country_id: string; postcode?: string; city?: string; street?: string[]; region?: string },
): Promise<ShippingMethod[]> {
  return apiResult<ShippingMethod[]>('/api/cart/shipping-methods', { ...q(ref), body: { address } });
}

/** Sets the addresses and shipping method; answers new totals and payment methods. */
export function shippingInformationCall(
  ref: CartRef,
  addressInformation: Record<string, unknown>,
): Promise<{ totals: Totals; payment_methods: PaymentMethod[] }> {
  return apiResult('/api/cart/shipping-information', { ...q(ref), body: { addressInformation } });
}

/** Applies a coupon code. */
export function applyCouponCall(ref: CartRef, coupon: string): Promise<boolean> {
  return apiResult<boolean>('/api/cart/apply-coupon', { method: 'POST', ...q(ref, { coupon }) });
}

/** Removes the coupon. */
export function deleteCouponCall(ref: CartRef): Promise<boolean> {
  return apiResult<boolean>('/api/cart/delete-coupon', { method: 'POST', ...q(ref) });
}

/** A gift card's balance. */
export function giftCardBalanceCall(code: string): Promise<{ code: string; amount: number; currency: string }> {
  return apiResult(`/api/ext/polder/gift-card/balance/${encodeURIComponent(code)}`);
}

/** Applies an amount of a gift card to the cart; answers totals. */
export function applyGiftCardCall(ref: CartRef, code: string, amount: number): Promise<Totals> {
  return apiResult<Totals>('/api/ext/polder/gift-card/apply', { body: { cart_id: ref.cartId, code, amount }, auth: ref.user });
}

/** Removes the gift card from the cart; answers totals. */
export function removeGiftCardCall(ref: CartRef): Promise<Totals> {
  return apiResult<Totals>('/api/ext/polder/gift-card/remove', { body: { cart_id: ref.cartId }, auth: ref.user });
}

/** Service points near a postcode. */
export function servicePointsCall(country: string, postcode: string, carrier?: string): Promise<ServicePoint[]> {
  return apiResult<ServicePoint[]>('/api/ext/polder/service-points', { query: { country, postcode, carrier } });
}

/** Chooses the service point of the cart. */
export function setServicePointCall(ref: CartRef, servicePointId: string): Promise<string> {
  return apiResult<string>('/api/ext/polder/cart/service-point', {
    body: { cart_id: ref.cartId, service_point_id: servicePointId },
    auth: ref.user,
  });
}

/** Stock of one sku. */
export function stockCheckCall(sku: string): Promise<StockRecord> {
  return apiResult<StockRecord>('/api/stock/check', { query: { sku } });
}

/** Stock of several skus, asked in batches of 15 (contract.md §9). */
export async function stockListCall(skus: string[]): Promise<StockRecord[]> {
  const out: StockRecord[] = [];
  for (let i = 0; i < skus.length; i += 15) {
    const envelope = await apiCall<StockRecord[]>('/api/stock/list', { query: { skus: skus.slice(i, i + 15).join(',') } });
    out.push(...envelope.result);
  }
  return out;
}
