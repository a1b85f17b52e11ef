/**
 * Going online: queued sync tasks are sent, the cart is reloaded from the server with
 * the client state forced, and this store's offline orders are sent at once when automatic transmission is on or the
 * thank-you page is shown; otherwise the shopper is asked to confirm them (`askToConfirm`).
 */
import {
  loadOfflineOrders,
  hasWaitingOrders,
  isThankYouShown,
  offlineOrdersConfig,
  sendOfflineOrders,
  type SentOrder,
} from '../checkout/orders.ts';
import { reloadCart } from '../cart/store.ts';
import { processQueue, unsentTaskCount } from '../sync/store.ts';
import { clearPending } from './pending.ts';

/** What going online did. */
export interface OnlineResult {
  /** Orders sent (placed, refused or queued again). */
  sent: SentOrder[];
  /** The shopper was asked to confirm waiting orders. */
  askedToConfirm: boolean;
}

let running: Promise<OnlineResult> | null = null;

/** Runs the going-online steps once at a time; `askToConfirm` shows the 'Order waiting!' question. */
export function goneOnline(askToConfirm: () => void): Promise<OnlineResult> {
  running ??= (async () => {
    await processQueue();
    await reloadCart();
    const waiting = (await loadOfflineOrders()).filter((o) => o.status === 'waiting');
    let sent: SentOrder[] = [];
    let askedToConfirm = false;
    if (waiting.length > 0) {
      if (offlineOrdersConfig.automatic_transmission_enabled || isThankYouShown()) sent = await sendOfflineOrders();
      else {
        askToConfirm();
        askedToConfirm = true;
      }
    }
    if ((await unsentTaskCount()) === 0 && !(await hasWaitingOrders())) clearPending();
    return { sent, askedToConfirm };
  })().finally(() => {
    running = null;
  });
  return running;
}
