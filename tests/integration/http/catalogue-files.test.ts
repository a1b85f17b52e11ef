import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../support/import-command.ts';
import { startShop, stopShops, type ShopProcess } from '../../support/shop-process.ts';

/*
 * Stock and price files from an ERP, applied with `npm run import -- stock|prices <csv>` while a built shop serves on
 * its embedded database: wrong rows refused with their line numbers, the others applied and shown at once (the
 * products' cached pages retired), and the same file a second time changes nothing (the cached pages stay).
 */
let shop: ShopProcess | undefined;
const files = mkdtempSync(path.join(tmpdir(), 'np-import-files-'));

beforeAll(async () => {
  shop = await startShop({ databaseUrl: '' });
}, 300_000);
afterAll(() => stopShops(shop));

async function json<T>(pathAndQuery: string): Promise<T> {
  const answer = await fetch(`${shop!.base}${pathAndQuery}`);
  expect(answer.status, pathAndQuery).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

/** The product page of a sku, answered from the cache when it holds it (X-Cache). */
async function page(sku: string): Promise<{ cache: string | null; html: string }> {
  const found = await fetch(`${shop!.base}/p/${sku}/x`, { redirect: 'manual' });
  const answer = await fetch(new URL(found.headers.get('location')!, shop!.base));
  return { cache: answer.headers.get('x-cache'), html: await answer.text() };
}

async function cached(sku: string): Promise<string> {
  await expect.poll(async () => (await page(sku)).cache, { timeout: 30_000 }).toBe('HIT');
  return (await page(sku)).html;
}

describe('stock and price files', () => {
  it('applies a stock file while the shop serves, refuses wrong rows by line, and is idempotent', async () => {
    const file = path.join(files, 'stock.csv');
    writeFileSync(file, 'sku,qty\n150001-000,17\nNOPE,3\n150001,5\n150002,many\n150001-000,9\n150003,1,2\n');
    await cached('150001');
    const first = await runScript('import.ts', ['stock', file], shop!);
    expect(first.code, first.stderr).toBe(3);
    expect(first.stdout).toContain('stock      0 created, 1 updated, 0 unchanged, 5 refused');
    expect(first.stdout).toContain('refused stock at line 3 (NOPE): no product has this sku');
    expect(first.stdout).toContain('refused stock at line 4 (150001): this product keeps no stock of its own');
    expect(first.stdout).toContain('refused stock at line 5 (150002): qty must be a whole number');
    expect(first.stdout).toContain('refused stock at line 6 (150001-000): the sku is listed twice (first at line 2)');
    expect(first.stdout).toContain('refused stock at line 7: 3 field(s), the header has 2');
    expect(first.stdout).toMatch(/Report written to .*import-reports.*-stock\.txt/);
    expect((await json<{ qty: number }>('/api/stock/check?sku=150001-000')).qty).toBe(17);

    // The page of the product is retired by its tag (within a second) and cached again; a second run leaves it cached.
    await expect.poll(async () => (await page('150001')).cache, { timeout: 5_000 }).not.toBe('HIT');
    await cached('150001');
    const second = await runScript('import.ts', ['stock', file], shop!);
    expect(second.stdout).toContain('stock      0 created, 0 updated, 1 unchanged, 5 refused');
    expect(second.stdout).toContain('pages retired by 0 cache tag(s)');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await page('150001')).cache).toBe('HIT');

    // A new level of a sku still in stock: the page's copy is answered stale while it is rendered again, though the
    // import is another process than the shop's; then the new copy is kept.
    const level = path.join(files, 'level.csv');
    writeFileSync(level, 'sku,qty\n150001-000,18\n');
    expect((await runScript('import.ts', ['stock', level], shop!)).stdout).toContain('1 updated');
    let retired: string | null = 'HIT';
    await expect.poll(async () => (retired = (await page('150001')).cache), { timeout: 5_000 }).not.toBe('HIT');
    expect(retired).toBe('STALE');
    await cached('150001');
  });

  it('applies a prices file: regular and special prices per store, an empty special price removes it', async () => {
    const file = path.join(files, 'prices.csv');
    writeFileSync(
      file,
      [
        'sku,store,price,special_price,special_from,special_to',
        '150061,sv,1299.00,999.00,2020-01-01,2099-12-31',
        '150061,no,1400,,,',
        '150002,xx,1,,,',
        '150002,fi,12,13,,',
        'NOPE,sv,10,,,',
        '150002,fi,1.5.0,,,',
      ].join('\n'),
    );
    const before = await cached('150061');
    expect(before).not.toContain('np-price__final">999 kr<');
    const run = await runScript('import.ts', ['prices', file], shop!);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout).toContain('price      0 created, 2 updated, 0 unchanged, 4 refused');
    expect(run.stdout).toContain('refused price at line 4 (150002): store must be sv, no or fi (found "xx")');
    expect(run.stdout).toContain('refused price at line 5 (150002): special_price must be below price');
    expect(run.stdout).toContain('refused price at line 6 (NOPE): no product has this sku');
    expect(run.stdout).toContain('refused price at line 7 (150002): price must be a number');
    type Item = { sku: string; price_info: { final_price: number; regular_price: number } };
    const sv = await json<{ items: Item[] }>('/api/product/render-list?skus=150061&storeId=11&currencyCode=SEK');
    expect(sv.items[0]!.price_info).toMatchObject({ final_price: 999, regular_price: 1299 });
    const no = await json<{ items: Item[] }>(
      '/api/product/render-list?skus=150061&storeId=7&currencyCode=NOK&storeCode=no',
    );
    expect(no.items[0]!.price_info).toMatchObject({ final_price: 1400, regular_price: 1400 });
    // The cached page is retired at once and shows the new price.
    await expect
      .poll(async () => (await page('150061')).html, { timeout: 5_000 })
      .toContain('np-price__final">999 kr<');

    const again = await runScript('import.ts', ['prices', file], shop!);
    expect(again.stdout).toContain('price      0 created, 0 updated, 2 unchanged, 4 refused');
  });
});
