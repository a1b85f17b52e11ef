import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { useTestStorageEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { configureApi } from '../api-client/client.ts';
import { closeLocalDb } from '../sync/db.ts';
import { $offlineOrders, loadOfflineOrders, placeOrder, sendOfflineOrders } from './orders.ts';
import { $externalCheckout, $orderConfirmation } from './store.ts';

useTestStorageEngine();
const waits: number[] = [];
let online = true;
const address = { firstname: 'A', lastname: 'L', street: ['Gatan 1'], city: 'Umeå', postcode: '90325', countryId: 'SE' };
const order = {
  order_id: 'o-1', cart_id: 'cart-1', products: [{ sku: 'A', qty: 2 }],
  addressInformation: {
    shippingAddress: address, billingAddress: address, shipping_method_code: 'flat', shipping_carrier_code: 'flat',
    payment_method_code: 'invoice', payment_method_additional: {},
  },
};
const answer = { order_number: 'SE1000001', order_id: 'o-1', customer_email: 'a@b.se', grand_total: 10, currency: 'SEK', status: 'pending' };

beforeEach(async () => {
  await closeLocalDb();
  globalThis.indexedDB = new IDBFactory();
  waits.length = 0;
  online = true;
  configureApi({ storeCode: () => 'sv', isOnline: () => online, wait: async (ms) => void waits.push(ms) });
  $externalCheckout.setKey('sessionOrderHashes', []);
  $orderConfirmation.set(null);
});

describe('order placement', () => {
  it('retries up to 4 times waiting 1 s × attempt, then keeps the order queued with the server-error message', async () => {
    const api = fakeApi({ 'POST /api/order': () => ({ code: 503, result: 'Service unavailable' }) });
    configureApi({ fetch: api.fetch });
    const result = await placeOrder(order, false);
    expect(api.callsTo('POST /api/order')).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 3000]);
    expect(result).toEqual({ status: 'queued', message: 'Ordern kunde inte skickas på grund av ett serverfel. Ordern har lagts i kö.' });
    expect($offlineOrders.get()).toMatchObject([{ order_id: 'o-1', status: 'waiting', transmited: false, itemCount: 2 }]);
  });

  it('places an order once per session and shows the confirmation', async () => {
    let calls = 0;
    const api = fakeApi({ 'POST /api/order': () => (++calls === 1 ? { code: 500, result: 'x' } : { result: answer }) });
    configureApi({ fetch: api.fetch });
    expect(await placeOrder(order, false)).toMatchObject({ status: 'placed', order: { order_number: 'SE1000001' } });
    expect($orderConfirmation.get()).toEqual({ order_number: 'SE1000001', customer_email: 'a@b.se' });
    expect(await placeOrder({ ...order, order_id: 'o-2' }, false)).toEqual({ status: 'duplicate' });
    expect(api.callsTo('POST /api/order')).toHaveLength(2);
    expect((api.callsTo('POST /api/order')[0]!.body as { created_at: string }).created_at).toMatch(/^\d{4}-/);
  });

  it('does not retry a refusal and answers it translated', async () => {
    const api = fakeApi({ 'POST /api/order': () => ({ code: 400, result: 'Some of the ordered products are not available!' }) });
    configureApi({ fetch: api.fetch });
    expect(await placeOrder(order, false)).toEqual({ status: 'refused', message: 'Några av de beställda produkterna är inte tillgängliga!' });
    expect(api.calls).toHaveLength(1);
    expect(await loadOfflineOrders()).toEqual([]);
  });

  it('queues an offline order in IndexedDB without calling the API, and sends it when online', async () => {
    const api = fakeApi({ 'POST /api/order': () => ({ result: answer }) });
    configureApi({ fetch: api.fetch });
    online = false;
    expect(await placeOrder(order, true)).toEqual({ status: 'queued' });
    expect(api.calls).toHaveLength(0);
    expect(await sendOfflineOrders()).toEqual([]);
    online = true;
    const [sent] = await sendOfflineOrders();
    expect(sent!.result).toMatchObject({ status: 'placed', order: { order_number: 'SE1000001' } });
    expect(api.calls[0]!.body).toMatchObject({ order_id: 'o-1', products: [{ sku: 'A', qty: 2 }] });
    expect(await loadOfflineOrders()).toEqual([]);
    expect($orderConfirmation.get()?.order_number).toBe('SE1000001');
  });

  it('keeps a refused queued order marked refused with the shop message, never as placed', async () => {
    const api = fakeApi({ 'POST /api/order': () => ({ code: 400, result: 'The requested qty is not available' }) });
    configureApi({ fetch: api.fetch });
    online = false;
    await placeOrder(order, false);
    online = true;
    const [sent] = await sendOfflineOrders();
    expect(sent!.result).toEqual({ status: 'refused', message: 'Det begärda antalet finns inte tillgängligt' });
    expect($offlineOrders.get()).toMatchObject([{ status: 'refused', message: 'The requested qty is not available' }]);
    expect($orderConfirmation.get()).toBeNull();
  });
});
