import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { useTestStorageEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api-client/client.ts';
import { closeLocalDb } from '../sync/db.ts';
import {
  $externalCheckout,
  $orderConfirmation,
  isInCheckout,
  saveCheckoutDetails,
  clearCheckoutDetails,
  paymentNotStarted,
} from './store.ts';

useTestStorageEngine();
beforeEach(async () => {
  await closeLocalDb();
  globalThis.indexedDB = new IDBFactory();
  configureApi({ storeCode: () => 'sv', isOnline: () => true, wait: async () => {} });
  $externalCheckout.set(paymentNotStarted());
  $orderConfirmation.set(null);
  clearCheckoutDetails();
});

describe('checkout', () => {
  it('is "in checkout" for 30 minutes after a change', () => {
    expect(isInCheckout()).toBe(false);
    saveCheckoutDetails('personal', { firstName: 'Ada' }, 1_000_000);
    expect(isInCheckout(1_000_000 + 29 * 60_000)).toBe(true);
    expect(isInCheckout(1_000_000 + 30 * 60_000)).toBe(false);
  });
});
