/**
 * Gaps an outside tester found: each case is a rule of the shop, tried over HTTP
 * against the built shop.
 */
import { describe, expect, it } from 'vitest';
import { userCreateContract, userLoginContract, userOrderHistoryContract } from '../../../src/lib/accounts/contract.ts';
import { cartCollectTotalsContract, cartPullContract, cartUpdateContract } from '../../../src/lib/cart/contract.ts';
import { giftCardBalanceContract, orderCreateContract } from '../../../src/lib/checkout/contract.ts';
import { reviewCreateContract } from '../../../src/lib/engagement/contract.ts';
import { newCart, newCustomer, unique } from '../../support/customers.ts';
import { invalid, shopQuery, shopUrl, testRequest } from '../../support/http.ts';

describe('spec audit', () => {
  const go = (path: string) => fetch(new URL(path, shopUrl()), { redirect: 'manual' });
  /** Where a path redirects to: it must answer 301. */
  const movedTo = async (path: string): Promise<URL> => {
    const answer = await go(path);
    expect(answer.status, path).toBe(301);
    return new URL(answer.headers.get('location')!, shopUrl());
  };

  it('order history: paging defaults 20 and 1, an empty parameter is its default, a bad one is named (never "Field is required")', async () => {
    const { token } = await newCustomer('history');
    const history = (query: Record<string, string> = {}) =>
      testRequest(userOrderHistoryContract, { token, query: invalid(query) });

    const plain = await history();
    expect(plain.status).toBe(200);
    expect(plain.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    const empty = await history({ pageSize: '', currentPage: '' });
    expect(empty.status).toBe(200);
    expect(empty.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    const chosen = await history({ pageSize: '5', currentPage: '2' });
    expect(chosen.result.search_criteria).toEqual({ page_size: 5, current_page: 2 });
    const refusedQueries: Record<string, string>[] = [
      { pageSize: '0' },
      { currentPage: '-1' },
      { pageSize: 'abc' },
      { pageSize: '2.5' },
    ];
    for (const query of refusedQueries) {
      const refused = await history(query);
      expect(refused.status, JSON.stringify(query)).toBe(400);
      expect(refused.result, JSON.stringify(query)).toBe('Must be greater than 0');
    }
    const beyond = await history({ currentPage: '100001' });
    expect(beyond.status).toBe(400);
    expect(beyond.result).toBe('Maximum 100000 allowed');
  });

  it('a review names what is wrong with product_id: absent is required, anything else is not a product id', async () => {
    const review = (productId: unknown) =>
      testRequest(reviewCreateContract, {
        body: invalid({
          review: {
            ...(productId === undefined ? {} : { product_id: productId }),
            title: 'Bra',
            detail: 'Bra skidor.',
            nickname: 'Eva',
          },
        }),
      });
    const absent = await review(undefined);
    expect(absent.status).toBe(400);
    expect(absent.result).toBe('Field is required');
    for (const bad of ['abc', true, 1.5, '12x']) {
      const refused = await review(bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.result, String(bad)).toBe('Please fix the validation errors');
    }
    const negative = await review(-3);
    expect(negative.status).toBe(400);
    expect(negative.result).toBe('Must be greater than 0');
  });

  it("a review rating's value names what is wrong: absent is required, below 1 is 'Must be greater than 0', a fraction or a string is not a rating", async () => {
    const review = (rating: Record<string, unknown>) =>
      testRequest(reviewCreateContract, {
        body: invalid({
          review: {
            product_id: 3,
            title: 'Bra',
            detail: 'Bra skidor.',
            nickname: 'Eva',
            ratings: [{ rating_name: 'Kvalitet', ...rating }],
          },
        }),
      });
    const absent = await review({});
    expect(absent.status).toBe(400);
    expect(absent.result).toBe('Field is required');
    for (const value of [0, -2]) {
      const refused = await review({ value });
      expect(refused.status, String(value)).toBe(400);
      expect(refused.result, String(value)).toBe('Must be greater than 0');
      expect(refused.meta?.errors, String(value)).toEqual([
        { path: 'review.ratings.0.value', message: 'Must be greater than 0' },
      ]);
    }
    for (const value of [2.5, '4', null]) {
      const refused = await review({ value });
      expect(refused.status, String(value)).toBe(400);
      expect(refused.result, String(value)).toBe('Please fix the validation errors');
    }
    expect((await review({ value: 6 })).result).toBe('Maximum 5');
    const stored = await review({ value: 5 });
    expect(stored.status).toBe(200);
    expect(stored.result).toMatchObject({ status: 'pending', ratings: [{ rating_name: 'Kvalitet', value: 5 }] });
  });

  it('the validation message of the order and checkout calls names one contact address, whichever check refused the input', async () => {
    const cartId = await newCart();
    expect(
      (await testRequest(cartUpdateContract, { query: { cartId }, body: { cartItem: { sku: '150001-002', qty: 1 } } }))
        .status,
    ).toBe(200);
    const address = {
      firstname: 'Eva',
      lastname: 'Lund',
      street: ['Gatan 1'],
      city: 'Umeå',
      postcode: '90325',
      countryId: 'SE',
      telephone: '0701234567',
      email: 'eva@example.se',
    };
    const order = (changes: Record<string, unknown>) =>
      testRequest(orderCreateContract, {
        body: invalid({
          order_id: unique('audit-order'),
          cart_id: cartId,
          products: [{ sku: '150001-002', qty: 1 }],
          addressInformation: {
            shippingAddress: address,
            billingAddress: address,
            shipping_method_code: 'home',
            shipping_carrier_code: 'postnord',
            payment_method_code: 'avarda',
            ...changes,
          },
        }),
      });
    const refusals = [
      await order({ shipping_method_code: undefined }), // the body schema
      await order({ payment_method_code: 'no-such-method' }), // the order service
      await testRequest(cartCollectTotalsContract, {
        query: { cartId },
        body: { methods: { paymentMethod: { method: 'no-such-method' } } },
      }), // the cart service
    ];
    const contacts = new Set<string>();
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      const match =
        /^Internal validation error\. Please check if all required fields are filled in\. Please contact us on (\S+@\S+)$/.exec(
          String(refused.result),
        );
      expect(match, String(refused.result)).not.toBeNull();
      contacts.add(match![1]!);
    }
    expect([...contacts]).toHaveLength(1);
  });

  it('cart: options of another product type are an option combination that does not exist (400), never a stored line', async () => {
    const cartId = await newCart();
    const skuOf = async (typeId: string) =>
      (await shopQuery('SELECT sku FROM products WHERE type_id = $1 AND status < 2 ORDER BY id LIMIT 1', [typeId]))
        .rows[0]!.sku as string;
    const bundleOptions = { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [99999] }] };
    const configurableOptions = { configurable_item_options: [{ option_id: '999', option_value: '999' }] };
    for (const [sku, extension] of [
      ['150001-002', bundleOptions],
      [await skuOf('bundle'), configurableOptions],
      [await skuOf('grouped'), bundleOptions],
      [await skuOf('grouped'), configurableOptions],
    ] as const) {
      const refused = await testRequest(cartUpdateContract, {
        query: { cartId },
        body: { cartItem: { sku, qty: 1, product_option: { extension_attributes: extension } } },
      });
      expect(refused.status, sku).toBe(400);
      expect(refused.result, sku).toBe('The options you selected are not available.');
    }
    expect((await testRequest(cartPullContract, { query: { cartId } })).result).toEqual([]);
    // Empty lists of the other kind are no options at all.
    const plain = await testRequest(cartUpdateContract, {
      query: { cartId },
      body: {
        cartItem: { sku: '150001-002', qty: 1, product_option: { extension_attributes: { bundle_options: [] } } },
      },
    });
    expect(plain.status).toBe(200);
  });

  it("a password that is given is never 'Field is required': not a string or over-long is not a password, absent or empty is required", async () => {
    const create = (password: unknown) =>
      testRequest(userCreateContract, {
        body: invalid({
          customer: { email: `${unique('password')}@example.se`, firstname: 'Eva', lastname: 'Lund' },
          ...(password === undefined ? {} : { password }),
        }),
      });
    for (const absent of [undefined, '']) {
      const refused = await create(absent);
      expect(refused.status, String(absent)).toBe(400);
      expect(refused.result, String(absent)).toBe('Field is required');
    }
    for (const bad of [12345678, { $gt: '' }, null, 'a'.repeat(2000)]) {
      const refused = await create(bad);
      expect(refused.status, String(bad).slice(0, 20)).toBe(400);
      expect(refused.result, String(bad).slice(0, 20)).toBe('Please fix the validation errors');
      expect(refused.meta?.errors, String(bad).slice(0, 20)).toEqual([
        { path: 'password', message: 'Please fix the validation errors' },
      ]);
    }
    expect((await create('a'.repeat(300))).result).toBe('The password must be at most 256 characters long.');
    const login = await testRequest(userLoginContract, {
      body: invalid({ username: 'nobody@example.se', password: 5 }),
    });
    expect(login.status).toBe(400);
    expect(login.result).toBe('Please fix the validation errors');
  });

  it('a gift card balance of a blank code says no code was given (never echoes the blanks)', async () => {
    const blank = await testRequest(giftCardBalanceContract, { params: { code: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.result).toBe('No code provided');
  });

  it('magazine: a path that is neither a chapter nor an article of its chapter shows the CMS page its last segment names', async () => {
    const page = async (path: string) => {
      const answer = await go(path);
      const html = await answer.text();
      return {
        status: answer.status,
        title: /<h1[^>]*>([^<]*)/.exec(html)?.[1]?.trim(),
        canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      };
    };
    for (const [path, title, canonical] of [
      ['/magasin/kopvillkor', 'Köpvillkor', '/sida/kopvillkor'],
      ['/magasin/langdakning/kopvillkor', 'Köpvillkor', '/sida/kopvillkor'],
      ['/magasin/about-us', 'Om Nordpeak', '/about-us'],
      ['/no/magasin/about-us', 'Om Nordpeak', '/no/about-us'],
      ['/fi/magazine/about-us', 'Tietoa Nordpeakista', '/fi/about-us'],
    ] as const) {
      const shown = await page(path);
      expect(shown.status, path).toBe(200);
      expect(shown.title, path).toBe(title);
      expect(new URL(shown.canonical!).pathname, path).toBe(canonical);
    }
    // Chapters and articles still win; an article under another chapter, or no page at all, is page-not-found.
    expect((await page('/magasin/langdakning')).title).toBe('Längdåkning');
    expect((await page('/magasin/langdakning/klassisk-teknik')).status).toBe(200);
    expect((await page('/magasin/lopning/klassisk-teknik')).status).toBe(404);
    expect((await page('/magasin/ingen-sadan-sida')).status).toBe(404);
    // A category slug is not a CMS page.
    expect((await page('/magasin/langdskidor')).status).toBe(404);
  });

  it("category: another store's slug redirects 301 to the category's own path in this store, query kept; an unknown slug is 404", async () => {
    for (const [path, target] of [
      ['/no/c/langdskidor', '/no/c/langrenn'],
      ['/fi/c/langdskidor?sort=price:asc', '/fi/c/murtomaahiihto?sort=price%3Aasc'],
      ['/c/langrenn', '/c/langdskidor'],
    ] as const) {
      const location = await movedTo(path);
      expect(`${location.pathname}${location.search}`.replace(':', '%3A'), path).toBe(target);
      expect((await go(location.pathname)).status, target).toBe(200);
    }
    expect((await go('/fi/c/ingen-sadan-kategori')).status).toBe(404);
    expect((await go('/no/c/langrenn')).status).toBe(200);
  });

  it("a route named in another store's language redirects 301 to this store's name of it, query kept", async () => {
    for (const [path, target] of [
      ['/search-result?s=skida', '/sokresultat?s=skida'],
      ['/no/search-result?s=ski', '/no/sokresultat?s=ski'],
      ['/fi/sokresultat?s=sukset', '/fi/search-result?s=sukset'],
      ['/guides', '/kopguider'],
      ['/no/kopguider', '/no/kjopsveiledninger'],
      ['/page', '/sida'],
      ['/fi/sida', '/fi/page'],
      ['/brands', '/varumarken'],
      ['/fi/brand/skarvik', '/fi/brand/skarvik'],
      ['/brand/skarvik', '/varumarke/skarvik'],
      ['/campaigns', '/kampanjer'],
      ['/fi/magasin', '/fi/magazine'],
      ['/magazine', '/magasin'],
      ['/activities-lx', '/aktiviteter-lx'],
      ['/fi/aktiviteter-lx', '/fi/activities-lx'],
      ['/fi/varukorg', '/fi/ostoskori'],
    ] as const) {
      if (path === target) {
        expect((await go(path)).status, path).toBe(200);
        continue;
      }
      const location = await movedTo(path);
      expect(`${location.pathname}${location.search}`, path).toBe(target);
      expect((await go(target)).status, target).toBe(200);
    }
    expect((await go('/ingen-sadan-sida')).status).toBe(404);
  });
});
