import { expect, test } from '@playwright/test';
import { createClient } from 'redis';
import { freePort } from '../../../scripts/server-process.ts';
import { RedisProxy } from '../../support/redis-proxy.ts';
import {
  createTestDatabase,
  startShop,
  stopShops,
  type ShopProcess,
  type TestDatabase,
} from '../../support/shop-process.ts';

/*
 * The shared page cache in Redis, and Redis going away: two built shops on one database share pages through the
 * machine's Redis (a database number of this spec's own), reached through a TCP proxy the test closes and opens
 * again, so the machine's Redis itself is never stopped.
 */
test.describe.configure({ mode: 'serial' });

const REDIS_DB = 14;
const redisUrl = `redis://127.0.0.1:6379/${REDIS_DB}`;

let proxy: RedisProxy;
let one: ShopProcess | undefined;
let two: ShopProcess | undefined;
let database: TestDatabase | undefined;
const redis = createClient({ url: redisUrl });
/** A simple product the Swedish store sells, with stock for every add of this spec. */
const SKU = '150079';

/** Cached page keys in this spec's Redis database that end with a page path. */
async function storedPages(target: string): Promise<string[]> {
  return (await redis.keys('nordpeak:page:*')).filter((key) => key.endsWith(`:${target}`));
}

async function timedGet(url: string): Promise<{ status: number; cache: string | null; ms: number }> {
  const started = Date.now();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  return { status: answer.status, cache: answer.headers.get('x-cache'), ms: Date.now() - started };
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await redis.connect();
  await redis.flushDb();
  proxy = new RedisProxy(await freePort());
  await proxy.open();
  database = await createTestDatabase('np_redis');
  const env = { REDIS_URL: `redis://127.0.0.1:${proxy.port}/${REDIS_DB}` };
  one = await startShop({ databaseUrl: database.url, env });
  two = await startShop({ databaseUrl: database.url, env });
  await database.query(`UPDATE stock_items SET qty = 1000, is_in_stock = true WHERE sku = '${SKU}'`);
});

/** A guest cart made through one shop and a line added to it through the other (the cart lives in PostgreSQL only). */
async function cartAcross(from: ShopProcess, to: ShopProcess): Promise<void> {
  const created = await fetch(`${from.base}/api/cart/create`, { method: 'POST' });
  expect(created.status, await created.clone().text()).toBe(200);
  const cartId = ((await created.json()) as { result: string }).result;
  const added = await fetch(`${to.base}/api/cart/update?cartId=${encodeURIComponent(cartId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartItem: { sku: SKU, qty: 1 } }),
  });
  expect(added.status, await added.clone().text()).toBe(200);
  const pulled = await fetch(`${from.base}/api/cart/pull?cartId=${encodeURIComponent(cartId)}`);
  expect(pulled.status).toBe(200);
  expect(
    ((await pulled.json()) as { result: { sku: string; qty: number }[] }).result.map((line) => [line.sku, line.qty]),
  ).toEqual([[SKU, 1]]);
}

test.afterAll(async () => {
  await stopShops(one, two);
  await proxy?.close();
  await database?.drop();
  if (redis.isOpen) {
    await redis.flushDb();
    redis.destroy();
  }
});

test('a page rendered by one instance is kept in Redis and served by the other', async () => {
  for (const page of ['/', '/no/', '/fi/']) {
    expect((await timedGet(`${one!.base}${page}`)).status, page).toBe(200);
    await expect.poll(() => storedPages(page), { message: page }).toHaveLength(1);
    const other = await timedGet(`${two!.base}${page}`);
    expect(other.status, page).toBe(200);
    expect(other.cache, page).toBe('HIT');
  }
});

test('while Redis is unreachable every page answers 200 without waiting, and the shared cache is back within 5 s', async () => {
  test.setTimeout(120_000);
  // Pages both shops hold before Redis goes away stay cached through the outage (it is not a change of the data).
  const held = ['/', '/no/', '/fi/'];
  for (const shop of [one!, two!])
    for (const page of held) expect((await timedGet(`${shop.base}${page}`)).cache, page).toBe('HIT');
  await proxy.close();
  // The cart never depends on Redis: made through one shop, filled through the other, while Redis is away.
  await cartAcross(one!, two!);
  await cartAcross(two!, one!);
  for (const shop of [one!, two!])
    for (const page of held)
      expect((await timedGet(`${shop.base}${page}`)).cache, `${page} during the outage`).toBe('HIT');
  const pages = [
    '/magasin',
    '/no/magasin',
    '/fi/magazine',
    '/kopguider',
    '/sokresultat?s=skidor',
    '/no/sokresultat?s=ski',
    '/fi/search-result?s=sukset',
  ];
  for (const page of pages) {
    for (const shop of [one!, two!]) {
      const first = await timedGet(`${shop.base}${page}`);
      expect(first.status, page).toBe(200);
      // A render takes a few hundred ms here; a Redis wait would add seconds.
      expect(first.ms, page).toBeLessThan(2_000);
      // Without Redis the instance keeps the page in its own memory.
      await expect
        .poll(
          async () => {
            const again = await timedGet(`${shop.base}${page}`);
            expect(again.status, page).toBe(200);
            expect(again.ms, page).toBeLessThan(2_000);
            return again.cache;
          },
          { message: page, timeout: 5_000, intervals: [100, 250, 500] },
        )
        .toBe('HIT');
    }
  }
  expect(await storedPages('/magasin')).toHaveLength(0);

  await proxy.open();
  const back = Date.now();
  // …and just as Redis comes back (the clients reconnecting).
  await cartAcross(one!, two!);
  // Each instance reconnects by itself; pages rendered from then on are kept in Redis again and shared.
  await expect
    .poll(
      async () => {
        const page = `/sokresultat?s=vallor-${Date.now()}`;
        await timedGet(`${one!.base}${page}`);
        return (await redis.keys('nordpeak:page:*')).some((key) => key.includes('vallor-'));
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe(true);
  expect(Date.now() - back).toBeLessThan(5_000);
  await expect
    .poll(
      async () => {
        await timedGet(`${one!.base}/no/kjopsveiledninger`);
        return (await timedGet(`${two!.base}/no/kjopsveiledninger`)).cache;
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBe('HIT');
  expect(one!.log()).toMatch(/Redis unavailable/);
  expect(one!.log()).toMatch(/Redis is back/);
});
