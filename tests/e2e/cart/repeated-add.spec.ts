import { expect, test, type Route } from '@playwright/test';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { IslandShop, islandStores, serverQtys } from '../support/island-shop.ts';

/**
 * An add whose own sync a navigation cuts is counted once, not twice. See tests/e2e/README.md, "An add cut by a
 * navigation".
 */
const isCall = (path: string) => (url: URL) => url.pathname.endsWith(path);

for (const store of islandStores) {
  test(`${store.code}: an add whose answer a navigation cut is counted once on the cart page and in the minicart`, async ({
    page,
  }) => {
    test.slow();
    const shop = new IslandShop(page, store);
    await shop.openProduct('150001');

    // The add's push waits until the next page has read the server cart; then the server stores it and the answer is cut.
    let held: Route | undefined;
    let heldArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (heldArrived = resolve));
    let nextPageRead!: () => void;
    const read = new Promise<void>((resolve) => (nextPageRead = resolve));
    let stored!: () => void;
    const firstStored = new Promise<void>((resolve) => (stored = resolve));
    await page.route(isCall('/api/cart/update'), async (route) => {
      if (held) return route.continue();
      held = route;
      heldArrived();
      await read;
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      stored();
      // The page that sent it is gone: the answer never arrives.
      await route.abort().catch(() => undefined);
    });
    await shop.addToCart(1);
    await arrived;

    await page.route(isCall('/api/cart/pull'), async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer });
      nextPageRead();
    });
    const pushedAgain = page.waitForResponse((response) => isCall('/api/cart/update')(new URL(response.url())));
    await page.goto(routePath(store.code, 'cart'));
    expect((await pushedAgain).status()).toBe(200);
    await firstStored;
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // The cart page's line, the badge, the server cart and (on another page) the minicart: one, not two.
    const line = page.locator('[data-island-slot="cart"] .np-minicart__line');
    await expect(line).toHaveCount(1, { timeout: 15_000 });
    await expect(line.locator('output')).toHaveText('1');
    await expect(shop.badge).toHaveText('1');
    await expect.poll(() => serverQtys(page, store.code)).toEqual([1]);
    await shop.openProduct('150003');
    const dialog = await shop.openMinicart();
    await expect(dialog.getByRole('listitem').locator('output')).toHaveText('1');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(shop.badge).toHaveText('1', { timeout: 15_000 });
  });
}
