/**
 * The integration API's stock and price batches over HTTP: only the pages a batch changed are retired. See README.md,
 * "Stock and price batches".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/lib/integration/contract.ts';
import { shopDatabase, shopQuery, shopUrl, testRequest } from '../../support/http.ts';
import { keyPlace } from '../../support/integration-http.ts';
import { createKey } from '../../support/integration.ts';

let headers: Record<string, string> = {};
/** A product the batch changes. */
const CHANGED = '150079';

/** The path of a sku's product page (the shop redirects a wrong slug to the right one). */
async function productPath(sku: string): Promise<string> {
  const answer = await fetch(new URL(`/p/${sku}/x`, shopUrl()), { redirect: 'manual' });
  expect(answer.status).toBeGreaterThanOrEqual(300);
  return new URL(answer.headers.get('location')!, shopUrl()).pathname;
}

/** Where an answer came from (X-Cache) and the age of a cached copy. */
async function cacheOf(page: string): Promise<{ cache: string | null; age: number }> {
  const answer = await fetch(new URL(page, shopUrl()));
  await answer.arrayBuffer();
  expect(answer.status, page).toBe(200);
  return { cache: answer.headers.get('x-cache'), age: Number(answer.headers.get('age') ?? 0) };
}

describe(`stock and price batches over HTTP (${shopDatabase()} database)`, () => {
  beforeAll(async () => {
    const key = await createKey(keyPlace(), 'pim', ['stock:write', 'catalog:write'], 100_000);
    headers = { authorization: `Bearer ${key.key}` };
  });

  it('a batch of 1,000 stock levels retires only the pages of the products it changed', async () => {
    // A small leaf category (its page is kept) and 1,000 in-stock skus of products not listed on it, each one up.
    const category = (
      await shopQuery(
        `SELECT c.id, t.slug FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.store_code = 'sv'
         JOIN product_categories pc ON pc.category_id = c.id
         WHERE c.is_active AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
           AND c.id NOT IN (SELECT category_id FROM product_categories x JOIN products p ON p.id = x.product_id WHERE p.sku = $1)
         GROUP BY c.id, t.slug HAVING count(*) BETWEEN 2 AND 20 ORDER BY count(*), c.id LIMIT 1`,
        [CHANGED],
      )
    ).rows[0] as { id: number; slug: string };
    const { rows } = await shopQuery(
      `WITH listed AS (SELECT product_id AS id FROM product_categories WHERE category_id = $1)
       SELECT s.sku, s.qty FROM stock_items s JOIN products p ON p.id = s.product_id
       WHERE s.qty > 0 AND s.is_in_stock AND p.sku <> $2
         AND p.id NOT IN (SELECT id FROM listed) AND coalesce(p.parent_id, 0) NOT IN (SELECT id FROM listed)
       ORDER BY s.product_id LIMIT 999`,
      [category.id, CHANGED],
    );
    const changedRows = await shopQuery('SELECT sku, qty FROM stock_items WHERE sku = $1', [CHANGED]);
    const items = [...changedRows.rows, ...rows].map((row: { sku: string; qty: number }) => ({
      sku: row.sku,
      qty: row.qty + 1,
    }));
    expect(items).toHaveLength(1000);
    await shopQuery('UPDATE stock_items SET qty = greatest(qty, 5), is_in_stock = true WHERE sku = $1', [CHANGED]);
    items[0]!.qty = Math.max(changedRows.rows[0].qty, 5) + 1;

    const changedPage = await productPath(CHANGED);
    const kept = [`/c/${category.slug}`, '/magasin', '/kopguider'];
    for (const page of [changedPage, ...kept])
      await expect.poll(async () => (await cacheOf(page)).cache, { message: page, timeout: 60_000 }).toBe('HIT');
    // Old enough to tell from a copy made after the batch.
    await new Promise((resolve) => setTimeout(resolve, 2_100));

    const answer = await testRequest(api.integrationStockContract, { storeCode: null, body: { items }, headers });
    expect(answer.status, JSON.stringify(answer.result).slice(0, 300)).toBe(200);
    expect(answer.result.received).toBe(1000);
    expect(answer.result.changed).toHaveLength(1000);
    expect(answer.result.retired_tags).not.toContain('listing');
    const productId = (await shopQuery('SELECT product_id FROM stock_items WHERE sku = $1', [CHANGED])).rows[0]
      .product_id;
    expect(answer.result.retired_tags).toContain(`p:${productId}`);

    // The changed product's page is rendered again (its old copy answered STALE meanwhile), the others are kept.
    const after = await cacheOf(changedPage);
    expect(after.cache === 'MISS' || after.cache === 'STALE' || (after.cache === 'HIT' && after.age <= 1)).toBe(true);
    for (const page of kept) {
      const { cache, age } = await cacheOf(page);
      expect(cache, page).toBe('HIT');
      expect(age, page).toBeGreaterThanOrEqual(2);
    }
    const stored = await shopQuery('SELECT qty FROM stock_items WHERE sku = $1', [items[1]!.sku]);
    expect(stored.rows[0].qty).toBe(items[1]!.qty);
  });

  it('a batch with an unknown or repeated sku names each problem and changes nothing', async () => {
    const before = await shopQuery("SELECT sku, qty FROM stock_items WHERE sku IN ('150001-001', '150001-002')");
    const answer = await testRequest(api.integrationStockContract, {
      storeCode: null,
      body: {
        items: [
          { sku: '150001-001', qty: 77 },
          { sku: 'NO-SUCH-SKU', qty: 1 },
          { sku: '150001-001', qty: 78 },
        ],
      },
      headers,
    });
    expect(answer.status).toBe(400);
    expect(answer.meta?.['errors']).toEqual([
      { path: 'items.2.sku', message: 'The sku 150001-001 is listed more than once' },
      { path: 'items.1.sku', message: 'No product with sku NO-SUCH-SKU' },
    ]);
    expect(
      (await shopQuery("SELECT sku, qty FROM stock_items WHERE sku IN ('150001-001', '150001-002')")).rows,
    ).toEqual(before.rows);
    const tooMany = await testRequest(api.integrationStockContract, {
      storeCode: null,
      body: { items: Array.from({ length: 1001 }, (_, i) => ({ sku: `x${i}`, qty: 1 })) },
      headers,
    });
    expect(tooMany.status).toBe(400);
  });

  it('sets regular prices per store, all or nothing, retiring the changed products and the listings', async () => {
    // The last product of the catalogue, whose prices no other test reads.
    const { rows } = await shopQuery(
      "SELECT p.sku, pp.price::float8 AS price FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE pp.store_code = 'sv' ORDER BY p.id DESC LIMIT 1",
    );
    const sv = rows[0] as { sku: string; price: number };
    const sku = sv.sku;
    const refused = await testRequest(api.integrationPricesContract, {
      storeCode: null,
      body: {
        items: [
          { sku, store: 'sv', price: sv.price + 10 },
          { sku: 'NO-SUCH-SKU', store: 'no', price: 1 },
        ],
      },
      headers,
    });
    expect(refused).toMatchObject({ status: 400, result: 'No product with sku NO-SUCH-SKU' });
    const unchanged = await shopQuery(
      "SELECT pp.price::float8 AS price FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.sku = $1 AND pp.store_code = 'sv'",
      [sku],
    );
    expect(unchanged.rows[0].price).toBe(sv.price);
    const set = await testRequest(api.integrationPricesContract, {
      storeCode: null,
      body: { items: [{ sku, store: 'sv', price: sv.price + 10 }] },
      headers,
    });
    expect(set.result).toMatchObject({
      changed: [{ sku, store: 'sv', previous: sv.price, value: sv.price + 10 }],
    });
    expect(set.result.retired_tags).toContain('listing');
    // Back as it was, for the other tests of this shop.
    await testRequest(api.integrationPricesContract, {
      storeCode: null,
      body: { items: [{ sku, store: 'sv', price: sv.price }] },
      headers,
    });
  });

  it('a special price with a window starts on the cached product page on time, and null removes it', async () => {
    const { rows } = await shopQuery(
      `SELECT p.sku, pp.price::float8 AS price FROM product_prices pp JOIN products p ON p.id = pp.product_id
       WHERE pp.store_code = 'sv' AND p.type_id = 'simple' AND p.parent_id IS NULL AND pp.price > 200
         AND pp.special_price IS NULL ORDER BY p.id DESC LIMIT 1`,
    );
    const { sku, price } = rows[0] as { sku: string; price: number };
    const sale = 'np-price__final">123 kr<';
    const page = await productPath(sku);
    const html = async () => (await fetch(new URL(page, shopUrl()))).text();
    await expect.poll(async () => (await cacheOf(page)).cache, { timeout: 30_000 }).toBe('HIT');

    const bad = await testRequest(api.integrationPricesContract, {
      storeCode: null,
      body: { items: [{ sku, store: 'sv', price, special_price: price + 1 }] },
      headers,
    });
    expect(bad).toMatchObject({
      status: 400,
      result:
        'A special price must be below the regular price, and its start (when given) before its end; dates need a special price',
    });
    const start = new Date(Date.now() + 4_000);
    const set = await testRequest(api.integrationPricesContract, {
      storeCode: null,
      body: { items: [{ sku, store: 'sv', price, special_price: 123, special_from: start.toISOString() }] },
      headers,
    });
    expect(set.status).toBe(200);
    expect(set.result.changed).toEqual([
      {
        sku,
        store: 'sv',
        previous: price,
        value: price,
        special_price: 123,
        special_from: start.toISOString(),
        special_to: null,
      },
    ]);
    expect(await html()).not.toContain(sale);
    await expect.poll(async () => (await cacheOf(page)).cache, { timeout: 30_000 }).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start.getTime() - Date.now())));
    await expect.poll(html, { timeout: 1_500, interval: 100 }).toContain(sale);

    // The price alone leaves the sale as it is; null ends it.
    const kept = await testRequest(api.integrationPricesContract, {
      storeCode: null,
      body: { items: [{ sku, store: 'sv', price }] },
      headers,
    });
    expect(kept.result.changed).toEqual([]);
    await testRequest(api.integrationPricesContract, {
      storeCode: null,
      body: { items: [{ sku, store: 'sv', price, special_price: null }] },
      headers,
    });
    await expect.poll(html, { timeout: 5_000 }).not.toContain(sale);
  });
});
