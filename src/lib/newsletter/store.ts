import { persistentJSON } from '@nanostores/persistent';
import { contractResult } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';

/** Newsletter state of this browser. */
export const $newsletter = persistentJSON<{ isSubscribed: boolean; email: string }>('np-newsletter', {
  isSubscribed: false,
  email: '',
});

/** Whether an address is subscribed. */
export async function isSubscribed(email: string): Promise<boolean> {
  return (await contractResult(apiRoutes.newsletterStatus, { query: { email } })) === 'subscribed';
}

/** Subscribes only if not subscribed; answers 'subscribed' or 'already'. Errors (invalid email) throw. */
export async function subscribe(email: string): Promise<'subscribed' | 'already'> {
  const address = email.trim();
  if (await isSubscribed(address)) {
    $newsletter.set({ isSubscribed: true, email: address });
    return 'already';
  }
  await contractResult(apiRoutes.newsletterSubscribe, { body: { email: address } });
  $newsletter.set({ isSubscribed: true, email: address });
  return 'subscribed';
}

/** Unsubscribes only if subscribed. */
export async function unsubscribe(email: string): Promise<void> {
  const address = email.trim();
  if (await isSubscribed(address)) {
    await contractResult(apiRoutes.newsletterUnsubscribe, { body: { email: address } });
  }
  $newsletter.set({ isSubscribed: false, email: address });
}
