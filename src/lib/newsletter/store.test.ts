import { useTestStorageEngine } from '@nanostores/persistent';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { configureApi } from '../api-client/client.ts';
import { $newsletter, subscribe, unsubscribe } from './store.ts';

useTestStorageEngine();

describe('newsletter', () => {
  it('subscribes only if not subscribed and unsubscribes only if subscribed', async () => {
    const subscribed = new Set<string>(['old@example.com']);
    const api = fakeApi({
      'GET /api/ext/mailchimp-subscribe/subscribe': (c) => ({
        result: subscribed.has(c.query['email']!) ? 'subscribed' : 'unsubscribed',
      }),
      'POST /api/ext/mailchimp-subscribe/subscribe': (c) => (
        subscribed.add((c.body as { email: string }).email),
        { result: true }
      ),
      'DELETE /api/ext/mailchimp-subscribe/subscribe': (c) => (
        subscribed.delete((c.body as { email: string }).email),
        { result: true }
      ),
    });
    configureApi({ fetch: api.fetch, storeCode: () => 'sv' });
    expect(await subscribe('old@example.com')).toBe('already');
    expect(await subscribe('new@example.com')).toBe('subscribed');
    expect(api.callsTo('POST /api/ext/mailchimp-subscribe/subscribe')).toHaveLength(1);
    expect($newsletter.get()).toEqual({ isSubscribed: true, email: 'new@example.com' });
    await unsubscribe('nobody@example.com');
    expect(api.callsTo('DELETE /api/ext/mailchimp-subscribe/subscribe')).toHaveLength(0);
    await unsubscribe('new@example.com');
    expect(subscribed.has('new@example.com')).toBe(false);
  });
});
