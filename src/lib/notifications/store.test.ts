import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, dismiss, dismissAll, notify } from './store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  keepMount($notifications);
});
afterEach(() => {
  dismissAll();
  cleanStores($notifications);
  vi.useRealTimers();
});

describe('notifications', () => {
  it('vanish after 5000 ms by default', () => {
    notify({ type: 'success', message: 'Added' });
    vi.advanceTimersByTime(4999);
    expect($notifications.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notifications.get()).toHaveLength(0);
  });

  it('stay with hasNoTimeout and follow their own timeToLive', () => {
    notify({ type: 'error', message: 'Queued', hasNoTimeout: true });
    notify({ type: 'info', message: 'Short', timeToLive: 1000 });
    vi.advanceTimersByTime(1000);
    expect($notifications.get().map((n) => n.message)).toEqual(['Queued']);
    vi.advanceTimersByTime(60_000);
    expect($notifications.get().map((n) => n.message)).toEqual(['Queued']);
  });

  it('suppress an identical consecutive notification but not a different one', () => {
    expect(notify({ type: 'error', message: 'Out of stock' })).toBeDefined();
    expect(notify({ type: 'error', message: 'Out of stock' })).toBeUndefined();
    notify({ type: 'success', message: 'Added' });
    notify({ type: 'error', message: 'Out of stock' });
    expect($notifications.get().map((n) => n.message)).toEqual(['Out of stock', 'Added', 'Out of stock']);
  });

  it('can be dismissed', () => {
    const id = notify({ type: 'info', message: 'x', hasNoTimeout: true })!;
    dismiss(id);
    expect($notifications.get()).toEqual([]);
  });
});
