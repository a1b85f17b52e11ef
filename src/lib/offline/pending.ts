/**
 * A cheap mark in local storage that something (a sync task, an offline order) waits to be sent: the page script
 * reads it at load and loads the queue code only when it is set.
 */
const KEY = 'np-offline-pending';

/** Notes that a task or an order waits to be sent. */
export function markPending(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Without storage the queue is still sent on the next "online" event.
  }
}

/** Forgets the mark (the queues are empty). */
export function clearPending(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** True when a task or an order may be waiting. */
export function hasPending(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
