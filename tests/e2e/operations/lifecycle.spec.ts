import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import {
  admin,
  createTestDatabase,
  startShop,
  stopShops,
  type ShopProcess,
  type TestDatabase,
} from '../../support/shop-process.ts';

/*
 * Health probes and graceful shutdown of the built shop, on a database of this spec's own: /livez and /readyz,
 * readiness following the database, and a SIGTERM that lets a request in flight finish before the process exits.
 */
test.describe.configure({ mode: 'serial' });

let shop: ShopProcess | undefined;
let database: TestDatabase | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  database = await createTestDatabase('np_life');
  shop = await startShop({ databaseUrl: database.url, env: { DRAIN_DELAY_SECONDS: '2' } });
});

test.afterAll(async () => {
  await stopShops(shop);
  await database?.drop();
});

test('/livez and /readyz answer JSON that no cache keeps', async () => {
  for (const path of ['/livez', '/readyz', '/readyz?probe=1']) {
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${shop!.base}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('x-cache'), path).toBeNull();
      expect(await answer.json(), path).toEqual({ status: path === '/livez' ? 'live' : 'ready' });
    }
  }
});

test('/readyz fails while the database refuses connections and recovers with it; /livez stays up', async () => {
  test.setTimeout(60_000);
  const name = new URL(database!.url).pathname.slice(1);
  await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
  try {
    await expect.poll(async () => (await fetch(`${shop!.base}/readyz`)).status, { timeout: 10_000 }).toBe(503);
    const answer = await fetch(`${shop!.base}/readyz`);
    expect(await answer.json()).toMatchObject({ status: 'unavailable' });
    expect((await fetch(`${shop!.base}/livez`)).status).toBe(200);
  } finally {
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  }
  await expect.poll(async () => (await fetch(`${shop!.base}/readyz`)).status, { timeout: 10_000 }).toBe(200);
});

test('SIGTERM: not ready at once, the request in flight is answered, then the process exits 0', async () => {
  test.setTimeout(60_000);
  // A password reset whose body arrives slowly: in flight when the signal comes, finished after it.
  const body = JSON.stringify({ email: 'drain@example.com' });
  let bodyEnded = Infinity;
  const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${shop!.base}/api/user/reset-password`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 5));
    setTimeout(() => {
      bodyEnded = Date.now();
      req.end(body.slice(5));
    }, 3_000);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const signalled = Date.now();
  shop!.child.kill('SIGTERM');

  // Draining: the load balancer is told at once, visitors are still served meanwhile.
  await expect.poll(async () => (await fetch(`${shop!.base}/readyz`)).status, { timeout: 1_500 }).toBe(503);
  expect(await (await fetch(`${shop!.base}/readyz`)).json()).toEqual({ status: 'unavailable', reason: 'draining' });
  expect((await fetch(`${shop!.base}/livez`)).status).toBe(200);
  expect((await fetch(`${shop!.base}/no/`)).status).toBe(200);

  const answered = await inFlight;
  expect(answered.status).toBe(200);
  expect(JSON.parse(answered.body)).toMatchObject({ code: 200, result: true });
  expect(await shop!.exited).toBe(0);
  // The process waited for the request's last bytes, sent well after the signal.
  expect(bodyEnded - signalled).toBeGreaterThan(1_000);
  expect(Date.now()).toBeGreaterThanOrEqual(bodyEnded);
  expect(shop!.log()).toMatch(/Draining \(SIGTERM\): not ready any more, 1 request\(s\) in flight/);
  expect(shop!.log()).toMatch(/Nordpeak stopped \(SIGTERM\)/);
  await expect(fetch(`${shop!.base}/livez`)).rejects.toThrow();
});
