import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  createTestDatabase,
  startShop,
  stopShops,
  type ShopProcess,
  type TestDatabase,
} from '../../support/shop-process.ts';

/*
 * The launcher (scripts/start.ts): two instances started at the same moment on one fresh database migrate and seed
 * it once (a PostgreSQL advisory lock), then both serve the same shop; the start prints one line per phase.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let shops: ShopProcess[] = [];
let database: TestDatabase | undefined;

test.afterAll(async () => {
  await stopShops(...shops);
  await database?.drop();
});

const rows = <T>(sql: string): Promise<T[]> => database!.query<T>(sql);

test('two instances started together on a fresh database migrate and seed it once, then both serve', async () => {
  test.setTimeout(600_000);
  database = await createTestDatabase('np_launch', { empty: true });
  const started = await Promise.allSettled([
    startShop({ databaseUrl: database.url }),
    startShop({ databaseUrl: database.url }),
  ]);
  shops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  const logs = shops.map((shop) => shop.log());

  // One seeded; the other found the catalogue there (it waited for the lock, or came after).
  expect(
    logs.filter((log) => /^Seeded \d+ products \(\d+ sellable SKUs\) \(\d+\.\d s\)$/m.test(log)),
    logs.join('\n----\n'),
  ).toHaveLength(1);
  for (const log of logs) {
    expect(log).toMatch(/^Build is up to date \(\d+\.\d s\)$/m);
    expect(log).toMatch(/^Loaded the server \(\d+\.\d s\)$/m);
    expect(log).toMatch(/^Connected to PostgreSQL \(\d+\.\d s\)$/m);
    expect(log).toMatch(/^Database schema is up to date \(\d+\.\d s\)$/m);
    expect(log).toMatch(/"msg":"Nordpeak is serving http:\/\/127\.0\.0\.1:\d+ \(started in \d+\.\d s\)\."/);
  }
  const journal = JSON.parse(
    readFileSync(path.join(root, 'src', 'lib', 'server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const [migrations] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  expect(migrations!.n).toBe(journal.entries.length);
  const [stores] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM store_views');
  expect(stores!.n).toBe(3);

  for (const shop of shops) {
    expect((await fetch(`${shop.base}/readyz`)).status).toBe(200);
    const page = await fetch(`${shop.base}/p/150058/x`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('"price":"699.00"');
  }
});
