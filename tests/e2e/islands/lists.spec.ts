import { expect, test } from '@playwright/test';
import { IslandShop, islandStores } from './shop.ts';

test('wishlist and compare survive a reload', async ({ page }) => {
  const shop = new IslandShop(page, islandStores[0]!);
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

  await page.goto('/onskelista');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.goto('/jamfor');
  await expect(page.getByRole('table').getByRole('link', { name })).toBeVisible();
});
