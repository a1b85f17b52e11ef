import { apiCall, apiResult } from '../api-client/client.ts';

/** Options of a cart line (api-contract.md, Cart). */
export interface ProductOption {
  extension_attributes?: {
    configurable_item_options?: { option_id: string | number; option_value: string | number }[];
    bundle_options?: { option_id: string | number; option_qty: number; option_selections: (string | number)[] }[];
    custom_options?: { option_id: string | number; option_value: string | number }[];
  };
}

/** A cart line as the server stores it. */
export interface ServerCartItem {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: string;
  quote_id: string;
  product_option?: ProductOption;
  /** The chosen colour, size or package parts as the shopper reads them. */
  options?: { label: string; value: string }[];
}

/** One line of the totals. */
export interface TotalsItem {
  item_id: number;
  sku: string;
  name: string;
  qty: number;
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  tax_percent: number;
  tax_amount: number;
  discount_amount: number;
}

/** Cart totals computed by the server. */
export interface Totals {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  subtotal_incl_tax: number;
  tax_amount: number;
  base_tax_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  base_shipping_amount: number;
  discount_amount: number;
  coupon_code: string | null;
  base_currency_code: string;
  quote_currency_code: string;
  items_qty: number;
  items: TotalsItem[];
  total_segments: { code: string; title: string; value: number }[];
}

/** A shipping method offered for an address. */
export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  price_incl_tax: number;
  available: boolean;
  service_point: boolean;
}

/** A payment method offered for the cart. */
export interface PaymentMethod {
  code: string;
  title: string;
  cost: number;
  cost_incl_tax: number;
  default?: boolean;
}

/** A pickup location of a carrier. */
export interface ServicePoint {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country_id: string;
  carrier_code: string;
  distance_km?: number;
  opening_hours: string[];
}

/** A stock record (GET /api/stock/check and /list). */
export interface StockRecord {
  sku: string;
  product_id?: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

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
