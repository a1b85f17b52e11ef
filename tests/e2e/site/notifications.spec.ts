import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop, islandStores } from '../islands/shop.ts';

/**
 * Notifications (contract.md §8 "Other rules", §9): a notification identical to the one before it is not shown
 * again; a notification vanishes after 5000 ms. The page's clock is the test's, so the lifetime is exact and no test
 * waits for it.
 */
for (const store of islandStores) {
  const t = (key: MessageKey) => translate(store.code, key);

  test(`${store.code}: the same notification twice in a row shows once, and every notification vanishes after 5000 ms`, async ({ page }) => {
    await page.clock.install();
    const shop = new IslandShop(page, store);
    await shop.openProduct('150005');
    const toasts = page.getByRole('region', { name: t('ui.notifications.region') });
    await shop.addToCart(1);
    await expect(toasts.getByText(t('error.addedToCart'))).toBeVisible();
    // From here the page's time stands still: nothing vanishes unless the test moves the clock.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10));
    await shop.addToCart(2);
    const updated = toasts.getByText(t('error.qtyUpdated'));
    await expect(updated).toHaveCount(1);
    await shop.addToCart(3);
    await expect(toasts.getByText(t('error.addedToCart'))).toHaveCount(1);
    await expect(updated).toHaveCount(1);

    await page.clock.runFor(4_900);
    await expect(updated).toBeVisible();
    await page.clock.runFor(200);
    await expect(toasts.getByText(t('error.addedToCart'))).toHaveCount(0);
    await expect(updated).toHaveCount(0);
  });
}
