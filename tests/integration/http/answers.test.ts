/**
 * Answers a client can rely on: one e-mail rule for sign-up and
 * checkout, editorial pages through the URL map, variants in the render-list, Club prices only for Club members,
 * hidden products out of the cart, and the catalogue's message for a quantity no stock can meet.
 */
import { describe, expect, it } from 'vitest';
import { userCreateContract } from '../../../src/lib/accounts/contract.ts';
import { cartUpdateContract } from '../../../src/lib/cart/contract.ts';
import { productSearchContract, renderListContract, urlMapContract } from '../../../src/lib/catalog/contract.ts';
import { logIn, newCart, newCustomer, signUp, testPassword as password, unique } from '../../support/customers.ts';
import { shopQuery, shopUrl, testRequest } from '../../support/http.ts';

describe('answers a client can rely on', () => {
  it('an e-mail address with letters outside ASCII registers, as it checks out', async () => {
    const email = `åsa.berg.${unique('x')}@example.se`;
    await signUp(email, { firstname: 'Åsa', lastname: 'Berg' });
    await logIn(email);
    for (const bad of ['åsa.berg@example', 'åsa berg@example.se', '@example.se']) {
      const refused = await testRequest(userCreateContract, {
        body: { customer: { email: bad, firstname: 'Å', lastname: 'B' }, password },
      });
      expect(refused.status, bad).toBe(400);
      expect(refused.result).toBe('Not a valid emailadress');
    }
  });

  it('the URL map resolves editorial pages of the repository in every store', async () => {
    for (const [storeCode, path, target] of [
      ['sv', '/kundservice', '/sida/kundservice'],
      ['no', '/kundeservice', '/no/sida/kundeservice'],
      ['fi', '/asiakaspalvelu', '/fi/page/asiakaspalvelu'],
    ] as const) {
      const answer = await testRequest(urlMapContract, { storeCode, body: { url: path } });
      expect(answer.status, storeCode).toBe(200);
      expect(answer.result).toEqual({ type: 'cms_page', target_url: target, redirectCode: 0 });
      const page = await fetch(new URL(target, shopUrl()));
      expect(page.status, target).toBe(200);
    }
    const missing = await testRequest(urlMapContract, { body: { url: '/ingen-sadan-sida' } });
    expect(missing.status).toBe(404);
  });

  it('the render-list prices a variant by its own sku, in the store currency', async () => {
    const answer = await testRequest(renderListContract, { storeCode: 'fi', query: { skus: '150005-000,150005' } });
    expect(answer.status).toBe(200);
    expect(answer.result.items.map((i) => i.sku)).toEqual(['150005-000', '150005']);
    expect(answer.result.items[0]?.price_info.currency_code).toBe('EUR');
  });

  it("Club prices need a Club member's token: naming the group gives guest prices", async () => {
    const search = await testRequest(productSearchContract, { body: { size: 40 } });
    const skus = search.result.items.map((i) => i.sku).join(',');
    const prices = async (userGroupId?: string, token?: string) => {
      const answer = await testRequest(renderListContract, { query: { skus, userGroupId }, token });
      expect(answer.status).toBe(200);
      return answer.result.items.map((i) => i.price_info.final_price);
    };
    const guest = await prices();
    expect(await prices('2')).toEqual(guest);

    const email = `${unique('club')}@example.com`;
    await signUp(email, { firstname: 'Klubb', lastname: 'Medlem' });
    await shopQuery('UPDATE customers SET group_id = 2 WHERE email = $1', [email]);
    const club = await prices('2', await logIn(email));
    expect(club.some((price, i) => price < guest[i]!)).toBe(true);
    // A registered customer outside the Club names the Club's group in vain.
    const other = await newCustomer('member');
    expect(await prices('2', other.token)).toEqual(guest);
  });

  it('a product not visible individually cannot be added to a cart; its variants through a shown parent can', async () => {
    const cartId = await newCart();
    const [row] = (
      await shopQuery(
        "SELECT id, sku FROM products WHERE parent_id IS NULL AND type_id = 'simple' AND visibility = 4 AND status = 1 ORDER BY id DESC LIMIT 1",
      )
    ).rows as { id: number; sku: string }[];
    expect(row).toBeDefined();
    await shopQuery('UPDATE products SET visibility = 1 WHERE id = $1', [row!.id]);
    try {
      const refused = await testRequest(cartUpdateContract, {
        query: { cartId },
        body: { cartItem: { sku: row!.sku, qty: 1 } },
      });
      expect(refused.status).toBe(400);
      expect(refused.result).toBe('Some of the ordered products are not available!');
    } finally {
      await shopQuery('UPDATE products SET visibility = 4 WHERE id = $1', [row!.id]);
    }
    const variant = await testRequest(cartUpdateContract, {
      query: { cartId },
      body: { cartItem: { sku: '150005-000', qty: 1 } },
    });
    expect([200, 400]).toContain(variant.status);
    if (variant.status === 400) expect(variant.result).toBe('The requested qty is not available'); // sold out in the demo
  });

  it('a quantity above any stock answers the catalogue\'s "not available", not a format error', async () => {
    const cartId = await newCart();
    for (const qty of [100000, 9999]) {
      const answer = await testRequest(cartUpdateContract, {
        query: { cartId },
        body: { cartItem: { sku: '150001-001', qty } },
      });
      expect(answer.status, String(qty)).toBe(400);
      expect(answer.result).toBe('The requested qty is not available');
    }
    const format = await testRequest(cartUpdateContract, {
      query: { cartId },
      body: { cartItem: { sku: '150001-001', qty: 1.5 } },
    });
    expect(format.result).toBe('Quantity must be positive integer');
  });
});
