import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { createClient } from 'redis';
import {
  createTestDatabase,
  startShop,
  stopShops,
  type ShopProcess,
  type TestDatabase,
} from '../../support/shop-process.ts';
import { placeGuestOrder } from './guest-order.ts';

/**
 * Two shops sharing Redis renew only the changed product's pages within a second. See tests/e2e/README.md, "The page
 * cache forgets only what changed".
 */
test.describe.configure({ mode: 'serial' });

const REDIS_DB = 15;
const redisUrl = `redis://127.0.0.1:6379/${REDIS_DB}`;
const root = path.resolve(import.meta.dirname, '../../..');
const SOLD = '150079';
const OTHER = '150200';
let one: ShopProcess | undefined;
let two: ShopProcess | undefined;
let database: TestDatabase | undefined;
const redis = createClient({ url: redisUrl });
let soldPages: string[] = [];
let keptPages: string[] = [];

async function query(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The product page path of a sku in a store (the shop redirects a wrong slug to the right one). */
async function productPath(shop: ShopProcess, prefix: string, sku: string): Promise<string> {
  const answer = await fetch(`${shop.base}${prefix}/p/${sku}/x`, { redirect: 'manual' });
  expect(answer.status).toBeGreaterThanOrEqual(300);
  return new URL(answer.headers.get('location')!, shop.base).pathname;
}

/** Where an answer came from: rendered now, or the cache (with the age of the cached copy in seconds). */
async function cacheOf(shop: ShopProcess, page: string): Promise<{ cache: string | null; age: number }> {
  const answer = await fetch(`${shop.base}${page}`);
  await answer.arrayBuffer();
  expect(answer.status, page).toBe(200);
  return { cache: answer.headers.get('x-cache'), age: Number(answer.headers.get('age') ?? 0) };
}

/** Every page answered from the cache by both shops, then old enough (2 s) to tell from a copy made after a change. */
async function warm(pages: string[]): Promise<void> {
  for (const shop of [one!, two!]) {
    for (const page of pages)
      await expect.poll(async () => (await cacheOf(shop, page)).cache, { message: page, timeout: 60_000 }).toBe('HIT');
  }
  await new Promise((resolve) => setTimeout(resolve, 2_500));
}

/**
 * Asks every page of both shops at once until each answers a copy made after `since`; answers each first X-Cache. See
 * tests/e2e/README.md, "Waiting for both shops to see a change".
 */
async function expectRetired(pages: string[], kept: string[], since: number): Promise<string[]> {
  const firsts: string[] = [];
  await Promise.all(
    [one!, two!].flatMap((shop) =>
      pages.map(async (page) => {
        for (let first = true; ; first = false) {
          const asked = Date.now();
          const { cache, age } = await cacheOf(shop, page);
          if (first) firsts.push(`${shop === one ? 'one' : 'two'} ${cache}`);
          if (cache === 'MISS' || (cache === 'HIT' && age <= 1)) {
            expect(asked - since, `${page} on ${shop.base}: asked ${asked - since} ms after the change`).toBeLessThan(
              1_000,
            );
            return;
          }
          expect(asked - since, `${page} on ${shop.base} still the old copy (${cache}, age ${age} s)`).toBeLessThan(
            1_000,
          );
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    ),
  );
  await expectKept(kept);
  return firsts;
}

/** Every page answered by both shops from the copy warm() left (2 s old or older). */
async function expectKept(pages: string[]): Promise<void> {
  for (const shop of [one!, two!]) {
    for (const page of pages) {
      const { cache, age } = await cacheOf(shop, page);
      expect(cache, `${page} on ${shop.base}`).toBe('HIT');
      expect(age, `${page} on ${shop.base}`).toBeGreaterThanOrEqual(2);
    }
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await redis.connect();
  await redis.flushDb();
  database = await createTestDatabase('np_tags');
  const env = { REDIS_URL: redisUrl };
  one = await startShop({ databaseUrl: database.url, env });
  two = await startShop({ databaseUrl: database.url, env });
  await query(`UPDATE stock_items SET qty = 1000, is_in_stock = true WHERE sku IN ('${SOLD}', '${OTHER}')`);
  soldPages = [
    await productPath(one, '', SOLD),
    await productPath(one, '/no', SOLD),
    await productPath(one, '/fi', SOLD),
  ];
  keptPages = [
    await productPath(one, '', OTHER),
    await productPath(one, '/fi', OTHER),
    '/magasin',
    '/no/kjopsveiledninger',
    '/fi/guides',
  ];
});

test.afterAll(async () => {
  await stopShops(one, two);
  await database?.drop();
  if (redis.isOpen) {
    await redis.flushDb();
    redis.destroy();
  }
});

test("an order renews its product's pages in both instances within a second when the stock they show changes (the previous copy answered meanwhile), and nothing else", async () => {
  test.setTimeout(120_000);
  await warm([...soldPages, ...keptPages]);
  // 1000 → 999: every page still says "in stock", so every copy stays.
  const unchanged = await placeGuestOrder(one!.base, `tags-kept-${Date.now()}`, 'tags@example.se', SOLD);
  expect(unchanged.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await expectKept([...soldPages, ...keptPages]);
  // 6 → 5: the product's pages now show the units left.
  await query(`UPDATE stock_items SET qty = 6 WHERE sku = '${SOLD}'`);
  const answer = await placeGuestOrder(one!.base, `tags-${Date.now()}`, 'tags@example.se', SOLD);
  expect(answer.status).toBe(200);
  const firsts = await expectRetired(soldPages, keptPages, Date.now());
  // The shop that took the order forgot the pages before it answered: its first answers are the previous copies,
  // served while they render again (stale-while-revalidate), never a visitor waiting for a render.
  expect(firsts.filter((first) => first.startsWith('one '))).toEqual(soldPages.map(() => 'one STALE'));
});

test("a restock by the command-line script renews that product's pages in both instances within a second", async () => {
  test.setTimeout(120_000);
  await warm([...soldPages, ...keptPages]);
  const restock = spawnSync(
    path.join(root, 'node_modules', 'node', 'bin', 'node'),
    [path.join(root, 'scripts', 'restock.ts'), SOLD, '500'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database!.url, REDIS_URL: redisUrl, DATA_DIR: one!.dataDir },
      encoding: 'utf8',
    },
  );
  expect(restock.status, restock.stderr).toBe(0);
  expect(restock.stdout).toContain(`${SOLD}: 5 → 500 in stock`);
  await expectRetired(soldPages, keptPages, Date.now());
});

test('a burst of requests for a page nobody asked for yet renders it once: one miss, the others get its copy', async () => {
  const page = await productPath(two!, '/no', '150300');
  const answers = await Promise.all(Array.from({ length: 12 }, () => cacheOf(two!, page)));
  expect(answers.map((answer) => answer.cache).sort()).toEqual([...Array(11).fill('HIT'), 'MISS']);
});

test("a page only the other instance held answers Redis's stale copy after an order, then the page rendered again", async () => {
  test.setTimeout(120_000);
  const sku = '150088';
  // An order leaves 5: the page shows the units left.
  await query(`UPDATE stock_items SET qty = 6, is_in_stock = true WHERE sku = '${sku}'`);
  const page = await productPath(one!, '', sku);
  // Rendered and kept by one (in its answer front and in Redis); two never asked for it.
  await expect.poll(async () => (await cacheOf(one!, page)).cache, { timeout: 60_000 }).toBe('HIT');
  const answer = await placeGuestOrder(one!.base, `tags-copy-${Date.now()}`, 'tags@example.se', sku);
  expect(answer.status).toBe(200);
  // The order's invalidation reaches Redis right after the answer.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const since = Date.now();
  // Two answers one's previous copy at once (no visitor waits for a render) and renders the page in the background.
  expect((await cacheOf(two!, page)).cache).toBe('STALE');
  await expect
    .poll(
      async () => {
        const { cache, age } = await cacheOf(two!, page);
        return cache === 'MISS' || (cache === 'HIT' && age <= 1);
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  expect(Date.now() - since).toBeLessThan(2_000);
});
