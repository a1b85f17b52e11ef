import { persistentJSON } from '@nanostores/persistent';
import { atom, map } from 'nanostores';
import { ApiError, apiRuntime } from '../api-client/client.ts';
import { hash } from '../cart/items.ts';
import { translate, translateApiMessage } from '../i18n/i18n.ts';
import { queueTask } from '../sync/store.ts';
import { paymentCompleteCall, paymentInitCall, placeOrderCall, widgetInitCall, type OrderAnswer, type OrderRequest } from './api.ts';

/** Checkout form data kept between visits (product.md §3, Checkout). */
export interface CheckoutDetails {
  personal: { firstName: string; lastName: string; emailAddress: string; createAccount: boolean };
  shipping: {
    company: string; firstName: string; lastName: string; country: string; streetAddress: string; apartmentNumber: string;
    city: string; zipCode: string; phoneNumber: string; shippingMethod: string; shippingCarrier: string; servicePointId: string;
  };
  payment: { paymentMethod: string };
  modifiedAt: number;
}

const emptyDetails = (): CheckoutDetails => ({
  personal: { firstName: '', lastName: '', emailAddress: '', createAccount: false },
  shipping: {
    company: '', firstName: '', lastName: '', country: '', streetAddress: '', apartmentNumber: '', city: '', zipCode: '',
    phoneNumber: '', shippingMethod: '', shippingCarrier: '', servicePointId: '',
  },
  payment: { paymentMethod: 'avarda' },
  modifiedAt: 0,
});

/** Saved checkout details (never the password). */
export const $checkoutDetails = persistentJSON<CheckoutDetails>('np-checkout', emptyDetails());

/** The "in checkout" window (contract.md §9: 30 minutes). */
export const IN_CHECKOUT_MS = 30 * 60 * 1000;

/** Updates part of the checkout details and stamps the modification time. */
export function saveCheckoutDetails<K extends 'personal' | 'shipping' | 'payment'>(part: K, patch: Partial<CheckoutDetails[K]>, now = Date.now()): void {
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

/** The confirmation shown after an order. */
export const $orderConfirmation = atom<{ order_number: string; customer_email: string } | null>(null);

const CONFIRMATION_KEY = 'np-order-confirmation';

function setConfirmation(order: { order_number: string; customer_email: string }): void {
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
    if (raw) $orderConfirmation.set(JSON.parse(raw) as { order_number: string; customer_email: string });
  } catch {
    // Nothing to show.
  }
}

/** State of the built-in payment provider's flow (product.md §3, External checkout state). */
export interface ExternalCheckoutState {
  initialized: boolean;
  completed: boolean;
  purchaseJwt: string | null;
  loading: boolean;
  error: string | null;
  attempts: number;
  sessionOrderHashes: string[];
}

/** The payment flow state of this page visit. */
export const $externalCheckout = map<ExternalCheckoutState>({
  initialized: false, completed: false, purchaseJwt: null, loading: false, error: null, attempts: 0, sessionOrderHashes: [],
});

/** Order placement attempts (contract.md §9). */
export const ORDER_ATTEMPTS = 4;

/** The hash that recognises the same order placed twice in a session. */
export function orderHash(order: Pick<OrderRequest, 'cart_id' | 'products' | 'addressInformation'>): string {
  return hash(JSON.stringify([order.cart_id, order.products, order.addressInformation]));
}

/** What placing an order did. */
export type PlaceResult =
  | { status: 'placed'; order: OrderAnswer }
  | { status: 'duplicate' }
  | { status: 'queued'; message: string }
  | { status: 'failed'; message: string };

/**
 * Places an order: ignored when the same order was already placed this session; timestamps stamped; up to
 * 4 attempts waiting 1 s × the attempt number until the API accepts it. A refusal (4xx) is not retried and its
 * message is shown; a server failure after the attempts queues the order.
 */
export async function placeOrder(order: Omit<OrderRequest, 'created_at' | 'updated_at' | 'transmited'>, user: boolean): Promise<PlaceResult> {
  const key = orderHash(order);
  const state = $externalCheckout.get();
  if (state.sessionOrderHashes.includes(key)) return { status: 'duplicate' };
  $externalCheckout.setKey('sessionOrderHashes', [...state.sessionOrderHashes, key]);
  const now = new Date().toISOString();
  const body: OrderRequest = { ...order, created_at: now, updated_at: now, transmited: false };
  const store = apiRuntime.storeCode();
  let last: unknown;
  for (let attempt = 1; attempt <= ORDER_ATTEMPTS; attempt++) {
    try {
      const answer = await placeOrderCall(body, user);
      setConfirmation({ order_number: answer.order_number, customer_email: answer.customer_email });
      saveCheckoutDetails('personal', { createAccount: false });
      return { status: 'placed', order: answer };
    } catch (error) {
      last = error;
      if (error instanceof ApiError && error.code >= 400 && error.code < 500) {
        // A refusal is final: the shopper may fix it and place the same order again.
        $externalCheckout.setKey('sessionOrderHashes', $externalCheckout.get().sessionOrderHashes.filter((h) => h !== key));
        return { status: 'failed', message: translateApiMessage(store, error.message) };
      }
      if (attempt < ORDER_ATTEMPTS) await apiRuntime.wait(1000 * attempt);
    }
  }
  await queueTask({ url: '/api/order', payload: { ...body, transmited: false }, auth: user }, { sendNow: false });
  console.warn('order queued after failed attempts', last);
  return { status: 'queued', message: translate(store, 'error.orderQueued') };
}

/** Starts the payment step: the purchase token for the cart. */
export async function initPayment(cartId: string): Promise<string | null> {
  $externalCheckout.set({ ...$externalCheckout.get(), loading: true, error: null });
  try {
    const { token } = await paymentInitCall(cartId, $externalCheckout.get().initialized ? 'load' : 'init');
    $externalCheckout.set({ ...$externalCheckout.get(), initialized: true, purchaseJwt: token, loading: false });
    return token;
  } catch (error) {
    const message = translateApiMessage(apiRuntime.storeCode(), error instanceof Error ? error.message : String(error));
    $externalCheckout.set({ ...$externalCheckout.get(), loading: false, error: message });
    return null;
  }
}

/** Reloads the page (replaced in tests). */
export const pageControl = { reload: () => globalThis.location?.reload() };

/**
 * Completes the payment: marks completed and shows the confirmation; on error counts the attempt, and reloads
 * the page once more than 3 completions failed. Answers the order, or null.
 */
export async function completePayment(cartId: string): Promise<{ order_number: string; customer_email: string } | null> {
  $externalCheckout.set({ ...$externalCheckout.get(), loading: true, error: null });
  try {
    const { order } = await paymentCompleteCall(cartId, { purchaseToken: $externalCheckout.get().purchaseJwt });
    $externalCheckout.set({ ...$externalCheckout.get(), completed: true, loading: false, attempts: 0, purchaseJwt: null, initialized: false });
    setConfirmation(order);
    saveCheckoutDetails('personal', { createAccount: false });
    return order;
  } catch (error) {
    const attempts = $externalCheckout.get().attempts + 1;
    const message = translateApiMessage(apiRuntime.storeCode(), error instanceof Error ? error.message : String(error));
    $externalCheckout.set({ ...$externalCheckout.get(), loading: false, error: message, attempts });
    if (attempts > 3) pageControl.reload();
    return null;
  }
}

/** The part-payment widget session, cached in local storage until it expires. */
export const $widgetSession = persistentJSON<{ widgetJwt: string; paymentId: string; expiredUtc: string } | null>('np-avarda-widget', null);

/** The widget session: the cached one while valid, else a new one (failures only logged). */
export async function widgetSession(now = Date.now()): Promise<{ widgetJwt: string; paymentId: string; expiredUtc: string } | null> {
  const cached = $widgetSession.get();
  if (cached && Date.parse(cached.expiredUtc) > now) return cached;
  try {
    const raw = await widgetInitCall();
    const session = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { widgetJwt: string; paymentId: string; expiredUtc: string };
    $widgetSession.set(session);
    return session;
  } catch (error) {
    console.warn('part-payment widget init failed', error);
    return null;
  }
}

/** Monthly amount over 24 months for a price (the instalment text of the spec), rounded up to whole units. */
export function monthlyAmount(price: number, months = 24): number {
  return Math.ceil(price / months);
}
