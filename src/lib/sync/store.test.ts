import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { configureApi, setAuthHooks } from '../api-client/client.ts';
import { closeLocalDb } from './db.ts';
import { $pendingTasks, allTasks, clearUnsentTasks, processQueue, queueTask } from './store.ts';

let online = true;
beforeEach(async () => {
  await closeLocalDb();
  globalThis.indexedDB = new IDBFactory();
  online = true;
  configureApi({ isOnline: () => online, storeCode: () => 'sv', wait: async () => {} });
  setAuthHooks({ getToken: () => 'user-token', refresh: async () => null });
  keepMount($pendingTasks);
});
afterEach(() => cleanStores($pendingTasks));

describe('sync-task queue', () => {
  it('sends a task at once when online and records the answer', async () => {
    const api = fakeApi({ 'POST /api/user/me': (call) => ({ result: call.body }) });
    configureApi({ fetch: api.fetch });
    const task = await queueTask({ url: '/api/user/me', payload: { customer: { firstname: 'Ada' } } });
    expect(task).toMatchObject({ transmited: true, resultCode: 200, result: { customer: { firstname: 'Ada' } } });
    expect(api.calls[0]!.query['token']).toBe('user-token');
    expect(await allTasks()).toHaveLength(1);
  });

  it('keeps tasks queued offline, sends them on going online, and records a refused one with its code', async () => {
    const api = fakeApi({ 'POST /api/user/me': () => ({ code: 400, result: 'Not a valid emailadress' }) });
    configureApi({ fetch: api.fetch });
    online = false;
    const task = await queueTask({ url: '/api/user/me', payload: { customer: { email: 'x' } } });
    expect(task.transmited).toBe(false);
    expect($pendingTasks.get()).toBe(1);
    expect(api.calls).toHaveLength(0);
    online = true;
    const [sent] = await processQueue();
    expect(sent).toMatchObject({ transmited: true, resultCode: 400, result: 'Not a valid emailadress' });
    expect($pendingTasks.get()).toBe(0);
  });

  it('drops unsent tasks and keeps answered ones', async () => {
    const api = fakeApi({ 'POST /api/user/me': () => ({ result: true }) });
    configureApi({ fetch: api.fetch });
    await queueTask({ url: '/api/user/me', payload: {} });
    online = false;
    await queueTask({ url: '/api/user/me', payload: {} });
    await clearUnsentTasks();
    const tasks = await allTasks();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.transmited).toBe(true);
    expect($pendingTasks.get()).toBe(0);
  });
});
