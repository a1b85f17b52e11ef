import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { useTestStorageEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { configureApi } from '../api-client/client.ts';
import { closeLocalDb } from '../sync/db.ts';
import {
  $externalCheckout, $orderConfirmation, completePayment, isInCheckout, pageControl, saveCheckoutDetails, clearCheckoutDetails,
} from './store.ts';

useTestStorageEngine();
beforeEach(async () => {
  await closeLocalDb();
  globalThis.indexedDB = new IDBFactory();
  configureApi({ storeCode: () => 'sv', isOnline: () => true, wait: async () => {} });
  $externalCheckout.set({ initialized: false, completed: false, purchaseJwt: null, loading: false, error: null, attempts: 0, sessionOrderHashes: [] });
  $orderConfirmation.set(null);
  clearCheckoutDetails();
});

describe('checkout', () => {
  it('reloads the page after more than 3 failed payment completions', async () => {
    let reloads = 0;
    pageControl.reload = () => void reloads++;
    const api = fakeApi({ 'POST /api/ext/polder/avarda/complete/cart-1': () => ({ code: 500, result: 'x' }) });
    configureApi({ fetch: api.fetch });
    for (let i = 0; i < 3; i++) expect(await completePayment({ cartId: 'cart-1', user: false })).toBeNull();
    expect(reloads).toBe(0);
    await completePayment({ cartId: 'cart-1', user: false });
    expect(reloads).toBe(1);
    expect($externalCheckout.get().attempts).toBe(4);
  });

  it('is "in checkout" for 30 minutes after a change', () => {
    expect(isInCheckout()).toBe(false);
    saveCheckoutDetails('personal', { firstName: 'Ada' }, 1_000_000);
    expect(isInCheckout(1_000_000 + 29 * 60_000)).toBe(true);
    expect(isInCheckout(1_000_000 + 30 * 60_000)).toBe(false);
  });
});
