import { expect, test } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';

for (const store of islandStores) {
  test(`add to cart updates the badge and the minicart opens by keyboard in ${store.code}`, async ({ page }) => {
    // Two adds, a dialog, axe and a reload: more than the default minute on a loaded machine.
    test.slow();
    const shop = new IslandShop(page, store);
    await shop.openProduct('150001');
    const ms = await shop.addToCart(1);
    console.log(`click→badge ${store.code}: ${ms.toFixed(0)} ms`);
    await expect(
      page.getByRole('region', { name: translate(store.code, 'ui.notifications.region') }).getByText(store.added),
    ).toBeVisible();
    await shop.addToCart(3, 2);

    // Keyboard: focus the cart link, open with Enter, focus moves in, Escape closes and returns focus.
    await shop.cartLink.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: store.cartTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.locator('output')).toHaveText('3');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(shop.cartLink).toBeFocused();

    // The cart survives a reload (IndexedDB) and the badge shows it before React loads.
    await page.reload();
    await expect(shop.badge).toHaveText('3');
  });
}

test('quantity steppers in the minicart update the server cart; removing empties it', async ({ page }) => {
  const shop = new IslandShop(page, islandStores[0]!);
  await shop.openProduct('150001');
  await shop.addToCart(1);
  const dialog = await shop.openMinicart();
  await dialog.getByRole('button', { name: /Öka antalet/ }).click();
  await expect(dialog.locator('output')).toHaveText('2');
  await expect(shop.badge).toHaveText('2');
  await dialog.getByRole('button', { name: /^Ta bort/ }).click();
  await expect(dialog.getByText('Din varukorg är tom.')).toBeVisible();
  await expect(shop.badge).toBeHidden();
});
