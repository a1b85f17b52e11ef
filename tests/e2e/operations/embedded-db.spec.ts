import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startShop, stopShops, type ShopProcess } from '../../support/shop-process.ts';

/**
 * On its embedded PostgreSQL, the shop restarts a database server something else ended, keeping every row. See
 * tests/e2e/README.md, "The embedded database is restarted".
 */
test.describe.configure({ mode: 'serial' });

let shop: ShopProcess | undefined;

test.afterAll(async () => {
  await stopShops(shop);
});

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

test('a killed embedded database server is started again and the shop serves on', async () => {
  test.setTimeout(600_000);
  shop = await startShop({ databaseUrl: '' });
  expect((await fetch(`${shop.base}/readyz`)).status).toBe(200);
  const created = (await (await fetch(`${shop.base}/api/cart/create`, { method: 'POST' })).json()) as {
    code: number;
    result: string;
  };
  expect(created.code).toBe(200);

  const killed = postmasterPid(shop.dataDir);
  process.kill(killed, 'SIGKILL');
  await expect
    .poll(() => shop!.log(), { timeout: 60_000 })
    .toMatch(/the embedded PostgreSQL server is running again \(pid \d+/);
  expect(shop.log()).toContain(
    `the embedded PostgreSQL server (pid ${killed}) stopped unexpectedly (SIGKILL); starting it again`,
  );
  expect(postmasterPid(shop.dataDir)).not.toBe(killed);

  await expect.poll(async () => (await fetch(`${shop!.base}/readyz`)).status, { timeout: 30_000 }).toBe(200);
  // The cart made before the kill is there (committed), and the shop writes again.
  const pulled = (await (
    await fetch(`${shop.base}/api/cart/pull?cartId=${encodeURIComponent(created.result)}`)
  ).json()) as { code: number };
  expect(pulled.code).toBe(200);
  const again = (await (await fetch(`${shop.base}/api/cart/create`, { method: 'POST' })).json()) as { code: number };
  expect(again.code).toBe(200);
  expect((await fetch(`${shop.base}/p/150058/x`)).status).toBe(200);
});

test('a clean stop logs nothing at error level', async () => {
  test.setTimeout(120_000);
  // Every session of the pool open (calls at once that each use the database): the stop ends them before the server.
  const calls = await Promise.all(
    Array.from({ length: 8 }, () => fetch(`${shop!.base}/api/cart/create`, { method: 'POST' })),
  );
  for (const call of calls) expect(call.status).toBe(200);
  const draining = shop!.log().length;
  expect(await shop!.stop('SIGTERM')).toBe(0);
  const stopLines = shop!.log().slice(draining).split('\n').filter(Boolean);
  expect(stopLines.some((line) => line.includes('Nordpeak stopped (SIGTERM)'))).toBe(true);
  // pino levels: 50 error, 60 fatal.
  expect(stopLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
});
