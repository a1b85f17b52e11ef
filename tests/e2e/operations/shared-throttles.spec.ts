import { expect, test } from '@playwright/test';
import { createClient } from 'redis';
import {
  createTestDatabase,
  startShop,
  stopShops,
  type ShopProcess,
  type TestDatabase,
} from '../../support/shop-process.ts';

/**
 * Throttles count across instances sharing one database, so spreading attempts gains nothing. See tests/e2e/README.md,
 * "Throttles count across instances".
 */
test.describe.configure({ mode: 'serial' });

const REDIS_DB = 13;
const redisUrl = `redis://127.0.0.1:6379/${REDIS_DB}`;
let one: ShopProcess | undefined;
let two: ShopProcess | undefined;
let database: TestDatabase | undefined;

/** A client address of this test only (random in 198.18.0.0/15, the benchmarking range). */
function address(): string {
  const octet = (n: number) => Math.floor(Math.random() * n);
  return `198.${18 + octet(2)}.${octet(256)}.${1 + octet(254)}`;
}
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The i-th request's instance: one, two, one, two, … */
const shop = (i: number) => (i % 2 === 0 ? one! : two!);

async function post(base: string, path: string, ip: string, body: unknown): Promise<Response> {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  await answer.arrayBuffer();
  return answer;
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  await redis.flushDb();
  redis.destroy();
  database = await createTestDatabase('np_throttle');
  const env = { REDIS_URL: redisUrl };
  one = await startShop({ databaseUrl: database.url, env });
  two = await startShop({ databaseUrl: database.url, env });
});

test.afterAll(async () => {
  await stopShops(one, two);
  await database?.drop();
});

test('failed logins spread over both instances lock out the guessing address for that account, never the owner', async () => {
  test.setTimeout(120_000);
  const email = uniqueEmail('owner');
  const password = 'Eget-Fjall-Losen-2026';
  expect(
    (
      await post(one!.base, '/api/user/create', address(), {
        customer: { email, firstname: 'O', lastname: 'W' },
        password,
      })
    ).status,
  ).toBe(200);
  const attacker = address();
  for (let i = 0; i < 5; i++) {
    expect(
      (await post(shop(i).base, '/api/user/login', attacker, { username: email, password: `Gissning-${i}-x` })).status,
      `guess ${i}`,
    ).toBe(401);
  }
  // The sixth attempt from that address is refused by either instance, even with the right password.
  for (const instance of [one!, two!]) {
    const blocked = await post(instance.base, '/api/user/login', attacker, { username: email, password });
    expect(blocked.status, instance.base).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  }
  // The owner, from their own address, signs in on either instance.
  expect((await post(two!.base, '/api/user/login', address(), { username: email, password })).status).toBe(200);
});

test('failures from many addresses on both instances slow the next login of that account down on either, without refusing it', async () => {
  test.setTimeout(120_000);
  const email = uniqueEmail('slowed');
  const password = 'Eget-Fjall-Losen-2026';
  expect(
    (
      await post(one!.base, '/api/user/create', address(), {
        customer: { email, firstname: 'S', lastname: 'D' },
        password,
      })
    ).status,
  ).toBe(200);
  const timed = async (base: string) => {
    const started = Date.now();
    const answer = await post(base, '/api/user/login', address(), { username: email, password });
    return { status: answer.status, ms: Date.now() - started };
  };
  const before = await timed(two!.base);
  expect(before.status).toBe(200);
  // Seven failures from seven addresses, alternating instances: 5 are free, then the delay doubles from 250 ms.
  for (let i = 0; i < 7; i++)
    expect(
      (await post(shop(i).base, '/api/user/login', address(), { username: email, password: `Gissning-${i}-x` })).status,
    ).toBe(401);
  const after = await timed(two!.base);
  expect(after.status).toBe(200);
  expect(after.ms, `login took ${after.ms} ms after the failures (${before.ms} ms before)`).toBeGreaterThanOrEqual(
    1_000,
  );
});

test('sign-ups are throttled per address across both instances', async () => {
  test.setTimeout(180_000);
  const ip = address();
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) {
    codes.push(
      (
        await post(shop(i).base, '/api/user/create', ip, {
          customer: { email: uniqueEmail('burst'), firstname: 'A', lastname: 'B' },
          password: 'Fjall-Vandring-2026',
        })
      ).status,
    );
  }
  expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(codes[10]).toBe(429);
  // The other instance refuses that address too; another address signs up.
  expect(
    (
      await post(one!.base, '/api/user/create', ip, {
        customer: { email: uniqueEmail('burst'), firstname: 'A', lastname: 'B' },
        password: 'Fjall-Vandring-2026',
      })
    ).status,
  ).toBe(429);
  expect(
    (
      await post(two!.base, '/api/user/create', address(), {
        customer: { email: uniqueEmail('other'), firstname: 'A', lastname: 'B' },
        password: 'Fjall-Vandring-2026',
      })
    ).status,
  ).toBe(200);
});

test('gift card balance lookups are throttled per address across both instances', async () => {
  const ip = address();
  const codes: number[] = [];
  for (let i = 0; i < 21; i++) {
    const answer = await fetch(`${shop(i).base}/api/ext/polder/gift-card/balance/NP-SE-GUESS${i}`, {
      headers: { 'x-forwarded-for': ip },
    });
    await answer.arrayBuffer();
    codes.push(answer.status);
  }
  expect(codes.slice(0, 20)).toEqual(Array(20).fill(400));
  expect(codes[20]).toBe(429);
  const other = await fetch(`${two!.base}/api/ext/polder/gift-card/balance/NP-SE-1000`, {
    headers: { 'x-forwarded-for': address() },
  });
  expect(other.status).toBe(200);
});
