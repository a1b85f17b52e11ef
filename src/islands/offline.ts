/** Offline support on every page (loaded by slots.ts; the rest only when needed). More in README.md. */
import { hasPending } from '../lib/offline/pending.ts';
import { STORAGE_CHECK_MS, checkStorage } from '../lib/offline/storage.ts';
import type { StoreView } from '../lib/store-view/config.ts';
import { OFFLINE_CONTENT_HASH } from '../service-worker/routes.ts';

const log = (state: 'ready' | 'cached' | 'updated' | 'offline' | 'error', detail?: unknown) =>
  console.info(`[service worker] ${state}`, detail ?? '');

function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker.register('/service-worker.js').then(
    (registration) => {
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'activated') log(firstVisit ? 'cached' : 'updated');
        });
      });
      void navigator.serviceWorker.ready.then((ready) => {
        log('ready');
        // This page loaded before the worker controlled it: have it cached like the pages that follow.
        if (firstVisit) ready.active?.postMessage({ type: 'np-cache-page', url: location.href });
      });
    },
    (error: unknown) => log('error', error),
  );
  window.addEventListener('offline', () => log('offline'));
}

async function showOfflineContentNotice(store: StoreView): Promise<void> {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  const { translate } = await import('../lib/i18n/i18n.ts');
  const dialog = document.createElement('dialog');
  dialog.className = 'np-dialog';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', 'np-offline-notice');
  const text = document.createElement('p');
  text.id = 'np-offline-notice';
  text.textContent = translate(store.storeCode, 'error.offlineContent');
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.className = 'np-button';
  ok.textContent = translate(store.storeCode, 'offline.ok');
  ok.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  dialog.append(text, ok);
  document.body.append(dialog);
  dialog.showModal();
}

async function online(store: StoreView): Promise<void> {
  const [{ goneOnline }, { notify }, { translate }, { ensureNotifications }, { routePath }] = await Promise.all([
    import('../lib/offline/connectivity.ts'),
    import('../lib/notifications/store.ts'),
    import('../lib/i18n/i18n.ts'),
    import('./Notifications.tsx'),
    import('../lib/routes/routes.ts'),
  ]);
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(store.storeCode, key, params);
  const { sent } = await goneOnline(() => {
    ensureNotifications(store.storeCode);
    notify({
      type: 'warning',
      message: t('error.orderWaiting'),
      hasNoTimeout: true,
      action1: { label: t('offline.confirmOrder'), href: routePath(store, 'checkout') },
    });
  });
  for (const { result } of sent) {
    ensureNotifications(store.storeCode);
    if (result.status === 'placed')
      notify({ type: 'success', message: t('offline.sent', { number: result.order.order_number }) });
    else if (result.status === 'refused' || (result.status === 'queued' && result.message))
      notify({ type: 'error', message: result.message!, hasNoTimeout: true });
  }
}

/** Starts the offline support of a page. */
export function startOffline(store: StoreView): void {
  registerWorker();
  if (location.hash === OFFLINE_CONTENT_HASH) void showOfflineContentNotice(store);
  window.addEventListener('online', () => void online(store));
  if (navigator.onLine && hasPending()) void online(store);
  setInterval(() => {
    if (document.visibilityState === 'visible') void checkStorage();
  }, STORAGE_CHECK_MS);
}
