import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../tests/support/fake-api.ts';
import { apiCall, ApiError, configureApi, setAuthHooks } from './client.ts';

const waits: number[] = [];

beforeEach(() => {
  waits.length = 0;
  configureApi({ storeCode: () => 'no', wait: async (ms) => void waits.push(ms) });
});
afterEach(() => setAuthHooks({ getToken: () => null, refresh: async () => null }));

describe('api client', () => {
  it('reads the envelope result and sends the store code', async () => {
    const api = fakeApi({ 'GET /api/stock/check': () => ({ result: { sku: 'a', qty: 3 } }) });
    configureApi({ fetch: api.fetch });
    expect((await apiCall('/api/stock/check', { query: { sku: 'a' } })).result).toEqual({ sku: 'a', qty: 3 });
    expect(api.calls[0]!.query).toEqual({ storeCode: 'no', sku: 'a' });
  });

  it('rejects an answer that is not JSON, and one without a code', async () => {
    configureApi({ fetch: async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }) });
    await expect(apiCall('/api/x')).rejects.toThrow('Error with response - bad content-type!');
    configureApi({
      fetch: async () => new Response('{"result":1}', { headers: { 'content-type': 'application/json' } }),
    });
    await expect(apiCall('/api/x')).rejects.toThrow('Unhandled error, wrong response format!');
  });

  it('throws the server message with its code and meta', async () => {
    const api = fakeApi({
      'POST /api/cart/update': () => ({ code: 400, result: 'Quantity must be positive integer', meta: { errors: [] } }),
    });
    configureApi({ fetch: api.fetch });
    const error = await apiCall('/api/cart/update', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(400);
    expect((error as ApiError).message).toBe('Quantity must be positive integer');
    expect(api.calls[0]!.body).toEqual({});
  });

  it('marks network failures', async () => {
    configureApi({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = (await apiCall('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.network).toBe(true);
  });

  it('puts the user token in the query and refreshes it once on 401 while other calls wait 1 s', async () => {
    let token = 'old';
    let refreshes = 0;
    const api = fakeApi({
      'GET /api/user/me': (call) =>
        call.query['token'] === 'new' ? { result: { id: 1 } } : { code: 401, result: 'expired' },
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    setAuthHooks({
      getToken: () => token,
      refresh: async () => {
        refreshes++;
        await gate;
        token = 'new';
        return token;
      },
    });
    configureApi({
      fetch: api.fetch,
      wait: async (ms) => {
        waits.push(ms);
        release();
      },
    });
    const [a, b] = (
      await Promise.all([apiCall('/api/user/me', { auth: true }), apiCall('/api/user/me', { auth: true })])
    ).map((envelope) => envelope.result);
    expect(a).toEqual({ id: 1 });
    expect(b).toEqual({ id: 1 });
    expect(refreshes).toBe(1);
    expect(waits).toContain(1000);
  });

  it('fails with the lock message when the refresh fails', async () => {
    const api = fakeApi({ 'GET /api/user/me': () => ({ code: 401, result: 'expired' }) });
    configureApi({ fetch: api.fetch });
    setAuthHooks({ getToken: () => 'old', refresh: async () => null });
    await expect(apiCall('/api/user/me', { auth: true })).rejects.toThrow(
      'Error refreshing user token. User is not authorized to access the resource',
    );
  });
});
