import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { useTestStorageEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { guestOrderBody, orderAddress } from '../../../tests/support/order-body.ts';
import { configureApi } from '../api-client/client.ts';
import { translateApiMessage } from '../i18n/i18n.ts';
import { closeLocalDb } from '../sync/db.ts';
import { $offlineOrders, completePaidOrder, loadOfflineOrders, placeOrder, sendOfflineOrders } from './orders.ts';
import { $externalCheckout, $guestOrders, $orderConfirmation, pageControl, paymentNotStarted } from './store.ts';

useTestStorageEngine();
const waits: number[] = [];
let online = true;
const order = { ...guestOrderBody([{ sku: 'A', qty: 2 }], { orderId: 'o-1' }), cart_id: 'cart-1' };
const answer = {
  order_number: 'SE1000001',
  order_id: 'o-1',
  customer_email: 'a@b.se',
  grand_total: 10,
  currency: 'SEK',
  status: 'pending',
};

beforeEach(async () => {
  await closeLocalDb();
  globalThis.indexedDB = new IDBFactory();
  waits.length = 0;
  online = true;
  configureApi({ storeCode: () => 'sv', isOnline: () => online, wait: async (ms) => void waits.push(ms) });
  $externalCheckout.set(paymentNotStarted());
  $guestOrders.set([]);
  $orderConfirmation.set(null);
});

describe('order placement', () => {
  it('retries up to 4 times waiting 1 s × attempt, then keeps the order queued with the server-error message', async () => {
    const api = fakeApi({ 'POST /api/order': () => ({ code: 503, result: 'Service unavailable' }) });
    configureApi({ fetch: api.fetch });
    const result = await placeOrder(order, false);
    expect(api.callsTo('POST /api/order')).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 3000]);
    expect(result).toEqual({
      status: 'queued',
      message: 'Ordern kunde inte skickas på grund av ett serverfel. Ordern har lagts i kö.',
    });
    expect($offlineOrders.get()).toMatchObject([
      { order_id: 'o-1', status: 'waiting', transmited: false, itemCount: 2 },
    ]);
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
    const api = fakeApi({
      'POST /api/order': () => ({ code: 400, result: 'Some of the ordered products are not available!' }),
    });
    configureApi({ fetch: api.fetch });
    expect(await placeOrder(order, false)).toEqual({
      status: 'refused',
      message: 'Några av de beställda produkterna är inte tillgängliga!',
    });
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

  it('completes an approved payment on the same path: its order_id, the same retries, the confirmation with lines and totals', async () => {
    const summary = {
      ...answer,
      order_id: 'pay-1',
      items: [{ sku: 'A', name: 'A', qty: 2, row_total_incl_tax: 10, options: [] }],
      shipping_address: orderAddress,
    };
    let calls = 0;
    const api = fakeApi({
      'POST /api/ext/polder/avarda/complete/cart-1': () =>
        ++calls < 3 ? { code: 503, result: 'Service unavailable' } : { result: { order: summary } },
    });
    configureApi({ fetch: api.fetch });
    const result = await completePaidOrder(
      { cartId: 'cart-1', user: false },
      { order_id: 'pay-1', purchaseToken: null },
      2,
    );
    expect(result).toMatchObject({ status: 'placed', order: { order_number: 'SE1000001', order_id: 'pay-1' } });
    expect(waits).toEqual([1000, 2000]);
    expect(api.calls.map((c) => (c.body as { order_id: string }).order_id)).toEqual(['pay-1', 'pay-1', 'pay-1']);
    expect($orderConfirmation.get()).toMatchObject({ order_number: 'SE1000001', items: [{ sku: 'A', qty: 2 }] });
    expect($externalCheckout.get()).toMatchObject({ completed: true, loading: false, attempts: 0 });
    // A guest's order is remembered, so registering with its e-mail attaches it.
    expect($guestOrders.get()).toEqual(['pay-1']);
    // The same completion again this session is a double submit.
    expect(
      await completePaidOrder({ cartId: 'cart-1', user: false }, { order_id: 'pay-1', purchaseToken: null }, 2),
    ).toEqual({ status: 'duplicate' });
  });

  it('a refused payment completion is shown translated, never a success; after more than 3 the page reloads', async () => {
    let reloads = 0;
    pageControl.reload = () => void reloads++;
    const api = fakeApi({
      'POST /api/ext/polder/avarda/complete/cart-1': () => ({ code: 402, result: 'The payment was declined' }),
    });
    configureApi({ fetch: api.fetch });
    for (let i = 0; i < 3; i++) {
      const result = await completePaidOrder(
        { cartId: 'cart-1', user: true },
        { order_id: 'pay-2', purchaseToken: null },
        1,
      );
      expect(result).toEqual({ status: 'refused', message: translateApiMessage('sv', 'The payment was declined') });
      expect(translateApiMessage('sv', 'The payment was declined')).not.toBe('The payment was declined');
    }
    expect(reloads).toBe(0);
    expect(api.calls).toHaveLength(3);
    await completePaidOrder({ cartId: 'cart-1', user: true }, { order_id: 'pay-2', purchaseToken: null }, 1);
    expect(reloads).toBe(1);
    expect($externalCheckout.get()).toMatchObject({ attempts: 4, completed: false });
    expect($orderConfirmation.get()).toBeNull();
    expect(await loadOfflineOrders()).toEqual([]);
  });

  it('a payment completion the server fails every time waits in the queue and is completed when sent again', async () => {
    let failing = true;
    const api = fakeApi({
      'POST /api/ext/polder/avarda/complete/cart-1': () =>
        failing ? { code: 500, result: 'x' } : { result: { order: { ...answer, order_id: 'pay-3' } } },
    });
    configureApi({ fetch: api.fetch });
    const result = await completePaidOrder(
      { cartId: 'cart-1', user: true },
      { order_id: 'pay-3', purchaseToken: null },
      1,
    );
    expect(result).toEqual({
      status: 'queued',
      message: 'Ordern kunde inte skickas på grund av ett serverfel. Ordern har lagts i kö.',
    });
    expect($offlineOrders.get()).toMatchObject([{ order_id: 'pay-3', via: 'payment', status: 'waiting' }]);
    failing = false;
    const [sent] = await sendOfflineOrders();
    expect(sent!.result).toMatchObject({ status: 'placed', order: { order_id: 'pay-3' } });
    expect(api.calls.at(-1)!.body).toMatchObject({ order_id: 'pay-3' });
    expect(await loadOfflineOrders()).toEqual([]);
  });
});
