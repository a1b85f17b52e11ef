/**
 * What a product page tells a shopper before buying, over HTTP against the built shop in sv, no and fi. More
 * in README.md.
 */
import { describe, expect, it } from 'vitest';
import { trustPageSlugs } from '../../../src/content/trust-pages.ts';
import { contentPath } from '../../../src/lib/content/routes.ts';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { formatPrice } from '../../../src/lib/store-view/format.ts';
import { shopQuery, shopUrl } from '../../support/http.ts';

const product = '150290'; // a base layer in sizes XS–XXL (demo catalogue); no other test reviews it
const cheapest = { sv: 55, no: 69, fi: 4.9 } as const; // the cheapest service-point delivery of each country

async function page(path: string): Promise<string> {
  const response = await fetch(new URL(path, shopUrl()));
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('product page trust blocks over HTTP', () => {
  for (const code of ['sv', 'no', 'fi'] as const) {
    it(`delivery, returns, size guide, stock per size and rating summary in ${code}`, async () => {
      // Two approved reviews (4 and 5 stars) in this store, as staff would approve them, before the page is first asked.
      await shopQuery(
        `INSERT INTO reviews (product_id, store_code, title, detail, nickname, ratings, status)
        SELECT id, $1, 'Varm', 'Bra', 'Åsa', $2::jsonb, 'approved' FROM products WHERE sku = $3
        UNION ALL SELECT id, $1, 'Skön', 'Bra', 'Ola', $4::jsonb, 'approved' FROM products WHERE sku = $3`,
        [
          code,
          JSON.stringify([{ rating_name: 'Kvalitet', value: 4 }]),
          product,
          JSON.stringify([{ rating_name: 'Kvalitet', value: 5 }]),
        ],
      );
      // Three left of size M in every colour (a restock by staff).
      await shopQuery(
        `UPDATE stock_items SET qty = 3, is_in_stock = true WHERE product_id IN (SELECT c.id FROM products c
        JOIN products p ON p.id = c.parent_id WHERE p.sku = $1 AND c.attributes->>'ls_storlek_klader' = 'M')`,
        [product],
      );
      const store = storeViews[code];
      const html = await page(`${store.prefix}/p/${product}/x`);
      const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
        translate(code, key, params);

      expect(html).toContain(
        t('product.delivery', {
          price: formatPrice(cheapest[code], code),
          free: formatPrice(store.freeShippingFrom, code),
        }),
      );
      expect(html).toContain(t('product.returns'));
      expect(html).toContain(`href="${contentPath(code, 'page', trustPageSlugs.delivery[code])}"`);
      expect(await page(contentPath(code, 'page', trustPageSlugs.delivery[code]))).toContain('<h1');

      // The clothing size guide: chest, waist and height per size the product comes in.
      expect(html).toContain(`<summary>${t('sizeGuide.title')}</summary>`);
      for (const column of ['sizeGuide.chest', 'sizeGuide.waist', 'sizeGuide.height'] as const)
        expect(html).toContain(t(column));
      expect(html).toMatch(/<th scope="row">M<\/th><td>94–100<\/td>/);

      // The rating summary under the name: mean 4,5 of 5 from 2 reviews, linking to the reviews.
      const mean = (4.5).toLocaleString(store.locale, { minimumFractionDigits: 1 });
      expect(html).toContain(t('product.rating', { value: mean }));
      expect(html).toContain(`(${t('product.reviewsCount', { count: 2 })})`);
      expect(html).toMatch(/class="np-rating-summary"><a href="#np-reviews"/);

      // Stock per size: size M says how many are left.
      expect(html).toContain(`M <small class="np-option__few">${t('product.fewLeft', { qty: 3 })}</small>`);
    });
  }
});
