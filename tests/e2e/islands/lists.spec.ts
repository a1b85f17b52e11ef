import { expect, test } from '@playwright/test';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { IslandShop, islandStores } from './shop.ts';

for (const store of islandStores) {
  test(`${store.code}: wishlist and compare survive a reload`, async ({ page }) => {
    const shop = new IslandShop(page, store);
    await shop.openProduct('150001');
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const wish = page.locator('button[data-list="wishlist"]');
    const compare = page.locator('button[data-list="compare"]');
    await wish.click();
    await compare.click();
    await expect(wish).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('button[data-list="wishlist"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('button[data-list="compare"]')).toHaveAttribute('aria-pressed', 'true');

    await page.goto(routePath(store.code, 'wishlist'));
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.goto(routePath(store.code, 'compare'));
    await expect(page.getByRole('table').getByRole('link', { name })).toBeVisible();
  });
}
