/** Offline orders in the checkout. More in README.md. */
import { useStore } from '@nanostores/react';
import { useEffect, useSyncExternalStore } from 'react';
import {
  $offlineOrders,
  dismissOfflineOrder,
  loadOfflineOrders,
  sendOfflineOrders,
  setThankYouShown,
} from '../lib/checkout/orders.ts';
import { translateApiMessage } from '../lib/i18n/i18n.ts';
import { storeViews, type StoreCode } from '../lib/store-view/config.ts';
import { useT } from './ui/hooks.ts';

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** The browser's connection state (true during server rendering). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The waiting and refused offline orders of this store. */
export function OfflineOrders({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const orders = useStore($offlineOrders);
  const online = useOnline();
  const waiting = orders.filter((o) => o.status === 'waiting');
  const refused = orders.filter((o) => o.status === 'refused');
  const time = (at: number) =>
    new Date(at).toLocaleString(storeViews[storeCode].locale, { dateStyle: 'short', timeStyle: 'short' });

  useEffect(() => {
    void loadOfflineOrders();
  }, []);
  useEffect(() => {
    setThankYouShown(waiting.length > 0);
    // This view is the thank-you page of an offline order: online, its waiting orders are sent without asking.
    if (online && waiting.length > 0) void sendOfflineOrders();
    return () => setThankYouShown(false);
  }, [online, waiting.length]);

  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="np-offline-orders" className="np-offline-orders">
      {waiting.length > 0 && (
        <>
          <h2 id="np-offline-orders">{t('offline.waitingTitle')}</h2>
          <ul className="np-list">
            {waiting.map((order) => (
              <li key={order.order_id}>
                <p>{t('offline.waitingText', { time: time(order.created_at), count: order.itemCount })}</p>
                {online && <p>{t('offline.sending')}</p>}
                {order.message && <p role="alert">{translateApiMessage(storeCode, order.message)}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      {refused.map((order, index) => (
        <div key={order.order_id} className="np-buy__message np-buy__message--error">
          <p role="alert" id={waiting.length === 0 && index === 0 ? 'np-offline-orders' : undefined}>
            {t('offline.refused', {
              time: time(order.created_at),
              message: translateApiMessage(storeCode, order.message ?? ''),
            })}
          </p>
          <button
            type="button"
            className="np-button np-button--secondary"
            onClick={() => void dismissOfflineOrder(order.order_id)}
          >
            {t('offline.remove', { time: time(order.created_at) })}
          </button>
        </div>
      ))}
    </section>
  );
}
