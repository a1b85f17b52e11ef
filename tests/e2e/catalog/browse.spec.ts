import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { ListingPage, stores } from '../support/storefront-shop.ts';

for (const store of stores) {
  test.describe(`browsing the ${store.code} store`, () => {
    // The server's filter links and sort form (with JavaScript they apply in place: catalog/filters.spec.ts).
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test('home → category → filter → sort → load more → product', async ({ page }) => {
        await page.goto(`${store.prefix}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
        await page
          .getByRole('navigation', { name: /.+/ })
          .getByRole('link', { name: store.category.name, exact: true })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`${store.category.path}$`));
        await expect(page.getByRole('heading', { level: 1, name: store.category.name })).toBeVisible();

        const listing = new ListingPage(page);
        const before = await listing.counts();
        expect(before.shown).toBe(50);
        await listing.filterBy(store.filter.facet);
        const filtered = await listing.counts();
        expect(filtered.total).toBeLessThanOrEqual(before.total);
        expect(filtered.total).toBeGreaterThan(0);
        // The filter is in the URL: the shared link shows the same list.
        const shared = page.url();
        await page.goto(shared);
        expect((await listing.counts()).total).toBe(filtered.total);

        await page.goto(store.category.path);
        await listing.sortBy(store.sortLabel, 'price:asc', store.sortButton);
        const prices = await listing.cards.locator('.np-price__final').allInnerTexts();
        const amounts = prices.slice(0, 10).map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
        expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);

        await Promise.all([page.waitForURL(/page=2/), page.getByRole('link', { name: store.loadMore }).click()]);
        const more = await listing.counts();
        expect(more.shown).toBe(Math.min(100, more.total));
        await expect(listing.cards).toHaveCount(more.shown);

        await Promise.all([page.waitForURL(/\/p\//), listing.cards.first().getByRole('link').first().click()]);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: store.addToCart })).toBeVisible();
      });
    });

    test('configurable, bundle and grouped product pages', async ({ page }) => {
      // Configurable: 150001 (xc ski with lengths); another length is chosen in place (no reload, no ?childSku=:
      // the option is off in the spec); without JavaScript the option links carry ?childSku=.
      await page.goto(`${store.prefix}/p/150001/x`);
      await expect(page).toHaveURL(new RegExp(`${store.prefix}/p/150001/[^/?]+$`));
      await expect(page.locator('form[data-picker="ready"]')).toBeAttached();
      const options = page.locator('.np-option-list').getByRole('button');
      expect(await options.count()).toBeGreaterThan(1);
      const url = page.url();
      const second = options.nth(1);
      await second.click();
      await expect(second).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.np-option-list [aria-pressed="true"]')).toHaveCount(1);
      expect(page.url()).toBe(url);

      // Bundle: a package with its options as radio groups.
      await page.goto(`${store.prefix}/p/150328/x`);
      await expect(page.locator('.np-bundle input[type="radio"]').first()).toBeVisible();
      await expect(page.locator('.np-bundle input:checked')).not.toHaveCount(0);

      // Grouped: a wax kit with a quantity per member.
      await page.goto(`${store.prefix}/p/150338/x`);
      expect(await page.locator('.np-grouped input[type="number"]').count()).toBeGreaterThan(1);
    });

    test('search with a typo finds products, then switch store keeps the page', async ({ page }) => {
      await page.goto(`${store.prefix}/`);
      await page.getByRole('search').first().getByLabel(/.+/).first().fill(store.search.typo);
      await Promise.all([
        page.waitForURL(new RegExp(`${store.search.path}\\?s=`)),
        page.getByRole('search').first().getByRole('button').click(),
      ]);
      await expect(page.getByText(store.search.count)).toBeVisible();
      expect(await new ListingPage(page).cards.count()).toBeGreaterThan(0);

      await page.goto(`${store.category.path}`);
      await page.getByRole('link', { name: store.switchTo.name }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', store.switchTo.lang);
      await expect(page).toHaveURL(new RegExp(`${store.switchTo.prefix}/c/[a-z-]+$`));
    });
  });
}

for (const path of [
  '/',
  '/c/langdskidor',
  '/p/150001/x',
  '/p/150328/x',
  '/p/150338/x',
  '/sokresultat?s=valla',
  '/kampanjer',
  '/varukorg',
  '/checkout',
  '/error',
  '/finns-inte',
  '/fi/search-result?s=zzzzqqq',
  '/no/onskeliste',
]) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    await expectNoAxeViolations(page);
  });
}
