import { atom } from 'nanostores';

/** One message shown to the shopper. */
export interface Notification {
  id: number;
  type: 'success' | 'info' | 'warning' | 'error';
  /** Already translated text. */
  message: string;
  /** Label of the optional action button (e.g. "Go to checkout"). */
  action1?: { label: string; href?: string };
  hasNoTimeout?: boolean;
  /** Own lifetime in ms instead of the default 5000. */
  timeToLive?: number;
}

/** The default lifetime of a notification. */
export const NOTIFICATION_TTL_MS = 5000;

/** Notifications on screen, oldest first. */
export const $notifications = atom<Notification[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Shows a notification; it vanishes after 5000 ms unless `hasNoTimeout` or its own `timeToLive`. A notification
 * identical to the last one shown (same type and message) is suppressed. Returns its id.
 */
export function notify(input: Omit<Notification, 'id'>): number | undefined {
  const list = $notifications.get();
  const last = list.at(-1);
  if (last && last.type === input.type && last.message === input.message) return undefined;
  const notification: Notification = { ...input, id: nextId++ };
  $notifications.set([...list, notification]);
  if (!input.hasNoTimeout) {
    const ttl = input.timeToLive ?? NOTIFICATION_TTL_MS;
    timers.set(
      notification.id,
      setTimeout(() => dismiss(notification.id), ttl),
    );
  }
  return notification.id;
}

/** Removes a notification (its close button, or its time ran out). */
export function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

/** Removes every notification. */
export function dismissAll(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $notifications.set([]);
}
