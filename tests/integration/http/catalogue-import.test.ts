import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../support/import-command.ts';
import { orderOf } from '../../support/integration.ts';
import { startShop, stopShops, type ShopProcess } from '../../support/shop-process.ts';

/** A retailer brings a Vue Storefront catalogue. More in README.md. */
const fixtures = path.resolve(import.meta.dirname, '../../fixtures/vsf');
let shop: ShopProcess | undefined;

beforeAll(async () => {
  shop = await startShop({ databaseUrl: '' });
}, 300_000);
afterAll(() => stopShops(shop));

async function call<T = any>(method: string, target: string, body?: unknown): Promise<{ status: number; result: T }> {
  const answer = await fetch(`${shop!.base}${target}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const json = (await answer.json()) as { result: T };
  return { status: answer.status, result: json.result };
}

const search = (store: string, body: unknown) => call('POST', `/api/catalog/${store}/product/_search`, body);

describe('importing a Vue Storefront catalogue', () => {
  it('imports the test dump while the shop serves, and the products can be found, seen and bought', async () => {
    const demo = (await search('sv', { query: { filters: { sku: '150001' } } })).result.items[0];
    const demoBefore = await call('POST', '/api/url/map?storeCode=sv', { url: demo.url_path });

    const run = await runScript(
      'import.ts',
      ['vsf', path.join(fixtures, 'dump'), '--media', path.join(fixtures, 'media')],
      shop!,
    );
    expect(run.code, run.stderr).toBe(3);
    for (const line of [
      'refused attribute at line 4 (Bad Code!): attribute_code "Bad Code!" is not a code',
      'refused category at line 9 (503): its parent category 999 is not in the catalogue',
      'refused product at line 15: not valid JSON',
      'refused product at line 16: it has no sku',
      'refused product at line 17 (NPX-NOPRICE): it has no price',
      'refused product at line 18 (NPX-BADOPT): configurable option "no_such_attribute" is not an attribute of the catalogue',
      'refused product at line 19 (NPX-BOTTLE): sku NPX-BOTTLE is already in this dump (line 12)',
      'refused product at line 20 (NPX-DUPURL): url_path p/NPX-JKT/fjallrav-skaljacka is already used by another product',
      'refused product at line 21 (NPX-TYPE): unknown type_id "spaceship"',
      'note: photos not in',
      'note: bundle parts not in the catalogue were left out: NO-SUCH-PART (in NPX-PKG)',
    ])
      expect(run.stdout).toContain(line);

    // Found by search, in both stores of the dump; the broken documents are nowhere.
    const found = await search('sv', { query: { text: 'skaljacka' } });
    expect(found.result.items.map((item: { sku: string }) => item.sku)).toContain('NPX-JKT');
    const no = await search('no', { query: { text: 'skalljakke' } });
    expect(no.result.items.find((item: { sku: string }) => item.sku === 'NPX-JKT')?.name).toBe('Fjellrev Skalljakke');
    expect((await search('sv', { query: { filters: { sku: 'NPX-NOPRICE' } } })).result.total).toBe(0);
    const bottle = (await search('sv', { query: { filters: { sku: 'NPX-BOTTLE' } } })).result.items[0];
    expect(bottle.name).toBe('Termos Fjäll 0,75 l');
    // Nothing else changed: the demo product answers as before.
    expect(await call('POST', '/api/url/map?storeCode=sv', { url: demo.url_path })).toEqual(demoBefore);

    // The product page shows the imported photos; each format is served at the gallery size, cropped to it.
    const page = await fetch(`${shop!.base}/p/NPX-JKT/fjallrav-skaljacka`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Fjällräv Skaljacka');
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      expect(html).toContain(`/i/600x744/n/p/npx-jkt-blue.${format}`);
      const image = await fetch(`${shop!.base}/i/600x744/n/p/npx-jkt-blue.${format}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[format],
      );
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([
        600,
        744,
        format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp',
      ]);
    }
    // A photo the dump names but --media lacks: a neutral placeholder; a photo no product names: not found.
    const missing = await fetch(`${shop!.base}/i/310x300/n/p/npx-bottle-missing.jpg`);
    expect([missing.status, missing.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await fetch(`${shop!.base}/i/310x300/n/p/not-named.jpg`)).status).toBe(404);

    // The same dump again changes nothing.
    const again = await runScript(
      'import.ts',
      ['vsf', path.join(fixtures, 'dump'), '--media', path.join(fixtures, 'media')],
      shop!,
    );
    expect(again.stdout).toMatch(/product +0 created, 0 updated, 6 unchanged, 7 refused/);
    expect(again.stdout).toContain('pages retired by 0 cache tag(s)');

    // A variant can be bought: into a cart, and ordered; a sold-out one cannot.
    const cartId = (await call<string>('POST', '/api/cart/create?storeCode=sv')).result;
    const added = await call('POST', `/api/cart/update?storeCode=sv&cartId=${cartId}`, {
      cartItem: { sku: 'NPX-JKT-BLUE-M', qty: 1, quoteId: cartId },
    });
    expect(added.status).toBe(200);
    expect(added.result).toMatchObject({ sku: 'NPX-JKT-BLUE-M', price: 2499 });
    const soldOut = await call('POST', `/api/cart/update?storeCode=sv&cartId=${cartId}`, {
      cartItem: { sku: 'NPX-JKT-RED-S', qty: 1, quoteId: cartId },
    });
    expect(soldOut.status).toBe(400);
    const order = await call('POST', '/api/order?storeCode=sv', {
      ...orderOf([{ sku: 'NPX-JKT-BLUE-M', qty: 1 }], 'import'),
      cart_id: cartId,
    });
    expect(order.status, JSON.stringify(order.result)).toBe(200);
    expect((await call('GET', '/api/stock/check?storeCode=sv&sku=NPX-JKT-BLUE-M')).result.qty).toBe(2);
  });
});
