/**
 * Notifications: the toasts of the notification store in a polite live region.
 * Mount: rendered by the other islands through `ensureNotifications(storeCode)`; no page mount needed.
 * Props: `storeCode`.
 */
import { useStore } from '@nanostores/react';
import { createRoot } from 'react-dom/client';
import { $notifications, dismiss } from '../lib/notifications/store.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { useT } from './ui/hooks.ts';

/** The list of notifications. */
export function Notifications({ storeCode }: { storeCode: StoreCode }) {
  const list = useStore($notifications);
  const t = useT(storeCode);
  return (
    <section className="np-toasts" aria-label={t('ui.notifications.region')}>
      <div role="status" aria-live="polite">
        {list.map((n) => (
          <div key={n.id} className={`np-toast np-toast--${n.type}`}>
            <p>{n.message}</p>
            {n.action1?.href && <a href={n.action1.href}>{n.action1.label}</a>}
            <button
              type="button"
              className="np-toast__close"
              aria-label={t('ui.notifications.close')}
              onClick={() => dismiss(n.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

let mounted = false;

/** Mounts the notification region once per page (called by every island that notifies). */
export function ensureNotifications(storeCode: StoreCode): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'np-notifications';
  document.body.append(host);
  createRoot(host).render(<Notifications storeCode={storeCode} />);
}
