import { expect, test } from '@playwright/test';
import { stores } from '../support/storefront-shop.ts';

test.use({ javaScriptEnabled: false });

for (const store of stores) {
  test(`add to cart works without JavaScript in ${store.code}`, async ({ page }) => {
    await page.goto(`${store.prefix}/p/150001/x`);
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    await page.locator('input[name="qty"]').fill('2');
    await Promise.all([
      page.waitForURL(new RegExp(`${store.cartPath}\\?added=`)),
      page.getByRole('button', { name: store.addToCart }).click(),
    ]);
    await expect(page.getByRole('status')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name.split(' ')[0]!) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('spinbutton')).toHaveValue('2');
    // The header counts the cart without JavaScript too: the server draws the number (cart-count.svg).
    const badge = await page.request.get(`${store.prefix}/cart-count.svg`);
    expect(badge.headers()['cache-control']).toBe('private, no-store');
    expect(await badge.text()).toContain('>2</text>');
    await expect
      .poll(() => page.locator('img.np-cart-count').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(1);
  });
}

test('bundle and grouped products go into the cart without JavaScript', async ({ page }) => {
  await page.goto('/p/150328/x');
  await Promise.all([
    page.waitForURL(/\/varukorg\?added=150328/),
    page.getByRole('button', { name: 'Lägg i varukorgen' }).click(),
  ]);
  await page.goto('/p/150338/x');
  await Promise.all([
    page.waitForURL(/\/varukorg\?added=/),
    page.getByRole('button', { name: 'Lägg i varukorgen' }).click(),
  ]);
  expect(await page.locator('.np-cart tbody tr').count()).toBeGreaterThanOrEqual(3);
});
