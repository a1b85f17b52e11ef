import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { IslandShop, islandStores } from '../support/island-shop.ts';

type State = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A new browser session with the cookies (and storage) of the last one, with JavaScript on or off. */
function session(browser: Browser, javaScriptEnabled: boolean, storageState?: State) {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
    ...(storageState ? { storageState } : {}),
  });
}

/** How many lines the server cart of the session's cart cookie holds (0 while there is none). */
async function serverLines(context: BrowserContext, code: string): Promise<number> {
  const cartId = (await context.cookies()).find((c) => c.name === `np_cart_${code}`)?.value;
  if (!cartId) return 0;
  const response = await context.request.get(`/api/cart/pull?cartId=${encodeURIComponent(cartId)}&storeCode=${code}`);
  return response.ok() ? ((await response.json()) as { result: unknown[] }).result.length : 0;
}

for (const store of islandStores) {
  test(`${store.code}: one cart with and without JavaScript`, async ({ browser }) => {
    // Four browser sessions one after another: more than the default minute on a loaded machine.
    test.slow();
    // Without JavaScript: the form adds two of a ski (the server keeps the cart id in a cookie).
    const plain = await session(browser, false);
    const noJs = await plain.newPage();
    await noJs.goto(`${store.prefix}/p/150001/x`);
    const ski = (await noJs.getByRole('heading', { level: 1 }).innerText()).split(' ')[0]!;
    await noJs.locator('input[name="qty"]').fill('2');
    await Promise.all([noJs.waitForURL(/\?added=/), noJs.getByRole('button', { name: store.addToCart }).click()]);
    const afterForm = await plain.storageState();
    await plain.close();

    // JavaScript on: the badge and the minicart show the same cart; an add through the islands extends it.
    const enhanced = await session(browser, true, afterForm);
    const page = await enhanced.newPage();
    const shop = new IslandShop(page, store);
    await shop.openProduct('150003');
    await expect(shop.badge).toHaveText('2', { timeout: 15_000 });
    const second = (await page.getByRole('heading', { level: 1 }).innerText()).split(' ')[0]!;
    let dialog = await shop.openMinicart();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem').first()).toContainText(ski);
    await expect(dialog.locator('output')).toHaveText('2');
    await page.keyboard.press('Escape');
    await shop.addToCart(3);
    // The badge changes before the server has the new line: wait for the server cart, or the page without
    // JavaScript below could be rendered before the islands' sync arrived (failed for fi on a loaded CI machine).
    await expect.poll(() => serverLines(enhanced, store.code), { timeout: 30_000 }).toBe(2);
    const afterIslands = await enhanced.storageState({ indexedDB: true });
    await enhanced.close();

    // JavaScript off again: the cart page lists both lines, and the form adds one more ski to that cart.
    const plainAgain = await session(browser, false, afterIslands);
    const noJsAgain = await plainAgain.newPage();
    await noJsAgain.goto(`${store.prefix}/p/150001/x`);
    await Promise.all([
      noJsAgain.waitForURL(/\?added=/),
      noJsAgain.getByRole('button', { name: store.addToCart }).click(),
    ]);
    await expect(noJsAgain.locator('.np-cart tbody tr')).toHaveCount(2);
    await expect(noJsAgain.getByRole('row', { name: new RegExp(ski) }).getByRole('spinbutton')).toHaveValue('3');
    await expect(noJsAgain.getByRole('row', { name: new RegExp(second) }).getByRole('spinbutton')).toHaveValue('1');
    const cookies = (await plainAgain.storageState()).cookies;
    await plainAgain.close();

    // JavaScript on with the islands' stored cart: the form's change wins, counted once.
    const back = await session(browser, true, { cookies, origins: afterIslands.origins });
    const last = await back.newPage();
    const lastShop = new IslandShop(last, store);
    await lastShop.openProduct('150003');
    await expect(lastShop.badge).toHaveText('4', { timeout: 15_000 });
    dialog = await lastShop.openMinicart();
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('listitem').filter({ hasText: ski }).locator('output')).toHaveText('3');
    await last.reload();
    await expect(lastShop.badge).toHaveText('4', { timeout: 15_000 });
    await back.close();
  });
}
