import { persistentJSON } from '@nanostores/persistent';
import { atom, map } from 'nanostores';
import { apiRuntime } from '../api-client/client.ts';
import { translateApiMessage } from '../i18n/i18n.ts';
import type { CartRef } from '../cart/api.ts';
import type { OrderSummary } from '../orders/schema.ts';
import { paymentInitCall } from './api.ts';
import { onLogout } from '../session/logout.ts';

/** Checkout form data kept between visits. */
export interface CheckoutDetails {
  personal: { firstName: string; lastName: string; emailAddress: string; createAccount: boolean };
  shipping: {
    company: string;
    firstName: string;
    lastName: string;
    country: string;
    streetAddress: string;
    apartmentNumber: string;
    city: string;
    zipCode: string;
    phoneNumber: string;
    shippingMethod: string;
    shippingCarrier: string;
    servicePointId: string;
  };
  payment: { paymentMethod: string };
  modifiedAt: number;
}

const emptyDetails = (): CheckoutDetails => ({
  personal: { firstName: '', lastName: '', emailAddress: '', createAccount: false },
  shipping: {
    company: '',
    firstName: '',
    lastName: '',
    country: '',
    streetAddress: '',
    apartmentNumber: '',
    city: '',
    zipCode: '',
    phoneNumber: '',
    shippingMethod: '',
    shippingCarrier: '',
    servicePointId: '',
  },
  payment: { paymentMethod: 'avarda' },
  modifiedAt: 0,
});

/** Saved checkout details (never the password). */
export const $checkoutDetails = persistentJSON<CheckoutDetails>('np-checkout', emptyDetails());

/** The "in checkout" window (30 minutes). */
export const IN_CHECKOUT_MS = 30 * 60 * 1000;

/** Updates part of the checkout details and stamps the modification time. */
export function saveCheckoutDetails<K extends 'personal' | 'shipping' | 'payment'>(
  part: K,
  patch: Partial<CheckoutDetails[K]>,
  now = Date.now(),
): void {
  const current = $checkoutDetails.get();
  $checkoutDetails.set({ ...current, [part]: { ...current[part], ...patch }, modifiedAt: now });
}

/** True when checkout was modified within the last 30 minutes. */
export function isInCheckout(now = Date.now()): boolean {
  const { modifiedAt } = $checkoutDetails.get();
  return modifiedAt > 0 && now - modifiedAt < IN_CHECKOUT_MS;
}

/** Forgets the saved checkout details (logout, after an order). */
export function clearCheckoutDetails(): void {
  $checkoutDetails.set(emptyDetails());
}

// A logout forgets the saved checkout details.
onLogout('checkout', clearCheckoutDetails);

/** What the confirmation shows: the order number and e-mail, and after a payment the lines, totals and address. */
export type OrderConfirmation = { order_number: string; customer_email: string } & Partial<OrderSummary>;

/** The confirmation shown after an order. */
export const $orderConfirmation = atom<OrderConfirmation | null>(null);

const CONFIRMATION_KEY = 'np-order-confirmation';

/** Orders this browser placed as a guest (their order ids): registering with the same e-mail attaches them. */
export const $guestOrders = persistentJSON<string[]>('np-guest-orders', []);

/** Remembers an order placed as a guest, so registering with its e-mail attaches it. */
export function rememberGuestOrder(orderId: string | undefined): void {
  if (orderId && !$guestOrders.get().includes(orderId)) $guestOrders.set([...$guestOrders.get(), orderId].slice(-20));
}

/** Shows the confirmation of a placed order (kept for this tab's confirmation page). */
export function setConfirmation(order: OrderConfirmation): void {
  $orderConfirmation.set(order);
  try {
    globalThis.sessionStorage?.setItem(CONFIRMATION_KEY, JSON.stringify(order));
  } catch {
    // The confirmation page then shows nothing; the checkout already showed the order number.
  }
}

/** Reads the last order of this tab (the confirmation page). */
export function restoreConfirmation(): void {
  try {
    const raw = globalThis.sessionStorage?.getItem(CONFIRMATION_KEY);
    if (raw) $orderConfirmation.set(JSON.parse(raw) as OrderConfirmation);
  } catch {
    // Nothing to show.
  }
}

/** State of the built-in payment provider's flow. */
export interface ExternalCheckoutState {
  initialized: boolean;
  completed: boolean;
  purchaseJwt: string | null;
  loading: boolean;
  error: string | null;
  attempts: number;
  sessionOrderHashes: string[];
}

/** The payment flow state before the payment step starts. */
export function paymentNotStarted(): ExternalCheckoutState {
  return {
    initialized: false,
    completed: false,
    purchaseJwt: null,
    loading: false,
    error: null,
    attempts: 0,
    sessionOrderHashes: [],
  };
}

/** The payment flow state of this page visit. */
export const $externalCheckout = map<ExternalCheckoutState>(paymentNotStarted());

/** Starts the payment step: the purchase token for the cart (a customer's cart is opened with the customer's token). */
export async function initPayment(ref: CartRef): Promise<string | null> {
  $externalCheckout.set({ ...$externalCheckout.get(), loading: true, error: null });
  try {
    const { token } = await paymentInitCall(ref, $externalCheckout.get().initialized ? 'load' : 'init');
    $externalCheckout.set({ ...$externalCheckout.get(), initialized: true, purchaseJwt: token, loading: false });
    return token;
  } catch (error) {
    const message = translateApiMessage(apiRuntime.storeCode(), error instanceof Error ? error.message : String(error));
    $externalCheckout.set({ ...$externalCheckout.get(), loading: false, error: message });
    return null;
  }
}

/** Reloads the page (replaced in tests): after more than 3 refused completions of a payment (src/lib/checkout/orders.ts). */
export const pageControl = { reload: () => globalThis.location?.reload() };
