/**
 * The order path of the checkout (product.md §4, Order placement and Connectivity): one way to place an order,
 * online or offline.
 * - Online: up to 4 attempts waiting 1 s × the attempt number until the API accepts it; a refusal (4xx: sold out,
 *   invalid address) is final and shown; a server failure after the attempts keeps the order queued.
 * - Offline: the order waits in IndexedDB with its client-made order_id (the API places an order once per id).
 * - An order whose hash was already placed this session is ignored (a double submit).
 * Queued orders are sent by `sendOfflineOrders` when the connection returns (src/lib/offline/connectivity.ts).
 */
import { atom } from 'nanostores';
import { ApiError, apiRuntime } from '../api-client/client.ts';
import { hash } from '../cart/items.ts';
import { errorText } from '../i18n/errors.ts';
import { translateApiMessage } from '../i18n/i18n.ts';
import { markPending } from '../offline/pending.ts';
import { hasIndexedDb, localDb, type OfflineOrder } from '../sync/db.ts';
import { placeOrderCall, type OrderAnswer, type OrderRequest } from './api.ts';
import { $externalCheckout, saveCheckoutDetails, setConfirmation } from './store.ts';

export type { OfflineOrder };

/** Order placement attempts (contract.md §9). */
export const ORDER_ATTEMPTS = 4;

/**
 * offline_orders.* of the configuration: without automatic transmission the shopper confirms queued orders. The
 * server's setting (OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION) comes with the page as `data-offline-auto-send`.
 */
export const offlineOrdersConfig = {
  automatic_transmission_enabled: typeof document !== 'undefined' && document.documentElement.dataset['offlineAutoSend'] === 'true',
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

type Attempt = { status: 'placed'; order: OrderAnswer } | { status: 'refused'; message: string } | { status: 'failed'; message: string; network: boolean };

const tr = (message: string) => translateApiMessage(apiRuntime.storeCode(), message);

function sessionHashes(): string[] {
  return $externalCheckout.get().sessionOrderHashes;
}

/** A placed order: its confirmation is shown, the account-creation choice is reset (product.md §4). */
function placed(order: OrderAnswer): void {
  setConfirmation({ order_number: order.order_number, customer_email: order.customer_email });
  saveCheckoutDetails('personal', { createAccount: false });
}

/** Up to 4 attempts, waiting 1 s × the attempt number; stops at a refusal and when the browser went offline. */
async function transmit(body: OrderRequest, user: boolean): Promise<Attempt> {
  let last: Attempt = { status: 'failed', message: errorText('networkFailure'), network: true };
  for (let attempt = 1; attempt <= ORDER_ATTEMPTS; attempt++) {
    try {
      return { status: 'placed', order: await placeOrderCall({ ...body, updated_at: new Date().toISOString() }, user) };
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

function queuedRecord(body: OrderRequest, user: boolean, key: string, message?: string): OfflineOrder {
  return {
    order_id: body.order_id, storeCode: apiRuntime.storeCode(), user, hash: key, body, created_at: Date.now(),
    itemCount: body.products.reduce((sum, p) => sum + p.qty, 0), transmited: false, status: 'waiting', ...(message ? { message } : {}),
  };
}

/**
 * Places an order from the checkout: offline it is queued at once; online it is sent with the retries above, and a
 * server failure queues it. Ignored when the same order was already placed this session.
 */
export async function placeOrder(draft: OrderDraft, user: boolean): Promise<PlaceResult> {
  const key = orderHash(draft);
  if (sessionHashes().includes(key)) return { status: 'duplicate' };
  $externalCheckout.setKey('sessionOrderHashes', [...sessionHashes(), key]);
  const now = new Date().toISOString();
  const body: OrderRequest = { ...draft, created_at: now, updated_at: now, transmited: false };
  if (!apiRuntime.isOnline()) {
    await store(queuedRecord(body, user, key));
    return { status: 'queued' };
  }
  const result = await transmit(body, user);
  if (result.status === 'placed') {
    placed(result.order);
    return result;
  }
  if (result.status === 'refused') {
    // A refusal is final: the shopper may fix it and place the same order again.
    $externalCheckout.setKey('sessionOrderHashes', sessionHashes().filter((h) => h !== key));
    return { status: 'refused', message: tr(result.message) };
  }
  const message = result.network ? undefined : errorText('orderQueued');
  await store(queuedRecord(body, user, key, message));
  return { status: 'queued', ...(message ? { message: tr(message) } : {}) };
}

/** Reads this store's queued and refused orders into `$offlineOrders` (answers them). */
export async function loadOfflineOrders(): Promise<OfflineOrder[]> {
  if (!hasIndexedDb()) return [];
  const all = await (await localDb()).getAll('offlineOrders');
  const mine = all.filter((o) => o.storeCode === apiRuntime.storeCode() && !o.transmited).sort((a, b) => a.created_at - b.created_at);
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
 * it waiting with the spec's message. Runs once at a time.
 */
export function sendOfflineOrders(): Promise<SentOrder[]> {
  sending ??= (async () => {
    const sent: SentOrder[] = [];
    if (!hasIndexedDb() || !apiRuntime.isOnline()) return sent;
    const db = await localDb();
    for (const order of await loadOfflineOrders()) {
      if (order.status !== 'waiting') continue;
      const result = await transmit(order.body as OrderRequest, order.user);
      if (result.status === 'placed') {
        await db.delete('offlineOrders', order.order_id);
        placed(result.order);
        sent.push({ order, result });
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
