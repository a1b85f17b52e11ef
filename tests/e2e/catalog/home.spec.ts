import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

const stores = [
  { path: '/', lang: 'sv', heading: 'Populära kategorier', category: 'Längdskidor' },
  { path: '/no/', lang: 'nb', heading: 'Populære kategorier', category: 'Langrenn' },
  { path: '/fi/', lang: 'fi', heading: 'Suositut tuoteryhmät', category: 'Murtomaahiihto' },
];

for (const store of stores) {
  test(`home ${store.path} lists the top categories in the store's language`, async ({ page }) => {
    const response = await page.goto(store.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
    await expect(page.getByRole('heading', { name: store.heading })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(store.category) })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the store switcher leads to the same page in another store with a full load', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Suomi (EUR)' }).click();
  await expect(page).toHaveURL(/\/fi\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
});
