/**
 * Stock and prices of a sku in the back office, over HTTP against the running shop. See README.md, "Stock and prices in
 * the back office".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorText, formMessages } from '../../../src/lib/i18n/errors.ts';
import {
  staffPriceSetContract,
  staffSkuContract,
  staffStockSetContract,
} from '../../../src/lib/staff/stock-contract.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { formatPrice } from '../../../src/lib/store-view/format.ts';
import { invalid, shopQuery, shopUrl, testRequest } from '../../support/http.ts';
import { addStaff } from '../../support/staff.ts';
import { httpShop } from '../../support/staff-http.ts';

let admin: Record<string, string>;
let warehouse: Record<string, string>;
let sku: string;

const qtyOf = async () => (await shopQuery('SELECT qty FROM stock_items WHERE sku = $1', [sku])).rows[0].qty as number;
const priceOf = async (store: string) =>
  Number(
    (
      await shopQuery(
        'SELECT price FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.sku = $1 AND store_code = $2',
        [sku, store],
      )
    ).rows[0].price,
  );

async function page(store: 'sv' | 'no'): Promise<string> {
  const response = await fetch(new URL(`${storeViews[store].prefix}/p/${sku}/x`, shopUrl()));
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  admin = (await addStaff(httpShop(), 'admin')).headers;
  warehouse = (await addStaff(httpShop(), 'warehouse')).headers;
  // A simple product nothing else changes: the newest visible one with stock and no special price.
  const { rows } = await shopQuery(
    `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4
     AND NOT EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.special_price IS NOT NULL)
     ORDER BY p.id DESC LIMIT 1`,
  );
  sku = rows[0].sku as string;
});

describe('stock and prices in the back office', () => {
  it('the warehouse sees a sku and sets its stock, audited', async () => {
    const shown = await testRequest(staffSkuContract, { query: { sku }, headers: warehouse });
    expect(shown.status).toBe(200);
    expect(shown.result.prices.map((row) => row.store)).toEqual(['fi', 'no', 'sv']);
    const set = await testRequest(staffStockSetContract, { body: { sku, qty: 17 }, headers: warehouse });
    expect(set.status, JSON.stringify(set.result)).toBe(200);
    expect(set.result.qty).toBe(17);
    expect(await qtyOf()).toBe(17);
    const audit = await shopQuery(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'stock.update' AND actor_type = 'staff'`,
    );
    expect(audit.rows[0].n).toBeGreaterThan(0);
  });

  it('an admin sets one store’s price: history, audit, and only that store’s page changes', async () => {
    const before = { sv: await page('sv'), no: await page('no') };
    const old = await priceOf('no');
    const set = await testRequest(staffPriceSetContract, { body: { sku, store: 'sv', price: 1234 }, headers: admin });
    expect(set.status, JSON.stringify(set.result)).toBe(200);
    expect(set.result.prices.find((row) => row.store === 'sv')!.price).toBe(1234);
    expect(await page('sv')).toContain(formatPrice(1234, 'sv'));
    expect(before.sv).not.toContain(formatPrice(1234, 'sv'));
    expect(await priceOf('no')).toBe(old);
    const history = await shopQuery(
      `SELECT count(*)::int AS n FROM price_history h JOIN products p ON p.id = h.product_id
       WHERE p.sku = $1 AND h.store_code = 'sv' AND h.price = 1234`,
      [sku],
    );
    expect(history.rows[0].n).toBeGreaterThan(0);
  });

  it('an admin starts a sale in one store with a window, and ends it', async () => {
    const price = await priceOf('no');
    const sale = Math.floor(price * 0.8);
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const set = await testRequest(staffPriceSetContract, {
      body: { sku, store: 'no', price, special_price: sale, special_from: from, special_to: to },
      headers: admin,
    });
    expect(set.status, JSON.stringify(set.result)).toBe(200);
    expect(set.result.prices.find((row) => row.store === 'no')).toMatchObject({
      price,
      special_price: sale,
      special_from: from,
      special_to: to,
    });
    await expect.poll(async () => page('no'), { timeout: 5_000 }).toContain(formatPrice(sale, 'no'));
    const ended = await testRequest(staffPriceSetContract, {
      body: { sku, store: 'no', price, special_price: null },
      headers: admin,
    });
    expect(ended.result.prices.find((row) => row.store === 'no')).toMatchObject({
      special_price: null,
      special_from: null,
      special_to: null,
    });
    await expect.poll(async () => page('no'), { timeout: 5_000 }).not.toContain(formatPrice(sale, 'no'));
    const audit = await shopQuery(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'price.update' AND entity_id = $1`,
      [sku],
    );
    expect(audit.rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('bad input is a translated 400 and changes nothing', async () => {
    const qty = await qtyOf();
    const price = await priceOf('fi');
    for (const body of [
      { sku, qty: -1 },
      { sku, qty: 1.5 },
      { sku: '', qty: 1 },
      { sku, qty: 'x' },
    ]) {
      const answer = await testRequest(staffStockSetContract, { body: invalid(body), headers: warehouse });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.result).toBe(formMessages.fixErrors);
    }
    for (const body of [
      { sku, store: 'fi', price: 1.234 },
      { sku, store: 'se', price: 10 },
      { sku, store: 'fi' },
      { sku, store: 'fi', price: 10, special_price: 'x' },
      { sku, store: 'fi', price: 10, special_price: 5, special_from: 'tomorrow' },
    ]) {
      const answer = await testRequest(staffPriceSetContract, { body: invalid(body), headers: admin });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { sku, store: 'fi' as const, price: 10, special_price: 10 },
      { sku, store: 'fi' as const, price: 10, special_price: null, special_from: '2030-01-01T00:00:00Z' },
      {
        sku,
        store: 'fi' as const,
        price: 10,
        special_price: 5,
        special_from: '2030-01-02T00:00:00Z',
        special_to: '2030-01-01T00:00:00Z',
      },
    ]) {
      const answer = await testRequest(staffPriceSetContract, { body, headers: admin });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.result).toBe(errorText('specialPriceInvalid'));
    }
    const unknown = await testRequest(staffStockSetContract, { body: { sku: 'NO-SUCH', qty: 1 }, headers: warehouse });
    expect(unknown.status).toBe(400);
    expect(unknown.result).toBe(errorText('skuUnknown', { sku: 'NO-SUCH' }));
    const missing = await testRequest(staffSkuContract, { query: { sku: 'NO-SUCH' }, headers: warehouse });
    expect(missing.status).toBe(404);
    expect(await qtyOf()).toBe(qty);
    expect(await priceOf('fi')).toBe(price);
  });
});
