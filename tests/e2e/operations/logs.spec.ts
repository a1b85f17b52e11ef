import { expect, test } from '@playwright/test';
import { createTestDatabase, startShop, stopShops, type ShopProcess } from '../../support/shop-process.ts';

/*
 * The built shop's log: one JSON line per request (request id, method, route, status, duration) and every other
 * line JSON too once the server is up; customer tokens, cart ids, reset tokens and payment tokens in URLs never
 * reach it.
 */
test.describe.configure({ mode: 'serial' });

let shop: ShopProcess | undefined;
let drop: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const database = await createTestDatabase('np_logs');
  drop = database.drop;
  shop = await startShop({ databaseUrl: database.url });
});

test.afterAll(async () => {
  await stopShops(shop);
  await drop?.();
});

interface RequestLine {
  msg: string;
  reqId: string;
  method: string;
  route: string;
  query?: string;
  status: number;
  durationMs: number;
  level: number;
  time: string;
}

/** The JSON lines the server wrote once it was serving. */
function serverLines(): Record<string, unknown>[] {
  const log = shop!.log();
  // From the line that says it serves (the first JSON line; the start's phase lines come before it).
  const serving = log.lastIndexOf('\n', log.indexOf('Nordpeak is serving'));
  return log
    .slice(serving + 1)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('each request gives one JSON line, and secrets in its URL never reach the log', async () => {
  const secret = 'S3CR3T-VALUE';
  const requests: [string, string, RequestInit?][] = [
    ['page with a token', `/?token=${secret}-1`],
    ['customer call', `/api/user/me?token=${secret}-2&storeCode=no`],
    ['guest cart', `/api/cart/pull?cartId=${secret}-3&storeCode=fi`],
    ['payment step', `/no/pay/${secret}-4`],
    ['reset link', `/fi/?resetToken=${secret}-5&s=sukset`],
    ['bearer', `/api/user/me?storeCode=sv`, { headers: { authorization: `Bearer ${secret}-6` } }],
    [
      'login',
      '/api/user/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'a@example.com', password: `${secret}-7` }),
      },
    ],
  ];
  for (const [name, target, init] of requests) {
    const answer = await fetch(`${shop!.base}${target}`, init);
    expect(answer.status, name).toBeLessThan(500);
    expect(answer.headers.get('x-request-id'), name).toMatch(/^[0-9a-f-]{36}$/);
  }
  await expect
    .poll(() => serverLines().filter((line) => line.msg === 'request').length)
    .toBeGreaterThanOrEqual(requests.length);

  const lines = serverLines();
  const logged = lines.filter((line) => line.msg === 'request') as unknown as RequestLine[];
  expect(logged.map((line) => line.route)).toEqual([
    '/',
    '/api/user/me',
    '/api/cart/pull',
    '/no/pay/[redacted]',
    '/fi/',
    '/api/user/me',
    '/api/user/login',
  ]);
  expect(logged.map((line) => line.query)).toEqual([
    'token=[redacted]',
    'token=[redacted]&storeCode=no',
    'cartId=[redacted]&storeCode=fi',
    undefined,
    'resetToken=[redacted]&s=sukset',
    'storeCode=sv',
    undefined,
  ]);
  expect(logged.map((line) => line.status)).toEqual([200, 401, 404, expect.any(Number), 200, 401, 401]);
  for (const line of logged) {
    expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line.durationMs).toBe('number');
    expect(typeof line.time).toBe('string');
    expect(line.method).toMatch(/^(GET|POST)$/);
  }
  expect(shop!.log()).not.toContain(secret);
});

test("a caller's request id is kept and answered; health probes are not logged", async () => {
  const answer = await fetch(`${shop!.base}/kopguider`, { headers: { 'x-request-id': 'nginx-0f3a9c' } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-request-id')).toBe('nginx-0f3a9c');
  // Not a plain token: replaced.
  const odd = await fetch(`${shop!.base}/kopguider`, { headers: { 'x-request-id': 'a b<script>' } });
  expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  for (let i = 0; i < 3; i += 1) expect((await fetch(`${shop!.base}/livez`)).status).toBe(200);
  await expect.poll(() => serverLines().some((line) => line.reqId === 'nginx-0f3a9c')).toBe(true);
  expect(serverLines().find((line) => line.reqId === 'nginx-0f3a9c')).toMatchObject({
    method: 'GET',
    route: '/kopguider',
    status: 200,
  });
  expect(serverLines().some((line) => line.route === '/livez')).toBe(false);
});

test('an answer of the output cache carries its request id, and its line says HIT', async () => {
  const path = '/varumarken';
  // The first answer renders and keeps the page (in the background); a later one comes from the cache.
  await expect
    .poll(async () => (await fetch(`${shop!.base}${path}`)).headers.get('x-cache'), { timeout: 10_000 })
    .toBe('HIT');
  const answer = await fetch(`${shop!.base}${path}`, { headers: { 'x-request-id': 'nginx-hit-1' } });
  expect(answer.headers.get('x-cache')).toBe('HIT');
  expect(answer.headers.get('x-request-id')).toBe('nginx-hit-1');
  const other = await fetch(`${shop!.base}${path}`);
  expect(other.headers.get('x-cache')).toBe('HIT');
  expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => serverLines().some((line) => line.reqId === 'nginx-hit-1')).toBe(true);
  expect(serverLines().find((line) => line.reqId === 'nginx-hit-1')).toMatchObject({
    method: 'GET',
    route: path,
    status: 200,
    cache: 'HIT',
  });
});
