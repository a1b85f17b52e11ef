import { expect, test } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop, islandStores, serverQtys } from '../support/island-shop.ts';
import { goOffline, goOnline } from './offline.ts';

/**
 * Going online reloads the cart with the client state forced: a
 * quantity changed in the minicart while offline stays in the browser and reaches the server cart when the
 * connection returns.
 */
for (const store of islandStores) {
  test(`${store.code}: a quantity changed in the minicart offline reaches the server cart when the connection returns`, async ({
    page,
    context,
  }) => {
    const shop = new IslandShop(page, store);
    await shop.openProduct('150001');
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await shop.addToCart(1);
    await expect.poll(() => serverQtys(page, store.code)).toEqual([1]);
    const dialog = await shop.openMinicart();

    await goOffline(context);
    await dialog.getByRole('button', { name: translate(store.code, 'ui.cart.increase', { name }) }).click();
    await expect(dialog.getByRole('status', { name: translate(store.code, 'ui.cart.qtyOf', { name }) })).toHaveText(
      '2',
    );
    await expect(shop.badge).toHaveText('2');
    expect(await serverQtys(page, store.code)).toEqual([1]);

    await goOnline(context);
    await expect.poll(() => serverQtys(page, store.code), { timeout: 20_000 }).toEqual([2]);
    await expect(shop.badge).toHaveText('2');
  });
}
