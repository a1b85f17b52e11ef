import { expect, test, type Page } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { cartCountKey } from '../../../src/lib/cart/count.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';

/** The guest cart id the shop keeps in its cookie. */
async function cartId(page: Page, code: string): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === `np_cart_${code}`);
  expect(cookie).toBeTruthy();
  return cookie!.value;
}

/** The skus of the server cart. */
async function serverSkus(page: Page, code: string, id: string): Promise<string[]> {
  const answer = await page.request.get(`/api/cart/pull?cartId=${id}&storeCode=${code}`);
  return ((await answer.json()) as { result: { sku: string }[] }).result.map((line) => line.sku).sort();
}

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: a shopper in checkout keeps the cart being paid for; after 30 minutes the server cart's lines come in`, async ({
    page,
  }) => {
    const shop = new IslandShop(page, store);
    await page.goto(`${store.prefix}/`);
    await page.request.post(routePath(store.code, 'cart'), {
      form: { action: 'add', sku: '150200-006', qty: '1', return: routePath(store.code, 'cart') },
    });
    await page.goto(routePath(store.code, 'checkout'));
    // The checkout has taken in the cart of the cookie (one line) before anything else happens.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), cartCountKey(store.code)), { timeout: 15_000 })
      .toBe('1');
    const id = await cartId(page, store.code);
    // The shopper starts the checkout (typing stamps the checkout's modification time).
    await page.getByLabel(t('ui.account.firstname')).first().fill('Ida');

    // Another device adds a line to the same server cart.
    const other = { cartItem: { sku: '150200-007', qty: 1, quoteId: id } };
    expect(
      (await page.request.post(`/api/cart/update?cartId=${id}&storeCode=${store.code}`, { data: other })).status(),
    ).toBe(200);
    expect(await serverSkus(page, store.code, id)).toEqual(['150200-006', '150200-007']);

    // In checkout: the page's cart wins, and the server cart follows it.
    await page.reload();
    await expect(page.getByLabel(t('ui.account.firstname')).first()).toHaveValue('Ida', { timeout: 15_000 });
    await expect.poll(() => serverSkus(page, store.code, id), { timeout: 15_000 }).toEqual(['150200-006']);
    expect(await page.evaluate((key) => localStorage.getItem(key), cartCountKey(store.code))).toBe('1');

    // 31 minutes later the shopper is no longer in checkout: a line added elsewhere is taken in.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('np-checkout') ?? '{}') as { modifiedAt?: number };
      localStorage.setItem('np-checkout', JSON.stringify({ ...saved, modifiedAt: Date.now() - 31 * 60 * 1000 }));
    });
    expect(
      (await page.request.post(`/api/cart/update?cartId=${id}&storeCode=${store.code}`, { data: other })).status(),
    ).toBe(200);
    await page.goto(routePath(store.code, 'cart'));
    await expect(shop.badge).toHaveText('2', { timeout: 15_000 });
    expect(await serverSkus(page, store.code, id)).toEqual(['150200-006', '150200-007']);
  });
}
