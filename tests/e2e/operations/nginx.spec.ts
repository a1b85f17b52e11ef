import { spawn } from 'node:child_process';
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
import { startNginx, type NginxProcess } from '../../support/nginx.ts';

/*
 * The recipe of the README ("Several instances behind nginx"): two built shops on the machine's PostgreSQL (a
 * database of this spec's own) and Redis (a database number of its own), behind nginx started from
 * deploy/nginx/nordpeak.conf. nginx passes its request id on, and each instance logs it: the test reads which instance
 * answered a request from their logs.
 */
test.describe.configure({ mode: 'serial' });

const REDIS_DB = 12;
const redisUrl = `redis://127.0.0.1:6379/${REDIS_DB}`;
const root = path.resolve(import.meta.dirname, '../../..');
const PRICED = '150051';
const LAST_UNIT = '150058';
const SALE = '150052';
let one: ShopProcess | undefined;
let two: ShopProcess | undefined;
let nginx: NginxProcess | undefined;
let database: TestDatabase | undefined;

async function query(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A client address of this test only (random in 198.18.0.0/15, the benchmarking range). */
function address(): string {
  const octet = (n: number) => Math.floor(Math.random() * n);
  return `198.${18 + octet(2)}.${octet(256)}.${1 + octet(254)}`;
}

/** The instances whose log holds a request id (nginx's `$request_id`, answered in X-Request-Id). */
function servedBy(requestId: string | null): ShopProcess[] {
  expect(requestId, 'X-Request-Id of the answer').toMatch(/^[0-9a-f]{32}$/);
  return [one!, two!].filter((shop) => shop.log().includes(`"reqId":"${requestId}"`));
}

/** A request through nginx; the answer, its body and the instance that served it. */
async function viaNginx(
  target: string,
  init: RequestInit = {},
): Promise<{ status: number; body: string; headers: Headers; shop: ShopProcess }> {
  const answer = await fetch(`${nginx!.base}${target}`, { redirect: 'manual', ...init });
  const body = await answer.text();
  // The instance writes its request line when the answer is finished: give it a moment to reach the test.
  let shops: ShopProcess[] = [];
  await expect.poll(() => (shops = servedBy(answer.headers.get('x-request-id'))).length, { timeout: 5_000 }).toBe(1);
  return { status: answer.status, body, headers: answer.headers, shop: shops[0]! };
}

/** The product page path of a sku (the shop redirects a wrong slug to the right one). */
async function productPath(sku: string): Promise<string> {
  const answer = await fetch(`${one!.base}/p/${sku}/x`, { redirect: 'manual' });
  expect(answer.status).toBe(301);
  return new URL(answer.headers.get('location')!, one!.base).pathname;
}

/** A product page of an instance, from its cache once warmed. */
async function page(shop: ShopProcess, target: string): Promise<{ html: string; cache: string | null }> {
  const answer = await fetch(`${shop.base}${target}`);
  expect(answer.status, target).toBe(200);
  return { html: await answer.text(), cache: answer.headers.get('x-cache') };
}

/** Both instances answer `target` from their cache. */
async function warm(target: string): Promise<void> {
  for (const shop of [one!, two!])
    await expect.poll(async () => (await page(shop, target)).cache, { timeout: 60_000 }).toBe('HIT');
}

/** Both instances (and nginx) show `expected` on `target` within a second of `since`. */
async function expectShownWithinASecond(target: string, expected: string, since: number): Promise<void> {
  await Promise.all(
    [one!, two!].map(async (shop) => {
      for (;;) {
        const asked = Date.now();
        const { html } = await page(shop, target);
        if (html.includes(expected)) {
          expect(
            asked - since,
            `${target} on ${shop.base}: shown when asked ${asked - since} ms after the change`,
          ).toBeLessThan(1_000);
          return;
        }
        expect(asked - since, `${target} on ${shop.base}: still without ${expected}`).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  for (let i = 0; i < 4; i++) expect((await viaNginx(target)).body).toContain(expected);
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  await redis.flushDb();
  redis.destroy();
  database = await createTestDatabase('np_nginx');
  const env = { REDIS_URL: redisUrl, DRAIN_DELAY_SECONDS: '0' };
  one = await startShop({ databaseUrl: database.url, env });
  two = await startShop({ databaseUrl: database.url, env });
  nginx = await startNginx([one.port, two.port]);
});

test.afterAll(async () => {
  await nginx?.stop();
  await stopShops(one, two);
  await database?.drop();
});

test('nginx spreads pages over both instances, passes its request id and caches built assets for a year', async () => {
  const served = new Set<ShopProcess>();
  for (let i = 0; i < 6; i++) {
    const answer = await viaNginx('/magasin');
    expect(answer.status).toBe(200);
    served.add(answer.shop);
  }
  expect(served.size).toBe(2);
  const asset = /\/_astro\/[^"']+\.js/.exec((await viaNginx('/')).body)?.[0];
  expect(asset).toBeDefined();
  const script = await fetch(`${nginx!.base}${asset}`);
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('a cart created through one instance is served by the other', async () => {
  const created = await viaNginx('/api/cart/create', { method: 'POST' });
  expect(created.status).toBe(200);
  const cartId = (JSON.parse(created.body) as { result: string }).result;
  const added = await viaNginx(`/api/cart/update?cartId=${encodeURIComponent(cartId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartItem: { sku: '150001-001', qty: 2 } }),
  });
  expect(added.status, added.body).toBe(200);
  const servers = new Set([created.shop]);
  for (let i = 0; i < 4; i++) {
    const pulled = await viaNginx(`/api/cart/pull?cartId=${encodeURIComponent(cartId)}`);
    expect(pulled.status).toBe(200);
    const lines = (JSON.parse(pulled.body) as { result: { sku: string; qty: number }[] }).result;
    expect(lines.map((line) => [line.sku, line.qty])).toEqual([['150001-001', 2]]);
    servers.add(pulled.shop);
  }
  expect(servers.size).toBe(2);
});

test("a price change shows on both instances' cached product pages within a second", async () => {
  test.setTimeout(120_000);
  const target = await productPath(PRICED);
  await warm(target);
  expect((await page(two!, target)).html).toContain('"price":"649.00"');
  // Staff change the price with the command-line script (a third process on the same database and Redis).
  const script = spawn(
    path.join(root, 'node_modules', 'node', 'bin', 'node'),
    [path.join(root, 'scripts', 'price.ts'), PRICED, 'sv', '555'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database!.url, REDIS_URL: redisUrl, DATA_DIR: one!.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  script.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const changed = await new Promise<number>((resolve, reject) => {
    script.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Printed once the change is committed and announced.
      if (output.includes(`${PRICED} (sv): 649 → 555.`)) resolve(Date.now());
    });
    script.once('exit', (code) => reject(new Error(`price script exited ${code}: ${output}`)));
  });
  await expectShownWithinASecond(target, '"price":"555.00"', changed);
});

/** A guest order of one unit of `sku` placed through instance one (expects 200). */
async function orderOne(sku: string): Promise<void> {
  const order = await placeGuestOrder(one!.base, `nginx-${sku}-${Date.now()}`, 'nginx@example.se', sku);
  expect(order.status, await order.clone().text()).toBe(200);
}

test("the last unit sold through one instance shows sold out on the other's cached product page within a second", async () => {
  test.setTimeout(120_000);
  await query(`UPDATE stock_items SET qty = 1, is_in_stock = true WHERE sku = '${LAST_UNIT}'`);
  const target = await productPath(LAST_UNIT);
  await warm(target);
  expect((await page(two!, target)).html).toContain('"availability":"https://schema.org/InStock"');
  await orderOne(LAST_UNIT);
  await expectShownWithinASecond(target, '"availability":"https://schema.org/OutOfStock"', Date.now());
});

test("a sku that sells out leaves both instances' cached listings within a second", async () => {
  test.setTimeout(120_000);
  // A simple product listed on the first page of a category.
  const listing = '/c/langdskidor';
  const html = (await page(one!, listing)).html;
  const skus = [...html.matchAll(/href="\/p\/([^/"]+)\//g)].map((match) => match[1]!);
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  const { rows } = await client
    .query<{ sku: string }>(`SELECT sku FROM products WHERE sku = ANY($1) AND type_id = 'simple'`, [skus])
    .finally(() => client.end());
  const sku = rows[0]!.sku;
  await query(`UPDATE stock_items SET qty = 1, is_in_stock = true WHERE sku = '${sku}'`);
  await warm(listing);
  expect((await page(two!, listing)).html).toContain(`href="/p/${sku}/`);
  await orderOne(sku);
  const sold = Date.now();
  await Promise.all(
    [one!, two!].map(async (shop) => {
      for (;;) {
        const asked = Date.now();
        if (!(await page(shop, listing)).html.includes(`href="/p/${sku}/`)) break;
        expect(asked - sold, `${listing} on ${shop.base} still lists ${sku}`).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
});

test("a sale starting 5 s ahead shows on both instances' cached pages within a second of its start, and nothing else is retired", async () => {
  test.setTimeout(120_000);
  const target = await productPath(SALE);
  const kept = '/magasin';
  await warm(target);
  await warm(kept);
  const regular = /"price":"(\d+)\.00"/.exec((await page(two!, target)).html)![1]!;
  const salePrice = `${Math.round(Number(regular) * 0.7)}.00`;
  const starts = Math.ceil((Date.now() + 5_000) / 1000) * 1000;
  await query(
    `UPDATE product_prices SET special_price = ${salePrice}, special_from_date = to_timestamp(${starts / 1000}), special_to_date = NULL
     WHERE store_code = 'sv' AND product_id = (SELECT id FROM products WHERE sku = '${SALE}')`,
  );
  await Promise.all(
    [one!, two!].map(async (shop) => {
      for (;;) {
        const asked = Date.now();
        const { html } = await page(shop, target);
        if (asked < starts) {
          expect(html, `${target} on ${shop.base} before the start`).toContain(`"price":"${regular}.00"`);
        } else if (html.includes(`"price":"${salePrice}"`)) {
          return;
        } else {
          expect(asked - starts, `${target} on ${shop.base}: the regular price after the start`).toBeLessThan(1_000);
        }
        await new Promise((resolve) => setTimeout(resolve, asked < starts - 500 ? 200 : 20));
      }
    }),
  );
  for (let i = 0; i < 4; i++) expect((await viaNginx(target)).body).toContain(`"price":"${salePrice}"`);
  for (const shop of [one!, two!]) {
    const answer = await fetch(`${shop.base}${kept}`);
    await answer.arrayBuffer();
    expect(answer.headers.get('x-cache'), `${kept} on ${shop.base}`).toBe('HIT');
    expect(Number(answer.headers.get('age')), `${kept} on ${shop.base}`).toBeGreaterThanOrEqual(5);
  }
});

test('failed logins through nginx count across both instances', async () => {
  test.setTimeout(120_000);
  const email = `nginx-owner-${Date.now()}@example.com`;
  const password = 'Eget-Fjall-Losen-2026';
  const json = (ip: string, body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  expect(
    (
      await viaNginx(
        '/api/user/create',
        json(address(), { customer: { email, firstname: 'O', lastname: 'W' }, password }),
      )
    ).status,
  ).toBe(200);
  const attacker = address();
  const servers = new Set<ShopProcess>();
  for (let i = 0; i < 5; i++) {
    const guess = await viaNginx('/api/user/login', json(attacker, { username: email, password: `Gissning-${i}-x` }));
    expect(guess.status).toBe(401);
    servers.add(guess.shop);
  }
  expect(servers.size, 'the guesses went to both instances').toBe(2);
  for (let i = 0; i < 2; i++)
    expect((await viaNginx('/api/user/login', json(attacker, { username: email, password }))).status).toBe(429);
  expect((await viaNginx('/api/user/login', json(address(), { username: email, password }))).status).toBe(200);
});

test('one instance killed: the other keeps serving through nginx', async () => {
  test.setTimeout(120_000);
  const targets = ['/', '/magasin', await productPath(PRICED), '/api/stock/check?sku=150001-001', '/no/', '/fi/'];
  await one!.stop('SIGKILL');
  for (let round = 0; round < 5; round++) {
    for (const target of targets) {
      const answer = await fetch(`${nginx!.base}${target}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      expect(answer.status, `${target} after the kill`).toBeLessThan(400);
    }
  }
  // And a write: a cart created after the kill.
  const created = await viaNginx('/api/cart/create', { method: 'POST' });
  expect(created.status).toBe(200);
  expect(created.shop).toBe(two);
});
