/** The 30-day prior price of a reduction over HTTP, in sv, no and fi. More in README.md. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { productSearchContract, renderListContract } from '../../../src/lib/catalog/contract.ts';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { formatPrice } from '../../../src/lib/store-view/format.ts';
import { shopQuery, shopUrl, testRequest } from '../../support/http.ts';
import { FREE_PRODUCTS_SQL, SALE_SQL } from '../../support/price-history.ts';

const stores = ['sv', 'no', 'fi'] as const;

/** Two listed simple products without a special price that no other test prices. */
async function pickProducts(): Promise<[string, string]> {
  const { rows } = await shopQuery(`${FREE_PRODUCTS_SQL} LIMIT 2`);
  return [rows[0].sku, rows[1].sku];
}

/** The history of tests/support/price-history.ts, then the special price `special` from now on. */
async function setUpSale(sku: string, special: number): Promise<void> {
  for (const statement of SALE_SQL) await shopQuery(statement.sql, statement.params(sku, special));
}

async function html(path: string): Promise<string> {
  const response = await fetch(new URL(path, shopUrl()));
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The price element of a product page or card (the first after `from` in the page). */
function priceElement(page: string, from = 0): string {
  const start = page.indexOf('<p class="np-price', from);
  return page.slice(start, page.indexOf('</p>', start) + 4);
}

async function graphql(storeCode: string, sku: string): Promise<Record<string, unknown>> {
  const response = await fetch(new URL('/graphql', shopUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: storeCode },
    body: JSON.stringify({
      query: `{ product(sku: "${sku}") { final_price sale discount_label discount_percent prior_price
        prior_price_basis { days from to } } }`,
    }),
  });
  const body = (await response.json()) as { data: { product: Record<string, unknown> } };
  return body.data.product;
}

describe('prior price of a reduction over HTTP', () => {
  let reduced = '';
  let raised = '';
  beforeAll(async () => {
    [reduced, raised] = await pickProducts();
    await setUpSale(reduced, 559);
    await setUpSale(raised, 699);
  });

  for (const storeCode of stores) {
    it(`announces 559 against the 30-day low 599 (−7 %) and 699 as a plain price in ${storeCode}`, async () => {
      const search = await testRequest(productSearchContract, {
        storeCode,
        body: { query: { filters: { sku: [reduced, raised] } }, size: 2 },
      });
      expect(search.status).toBe(200);
      const bySku = new Map(search.result.items.map((item) => [item.sku, item]));
      const sale = bySku.get(reduced)!;
      expect(sale).toMatchObject({
        final_price: 559,
        special_price: 559,
        price: 799,
        sale: true,
        prior_price: 599,
        discount_percent: 7,
        discount_label: '-7%',
      });
      const basis = sale.prior_price_basis as { days: number; from: string; to: string };
      expect(basis.days).toBe(30);
      expect(Date.parse(basis.to) - Date.parse(basis.from)).toBe(30 * 86_400_000);
      expect(Date.now() - Date.parse(basis.to)).toBeLessThan(10 * 60_000);
      expect(bySku.get(raised)).toMatchObject({
        final_price: 699,
        sale: false,
        prior_price: null,
        discount_label: null,
        discount_percent: null,
      });

      const list = await testRequest(renderListContract, { storeCode, query: { skus: `${reduced},${raised}` } });
      expect(
        list.result.items.map((item) => [item.sku, item.price_info.final_price, item.price_info.prior_price]),
      ).toEqual([
        [reduced, 559, 599],
        [raised, 699, undefined],
      ]);

      expect(await graphql(storeCode, reduced)).toEqual({
        final_price: 559,
        sale: true,
        discount_label: '-7%',
        discount_percent: 7,
        prior_price: 599,
        prior_price_basis: basis,
      });
      expect(await graphql(storeCode, raised)).toMatchObject({ final_price: 699, sale: false, prior_price: null });

      // The pages: the price, the percentage, and what the struck price is, in the store's words.
      const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
        translate(storeCode, key, params);
      const price = (amount: number) => formatPrice(amount, storeCode);
      const announced = (element: string) => {
        expect(element).toContain(`<span class="np-price__final">${price(559)}</span>`);
        expect(element).toContain(t('price.discount', { percent: 7 }));
        expect(element).toContain(`${t('price.prior')} <s>${price(599)}</s>`);
        expect(element).not.toContain(price(799));
      };
      const store = storeViews[storeCode];
      const page = await html(`${store.prefix}/p/${reduced}/x`);
      announced(priceElement(page, page.indexOf('<h1')));
      expect(page).toContain(`<span class="np-badge np-badge--sale">${t('badge.sale')}</span>`);
      const product = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((match) => JSON.parse(match[1]!) as { '@type': string; offers?: Record<string, unknown> })
        .find((item) => item['@type'] === 'Product')!;
      const offer = product.offers!;
      expect(offer.price).toBe('559.00');
      expect(offer.priceSpecification).toContainEqual({
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '599.00',
        priceCurrency: store.currencyCode,
      });

      const plain = await html(`${store.prefix}/p/${raised}/x`);
      const plainPrice = priceElement(plain, plain.indexOf('<h1'));
      expect(plainPrice).toContain(`<span class="np-price__final">${price(699)}</span>`);
      expect(plainPrice).not.toContain('<s>');
      expect(plainPrice).not.toContain('np-price__label');
      expect(plain).not.toContain('StrikethroughPrice');

      const listing = await html(routePath(storeCode, 'search', { s: reduced }));
      const card = listing.slice(listing.indexOf('<article class="np-card"'));
      announced(priceElement(card));
    });
  }
});

/** Runs `npm run import -- <args>` against the running shop's database, as staff would while it serves. */
function runImport(args: string[]): { code: number | null; out: string } {
  const run = spawnSync(process.execPath, [path.resolve('scripts/import.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: inject('shopDatabaseUrl'), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'np-')) },
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('price history import over HTTP', () => {
  it('brings the history of another system: bad rows refused by line, the sale then announced against it', async () => {
    const { rows } = await shopQuery(`${FREE_PRODUCTS_SQL} OFFSET 2 LIMIT 1`);
    const sku: string = rows[0].sku;
    // One instant for every row: line 13 repeats line 3's from only if a millisecond never passes between them.
    const now = Date.now();
    const day = (n: number) => new Date(now - n * 86_400_000).toISOString();
    const dir = mkdtempSync(path.join(tmpdir(), 'np-history-'));
    const history = path.join(dir, 'history.csv');
    writeFileSync(
      history,
      [
        'sku,store,price,from',
        ...stores.flatMap((store) => [`${sku},${store},599,${day(45)}`, `${sku},${store},799,${day(5)}`]),
        `NOPE,sv,100,${day(3)}`,
        `${sku},dk,100,${day(3)}`,
        `${sku},sv,5;99,${day(3)}`,
        `${sku},sv,100,yesterday`,
        `${sku},sv,100,${new Date(Date.now() + 86_400_000).toISOString()}`,
        `${sku},sv,650,${day(5)}`,
        `${sku},sv,100`,
      ].join('\n') + '\n',
    );
    const first = runImport(['price-history', history]);
    expect(first.code, first.out).toBe(3);
    expect(first.out).toContain('price-step 6 created, 0 updated, 0 unchanged, 7 refused');
    expect(first.out).toContain('refused price-step at line 8 (NOPE): no product has this sku');
    expect(first.out).toContain(`refused price-step at line 9 (${sku}): store must be sv, no or fi`);
    expect(first.out).toContain(`refused price-step at line 10 (${sku}): price must be a number`);
    expect(first.out).toContain(`refused price-step at line 11 (${sku}): from must be an ISO 8601 instant`);
    expect(first.out).toContain(`refused price-step at line 12 (${sku}): from is in the future`);
    expect(first.out).toContain(
      `refused price-step at line 13 (${sku}): sku, store and from listed twice (first at line 3)`,
    );
    expect(first.out).toContain('refused price-step at line 14: 3 field(s), the header has 4');

    // Today's prices from the prices file: a sale at 559 from now on, after the raise to 799.
    const prices = path.join(dir, 'prices.csv');
    writeFileSync(
      prices,
      ['sku,store,price,special_price,special_from,special_to', ...stores.map((s) => `${sku},${s},799,559,,`)].join(
        '\n',
      ),
    );
    const sale = runImport(['prices', prices]);
    expect(sale.code, sale.out).toBe(0);
    for (const storeCode of stores) {
      const search = await testRequest(productSearchContract, {
        storeCode,
        body: { query: { filters: { sku: [sku] } }, size: 1 },
      });
      expect(search.result.items[0]).toMatchObject({ final_price: 559, prior_price: 599, discount_percent: 7 });
      // The product feed's sale price is the same reduction: the prior price as its price.
      const currency = storeViews[storeCode].currencyCode;
      await expect
        .poll(
          async () => {
            const feed = await (await fetch(new URL(`/feeds/google/${storeCode}.xml`, shopUrl()))).text();
            const item = feed.split('<item>').find((entry) => entry.includes(`<g:id>${sku}</g:id>`)) ?? '';
            return [...item.matchAll(/<g:(price|sale_price)>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`).slice(0, 2);
          },
          { timeout: 10_000 },
        )
        .toEqual([`price 599.00 ${currency}`, `sale_price 559.00 ${currency}`]);
    }
    const again = runImport(['price-history', history]);
    expect(again.out).toContain('price-step 0 created, 0 updated, 6 unchanged, 7 refused');
  });
});
