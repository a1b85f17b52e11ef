import { persistentJSON } from '@nanostores/persistent';
import { apiResult } from '../api-client/client.ts';

/** Newsletter state of this browser (product.md §3, Newsletter). */
export const $newsletter = persistentJSON<{ isSubscribed: boolean; email: string }>('np-newsletter', { isSubscribed: false, email: '' });

/** Whether an address is subscribed. */
export async function isSubscribed(email: string): Promise<boolean> {
  return (await apiResult<string>('/api/ext/mailchimp-subscribe/subscribe', { query: { email } })) === 'subscribed';
}

/** Subscribes only if not subscribed; answers 'subscribed' or 'already'. Errors (invalid email) throw. */
export async function subscribe(email: string): Promise<'subscribed' | 'already'> {
  const address = email.trim();
  if (await isSubscribed(address)) {
    $newsletter.set({ isSubscribed: true, email: address });
    return 'already';
  }
  await apiResult<boolean>('/api/ext/mailchimp-subscribe/subscribe', { body: { email: address } });
  $newsletter.set({ isSubscribed: true, email: address });
  return 'subscribed';
}

/** Unsubscribes only if subscribed. */
export async function unsubscribe(email: string): Promise<void> {
  const address = email.trim();
  if (await isSubscribed(address)) {
    await apiResult<boolean>('/api/ext/mailchimp-subscribe/subscribe', { method: 'DELETE', body: { email: address } });
  }
  $newsletter.set({ isSubscribed: false, email: address });
}
