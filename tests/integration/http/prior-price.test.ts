/**
 * The 30-day prior price of a reduction over HTTP, in sv, no and fi: a product at 599 for 40 days, raised to 799
 * five days before a sale at 559, is announced as 559 against 599 (−7 %), not against 799 (−30 %), in the
 * catalogue documents, the render-list and GraphQL; a special price above the 30-day low is no reduction.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { productSearchContract, renderListContract } from '../../../src/lib/catalog/contract.ts';
import { shopQuery, shopUrl, testRequest } from '../../support/http.ts';

const stores = ['sv', 'no', 'fi'] as const;

/** Two listed simple products without a special price that no other test prices. */
async function pickProducts(): Promise<[string, string]> {
  const { rows } = await shopQuery(`SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id
    WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.visibility = 4 AND p.status = 1 AND s.qty > 10
    AND NOT EXISTS (SELECT 1 FROM product_prices x WHERE x.product_id = p.id AND x.special_price IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM bundle_option_links l WHERE l.product_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM product_links l WHERE l.linked_product_id = p.id)
    ORDER BY p.sku DESC LIMIT 2`);
  return [rows[0].sku, rows[1].sku];
}

/**
 * Gives a sku in every store the history 599 from 45 days ago, 799 from 5 days ago (as staff would import it),
 * then the special price `special` from now on (a write of the price table: the database records it).
 */
export async function setUpSale(sku: string, special: number): Promise<void> {
  await shopQuery(
    `WITH p AS (SELECT id FROM products WHERE sku = $1),
    gone AS (DELETE FROM price_history WHERE product_id = (SELECT id FROM p))
    INSERT INTO price_history (product_id, store_code, effective_from, price, source)
    SELECT (SELECT id FROM p), store, now() - d * interval '1 day', price, 'import'
    FROM unnest(ARRAY['sv', 'no', 'fi']) store CROSS JOIN (VALUES (45, 599), (5, 799)) v(d, price)`,
    [sku],
  );
  await shopQuery(
    `UPDATE product_prices SET price = 799, special_price = $2, special_from_date = NULL, special_to_date = NULL
    WHERE product_id = (SELECT id FROM products WHERE sku = $1)`,
    [sku, special],
  );
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
    });
  }
});
