import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../support/import-command.ts';
import { startShop, stopShops, type ShopProcess } from '../../support/shop-process.ts';

/**
 * A newer catalogue dump writes only what changed and retires only the pages showing it. See README.md, "A newer
 * catalogue dump".
 */
const fixtures = path.resolve(import.meta.dirname, '../../fixtures/vsf');
let shop: ShopProcess | undefined;

beforeAll(async () => {
  shop = await startShop({ databaseUrl: '' });
}, 300_000);
afterAll(() => stopShops(shop));

/** Where an answer came from (X-Cache) and what it shows. */
async function page(target: string): Promise<{ cache: string | null; html: string }> {
  const answer = await fetch(`${shop!.base}${target}`);
  expect(answer.status, target).toBe(200);
  return { cache: answer.headers.get('x-cache'), html: await answer.text() };
}

async function productPath(sku: string): Promise<string> {
  const answer = await fetch(`${shop!.base}/p/${sku}/x`, { redirect: 'manual' });
  return new URL(answer.headers.get('location')!, shop!.base).pathname;
}

async function warm(pages: string[]): Promise<void> {
  for (const target of pages)
    await expect.poll(async () => (await page(target)).cache, { message: target, timeout: 60_000 }).toBe('HIT');
}

const vsf = (dump: string) => runScript('import.ts', ['vsf', dump, '--media', path.join(fixtures, 'media')], shop!);

describe('importing a newer Vue Storefront dump', () => {
  it('writes only what changed and retires only the pages that show it', async () => {
    const first = await vsf(path.join(fixtures, 'dump'));
    expect(first.code, first.stderr).toBe(3);

    const bottle = await productPath('NPX-BOTTLE');
    const jacket = await productPath('NPX-JKT'); // recommends the bottle: retired too
    const demo = await productPath('150001');
    const listing = '/c/fjallbutiken'; // shows the bottle and the jacket
    const other = '/c/fjallbutiken-jackor-skaljackor'; // shows the jacket only
    const mapped = '/fjallbutiken'; // the category's URL-map path: the listing rendered in place
    const pages = [bottle, jacket, demo, listing, other, mapped];
    await warm(pages);
    expect((await page(bottle)).html).toContain('349');

    // The newer dump: the bottle costs 329 instead of 349, everything else as before.
    const newer = mkdtempSync(path.join(tmpdir(), 'np-vsf-newer-'));
    cpSync(path.join(fixtures, 'dump'), newer, { recursive: true });
    const file = path.join(newer, 'sv-catalog.ndjson');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('"sku": "NPX-BOTTLE", "name": "<b>Termos</b>');
    writeFileSync(
      file,
      text
        .split('\n')
        .map((line) =>
          line.includes('"sku": "NPX-BOTTLE", "name": "<b>Termos</b>')
            ? line.replace('"price": "349"', '"price": "329"')
            : line,
        )
        .join('\n'),
    );

    const update = await vsf(newer);
    expect(update.code, update.stderr).toBe(3);
    expect(update.stdout).toMatch(/product +0 created, 1 updated, 5 unchanged, 7 refused/);
    expect(update.stdout).not.toContain('pages retired by 0 cache tag(s)');

    await expect.poll(async () => (await page(bottle)).html, { timeout: 10_000 }).toContain('329');
    await expect.poll(async () => (await page(listing)).html, { timeout: 10_000 }).toContain('329');
    await expect.poll(async () => (await page(mapped)).html, { timeout: 10_000 }).toContain('329');
    for (const kept of [demo, other]) expect((await page(kept)).cache, kept).toBe('HIT');

    // The same newer dump again: nothing written, nothing retired.
    await warm(pages);
    const again = await vsf(newer);
    expect(again.stdout).toMatch(/product +0 created, 0 updated, 6 unchanged, 7 refused/);
    expect(again.stdout).toContain('pages retired by 0 cache tag(s)');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const target of pages) expect((await page(target)).cache, target).toBe('HIT');
  });
});
