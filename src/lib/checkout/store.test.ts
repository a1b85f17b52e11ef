import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { configureApi } from '../api-client/client.ts';
import { closeLocalDb } from '../sync/db.ts';
import { allTasks } from '../sync/store.ts';
import {
  $externalCheckout, $orderConfirmation, $widgetSession, completePayment, isInCheckout, monthlyAmount, pageControl, placeOrder,
  saveCheckoutDetails, clearCheckoutDetails, widgetSession,
} from './store.ts';

useTestStorageEngine();
const waits: number[] = [];
const address = { firstname: 'A', lastname: 'L', street: ['Gatan 1'], city: 'Umeå', postcode: '90325', countryId: 'SE' };
const order = {
  order_id: 'o-1', cart_id: 'cart-1', products: [{ sku: 'A', qty: 1 }],
  addressInformation: {
    shippingAddress: address, billingAddress: address, shipping_method_code: 'flat', shipping_carrier_code: 'flat',
    payment_method_code: 'avarda', payment_method_additional: {},
  },
};

beforeEach(async () => {
  await closeLocalDb();
  globalThis.indexedDB = new IDBFactory();
  waits.length = 0;
  configureApi({ storeCode: () => 'sv', isOnline: () => true, wait: async (ms) => void waits.push(ms) });
  $externalCheckout.set({ initialized: false, completed: false, purchaseJwt: null, loading: false, error: null, attempts: 0, sessionOrderHashes: [] });
  $orderConfirmation.set(null);
  clearCheckoutDetails();
});
afterEach(() => $widgetSession.set(null));

describe('checkout', () => {
  it('retries order placement up to 4 times waiting 1 s × attempt, then queues the order', async () => {
    const api = fakeApi({ 'POST /api/order': () => ({ code: 503, result: 'Service unavailable' }) });
    configureApi({ fetch: api.fetch });
    const result = await placeOrder(order, false);
    expect(api.callsTo('POST /api/order')).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 3000]);
    expect(result).toEqual({ status: 'queued', message: 'Ordern kunde inte skickas på grund av ett serverfel. Ordern har lagts i kö.' });
    expect((await allTasks())[0]).toMatchObject({ url: '/api/order', transmited: false });
  });

  it('places an order once per session and shows the confirmation', async () => {
    let calls = 0;
    const api = fakeApi({
      'POST /api/order': () => (++calls === 1 ? { code: 500, result: 'x' } : { result: { order_number: '100001', customer_email: 'a@b.se' } }),
    });
    configureApi({ fetch: api.fetch });
    expect(await placeOrder(order, false)).toMatchObject({ status: 'placed', order: { order_number: '100001' } });
    expect($orderConfirmation.get()).toEqual({ order_number: '100001', customer_email: 'a@b.se' });
    expect(await placeOrder(order, false)).toEqual({ status: 'duplicate' });
    expect(api.callsTo('POST /api/order')).toHaveLength(2);
    const body = api.callsTo('POST /api/order')[0]!.body as { created_at: string };
    expect(body.created_at).toMatch(/^\d{4}-/);
  });

  it('does not retry a refusal and shows it translated', async () => {
    const api = fakeApi({ 'POST /api/order': () => ({ code: 400, result: 'Some of the ordered products are not available!' }) });
    configureApi({ fetch: api.fetch });
    expect(await placeOrder(order, false)).toEqual({ status: 'failed', message: 'Några av de beställda produkterna är inte tillgängliga!' });
    expect(api.calls).toHaveLength(1);
  });

  it('reloads the page after more than 3 failed payment completions', async () => {
    let reloads = 0;
    pageControl.reload = () => void reloads++;
    const api = fakeApi({ 'POST /api/ext/polder/avarda/complete/cart-1': () => ({ code: 500, result: 'x' }) });
    configureApi({ fetch: api.fetch });
    for (let i = 0; i < 3; i++) expect(await completePayment('cart-1')).toBeNull();
    expect(reloads).toBe(0);
    await completePayment('cart-1');
    expect(reloads).toBe(1);
    expect($externalCheckout.get().attempts).toBe(4);
  });

  it('is "in checkout" for 30 minutes after a change', () => {
    expect(isInCheckout()).toBe(false);
    saveCheckoutDetails('personal', { firstName: 'Ada' }, 1_000_000);
    expect(isInCheckout(1_000_000 + 29 * 60_000)).toBe(true);
    expect(isInCheckout(1_000_000 + 30 * 60_000)).toBe(false);
  });

  it('caches the part-payment widget session until it expires', async () => {
    const session = (expires: string) => JSON.stringify({ widgetJwt: 'jwt', paymentId: 'p', expiredUtc: expires });
    const api = fakeApi({ 'GET /api/ext/avarda-widget/init': () => ({ result: session('2026-11-21T13:00:00Z') }) });
    configureApi({ fetch: api.fetch });
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(await widgetSession(now)).toMatchObject({ paymentId: 'p' });
    await widgetSession(now + 30 * 60_000);
    expect(api.calls).toHaveLength(1);
    await widgetSession(now + 61 * 60_000);
    expect(api.calls).toHaveLength(2);
    expect(monthlyAmount(2399)).toBe(100);
  });
});
