/** The order path of the checkout. More in README.md. */
import { atom } from 'nanostores';
import { ApiError, apiRuntime } from '../api-client/client.ts';
import { hash } from '../cart/items.ts';
import { errorText } from '../i18n/errors.ts';
import { translateApiMessage } from '../i18n/i18n.ts';
import { markPending } from '../offline/pending.ts';
import { hasIndexedDb, localDb, type OfflineOrder } from '../sync/db.ts';
import type { CartRef } from '../cart/api.ts';
import type { OrderSummary } from '../orders/schema.ts';
import { paymentCompleteCall, placeOrderCall, type OrderAnswer, type OrderRequest } from './api.ts';
import { $externalCheckout, pageControl, rememberGuestOrder, saveCheckoutDetails, setConfirmation } from './store.ts';

export type { OfflineOrder };

/** An approved payment to complete into an order (the body of POST /api/ext/polder/avarda/complete/{cart_id}). */
export interface PaidOrder {
  order_id: string;
  cart_id: string;
  purchaseToken: string | null;
}

/** Order placement attempts. */
export const ORDER_ATTEMPTS = 4;

/**
 * offline_orders.* of the configuration: without automatic transmission the shopper confirms queued orders. The
 * server's setting (OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION) comes with the page as `data-offline-auto-send`.
 */
export const offlineOrdersConfig = {
  automatic_transmission_enabled:
    typeof document !== 'undefined' && document.documentElement.dataset['offlineAutoSend'] === 'true',
};

/** The order as the checkout builds it; the timestamps are stamped here. */
export type OrderDraft = Omit<OrderRequest, 'created_at' | 'updated_at' | 'transmited'>;

/** What placing an order did. */
export type PlaceResult =
  | { status: 'placed'; order: OrderAnswer }
  | { status: 'duplicate' }
  /** Waiting in the browser: offline, or the server failed every attempt (`message` then says so, translated). */
  | { status: 'queued'; message?: string }
  /** Refused by the shop (sold out, invalid address); `message` is translated. */
  | { status: 'refused'; message: string };

/** The hash that recognises the same order placed twice in a session. */
export function orderHash(order: Pick<OrderRequest, 'cart_id' | 'products' | 'addressInformation'>): string {
  return hash(JSON.stringify([order.cart_id, order.products, order.addressInformation]));
}

/** A new client-made order id. */
export function newOrderId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** This store's queued and refused orders (the checkout shows them while they wait). */
export const $offlineOrders = atom<OfflineOrder[]>([]);

let thankYouShown = false;

/** The checkout's waiting-order view (the thank-you page of an offline order) is on screen. */
export function setThankYouShown(shown: boolean): void {
  thankYouShown = shown;
}

/** True while the waiting-order view is on screen: queued orders are then sent without asking. */
export function isThankYouShown(): boolean {
  return thankYouShown;
}

type Attempt =
  | { status: 'placed'; order: OrderAnswer; summary?: OrderSummary }
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string; network: boolean };

const tr = (message: string) => translateApiMessage(apiRuntime.storeCode(), message);

function sessionHashes(): string[] {
  return $externalCheckout.get().sessionOrderHashes;
}

/**
 * A placed order: its confirmation is shown (with lines, totals and address when the shop answered them), the
 * account-creation choice is reset, and a guest's order is remembered for a later registration.
 */
function placed(attempt: { order: OrderAnswer; summary?: OrderSummary }, user: boolean): void {
  setConfirmation(
    attempt.summary ?? { order_number: attempt.order.order_number, customer_email: attempt.order.customer_email },
  );
  saveCheckoutDetails('personal', { createAccount: false });
  if (!user) rememberGuestOrder(attempt.order.order_id);
}

/** One call of the order's way to the shop: the order itself, or the completion of its approved payment. */
async function send(
  order: Pick<OfflineOrder, 'via' | 'body' | 'user'>,
): Promise<{ order: OrderAnswer; summary?: OrderSummary }> {
  if (order.via === 'payment') {
    const paid = order.body as PaidOrder;
    const { order: summary } = await paymentCompleteCall(
      { cartId: paid.cart_id, user: order.user },
      { order_id: paid.order_id, purchaseToken: paid.purchaseToken },
    );
    return {
      order: {
        order_number: summary.order_number,
        order_id: summary.order_id,
        customer_email: summary.customer_email,
        grand_total: summary.grand_total,
        currency: summary.currency,
        status: 'pending',
      },
      summary,
    };
  }
  return {
    order: await placeOrderCall({ ...(order.body as OrderRequest), updated_at: new Date().toISOString() }, order.user),
  };
}

/** Up to 4 attempts, waiting 1 s × the attempt number; stops at a refusal and when the browser went offline. */
async function transmit(order: Pick<OfflineOrder, 'via' | 'body' | 'user'>): Promise<Attempt> {
  let last: Attempt = { status: 'failed', message: errorText('networkFailure'), network: true };
  for (let attempt = 1; attempt <= ORDER_ATTEMPTS; attempt++) {
    try {
      return { status: 'placed', ...(await send(order)) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code >= 400 && error.code < 500) return { status: 'refused', message: error.message };
      last = { status: 'failed', message: error.message, network: error.network };
      if (error.network && !apiRuntime.isOnline()) return last;
      if (attempt < ORDER_ATTEMPTS) await apiRuntime.wait(1000 * attempt);
    }
  }
  return last;
}

async function store(order: OfflineOrder): Promise<void> {
  if (!hasIndexedDb()) return;
  await (await localDb()).put('offlineOrders', order);
  markPending();
  await loadOfflineOrders();
}

/**
 * Sends an order from the checkout: offline it is queued at once; online it is sent with the retries above, and a
 * server failure queues it. Ignored when the same order was already placed this session.
 */
async function submit(order: OfflineOrder): Promise<PlaceResult> {
  const key = order.hash;
  if (sessionHashes().includes(key)) return { status: 'duplicate' };
  $externalCheckout.setKey('sessionOrderHashes', [...sessionHashes(), key]);
  if (!apiRuntime.isOnline()) {
    await store(order);
    return { status: 'queued' };
  }
  const result = await transmit(order);
  if (result.status === 'placed') {
    placed(result, order.user);
    return { status: 'placed', order: result.order };
  }
  if (result.status === 'refused') {
    // A refusal is final: the shopper may fix it and place the same order again.
    $externalCheckout.setKey(
      'sessionOrderHashes',
      sessionHashes().filter((h) => h !== key),
    );
    return { status: 'refused', message: tr(result.message) };
  }
  const message = result.network ? undefined : errorText('orderQueued');
  await store({ ...order, ...(message ? { message } : {}) });
  return { status: 'queued', ...(message ? { message: tr(message) } : {}) };
}

function record(
  fields: Pick<OfflineOrder, 'order_id' | 'user' | 'hash' | 'body' | 'itemCount'> & { via?: 'payment' },
): OfflineOrder {
  return { ...fields, storeCode: apiRuntime.storeCode(), created_at: Date.now(), transmited: false, status: 'waiting' };
}

/** Places an order paid by invoice (the offline checkout's order): POST /api/order through `submit`. */
export function placeOrder(draft: OrderDraft, user: boolean): Promise<PlaceResult> {
  const now = new Date().toISOString();
  const body: OrderRequest = { ...draft, created_at: now, updated_at: now, transmited: false };
  return submit(
    record({
      order_id: body.order_id,
      user,
      hash: orderHash(draft),
      body,
      itemCount: body.products.reduce((sum, p) => sum + p.qty, 0),
    }),
  );
}

/**
 * Completes an approved payment into its order (the online checkout, back from the payment step) through the same
 * `submit`. More in README.md.
 */
export async function completePaidOrder(
  ref: CartRef,
  paid: Omit<PaidOrder, 'cart_id'>,
  itemCount: number,
): Promise<PlaceResult> {
  $externalCheckout.set({ ...$externalCheckout.get(), loading: true, error: null });
  const body: PaidOrder = { ...paid, cart_id: ref.cartId };
  const result = await submit(
    record({
      order_id: paid.order_id,
      user: ref.user,
      hash: hash(JSON.stringify(['payment', ref.cartId])),
      body,
      itemCount,
      via: 'payment',
    }),
  );
  const state = $externalCheckout.get();
  if (result.status === 'placed') {
    $externalCheckout.set({
      ...state,
      completed: true,
      loading: false,
      attempts: 0,
      purchaseJwt: null,
      initialized: false,
    });
  } else if (result.status === 'refused') {
    $externalCheckout.set({ ...state, loading: false, error: result.message, attempts: state.attempts + 1 });
    if (state.attempts + 1 > 3) pageControl.reload();
  } else {
    $externalCheckout.set({ ...state, loading: false });
  }
  return result;
}

/** Reads this store's queued and refused orders into `$offlineOrders` (answers them). */
export async function loadOfflineOrders(): Promise<OfflineOrder[]> {
  if (!hasIndexedDb()) return [];
  const all = await (await localDb()).getAll('offlineOrders');
  const mine = all
    .filter((o) => o.storeCode === apiRuntime.storeCode() && !o.transmited)
    .sort((a, b) => a.created_at - b.created_at);
  $offlineOrders.set(mine);
  return mine;
}

/** True when any store has an order waiting to be sent (the pending mark may then stay). */
export async function hasWaitingOrders(): Promise<boolean> {
  if (!hasIndexedDb()) return false;
  return (await (await localDb()).getAll('offlineOrders')).some((o) => !o.transmited && o.status === 'waiting');
}

/** What one queued order's sending did. */
export interface SentOrder {
  order: OfflineOrder;
  result: PlaceResult;
}

let sending: Promise<SentOrder[]> | null = null;

/**
 * Sends this store's waiting orders (going online, or the shopper confirmed them): a placed order leaves the queue,
 * a refused one stays marked refused with the shop's message (never turned into a success), a server failure keeps
 * it waiting with the catalogue's message. Runs once at a time.
 */
export function sendOfflineOrders(): Promise<SentOrder[]> {
  sending ??= (async () => {
    const sent: SentOrder[] = [];
    if (!hasIndexedDb() || !apiRuntime.isOnline()) return sent;
    const db = await localDb();
    for (const order of await loadOfflineOrders()) {
      if (order.status !== 'waiting') continue;
      const result = await transmit(order);
      if (result.status === 'placed') {
        await db.delete('offlineOrders', order.order_id);
        placed(result, order.user);
        sent.push({ order, result: { status: 'placed', order: result.order } });
      } else if (result.status === 'refused') {
        await db.put('offlineOrders', { ...order, status: 'refused', message: result.message });
        sent.push({ order, result: { status: 'refused', message: tr(result.message) } });
      } else {
        const message = result.network ? undefined : errorText('orderQueued');
        await db.put('offlineOrders', { ...order, ...(message ? { message } : {}) });
        sent.push({ order, result: { status: 'queued', ...(message ? { message: tr(message) } : {}) } });
        if (result.network) break;
      }
    }
    await loadOfflineOrders();
    return sent;
  })().finally(() => {
    sending = null;
  });
  return sending;
}

/** Removes a refused order the shopper has read. */
export async function dismissOfflineOrder(orderId: string): Promise<void> {
  if (!hasIndexedDb()) return;
  await (await localDb()).delete('offlineOrders', orderId);
  await loadOfflineOrders();
}
