import { expect, test } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { trustPageSlugs } from '../../../src/content/trust-pages.ts';
import { contentPath } from '../../../src/lib/content/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFits, overflow, phone, desktop, smallControls } from './fit.ts';
import { stores } from '../support/storefront-shop.ts';

for (const store of stores) {
  test.describe(`layout of the ${store.code} store`, () => {
    test('phone: header menu, category grid above the fold, filter drawer, axe on each panel', async ({ page }) => {
      await page.setViewportSize(phone);
      // Layout shifts until the listing is enhanced (the islands arrive after the first paint).
      await page.addInitScript(() => {
        const shifts: number[] = ((window as unknown as { npShifts: number[] }).npShifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(store.category.path);
      await expect(page.locator(".np-listing[data-enhanced='true']")).toBeAttached();
      // The page does not move when the islands arrive (cumulative layout shift well under Google's 0.1 'good').
      expect(
        await page.evaluate(() =>
          (window as unknown as { npShifts: number[] }).npShifts.reduce((sum, value) => sum + value, 0),
        ),
      ).toBeLessThan(0.01);
      // The first products are on the first screen; two a row.
      const cards = page.locator('.np-product-grid > li');
      const first = await cards.nth(0).boundingBox();
      const second = await cards.nth(1).boundingBox();
      expect(first!.y + first!.height * 0.6).toBeLessThan(phone.height);
      expect(second!.y).toBe(first!.y);
      // The header stays compact.
      expect((await page.locator('header.np-header').boundingBox())!.height).toBeLessThan(130);
      await expectFits(page);

      // The menu button opens the categories; Escape closes it again.
      const menu = page.getByRole('button', { name: translate(store.code, 'nav.menu') });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(
        page.getByRole('navigation', { name: translate(store.code, 'nav.categories'), exact: true }),
      ).toBeHidden();
      await menu.click();
      await expect(page.getByRole('button', { name: translate(store.code, 'nav.closeMenu') })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const categories = page.getByRole('navigation', { name: translate(store.code, 'nav.categories'), exact: true });
      await expect(categories.getByRole('link', { name: store.category.name, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(categories).toBeHidden();

      // The filter drawer: opened by the filter button (skip link target), with a "show N products" way back.
      await expect(page.locator('.np-listing[data-enhanced="true"]')).toBeAttached();
      const filters = page.getByRole('complementary');
      await expect(filters).toBeHidden();
      await page.getByRole('button', { name: translate(store.code, 'filter.title') }).click();
      await expect(filters).toBeVisible();
      await expect(filters.getByText(store.filter.facet).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await filters
        .getByRole('link', {
          name: new RegExp(translate(store.code, 'filter.showCount', { count: 2 }).replace(/\d+/, '\\d+')),
        })
        .click();
      await expect(filters).toBeHidden();
      await expect(page.locator('#np-products')).toBeFocused();
      // The sort applies on change: no leftover sort button.
      await expect(page.getByRole('button', { name: store.sortButton, exact: true })).toBeHidden();
    });

    test('phone and desktop: home, product, cart, trust page fit from 320 px with 44 px controls and pass axe', async ({
      page,
    }) => {
      // Eight pages, each measured and checked with axe: minutes on a loaded machine.
      test.setTimeout(240_000);
      const trust = contentPath(store.code, 'page', trustPageSlugs.delivery[store.code]);
      for (const viewport of [phone, desktop]) {
        await page.setViewportSize(viewport);
        for (const path of [`${store.prefix}/`, store.cartPath, trust]) {
          await page.goto(path);
          await expect(page.locator('footer')).toBeVisible();
          if (viewport === phone) await expectFits(page);
          else expect(await smallControls(page)).toEqual([]);
          await expectNoAxeViolations(page);
        }
        await page.goto(store.category.path);
        await Promise.all([page.waitForURL(/\/p\//), page.locator('.np-product-grid a').first().click()]);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (viewport === phone) {
          await expectFits(page);
          expect(await overflow(page)).toEqual([]);
        }
        await expectNoAxeViolations(page);
      }
    });

    test('without JavaScript: the menu link leads to the footer categories and the filter link opens the drawer', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
      const page = await context.newPage();
      await page.goto(store.category.path);
      await page.getByRole('link', { name: translate(store.code, 'nav.menu') }).click();
      await expect(page).toHaveURL(/#np-footer-nav$/);
      await expect(
        page.locator('#np-footer-nav').getByRole('link', { name: store.category.name, exact: true }),
      ).toBeInViewport();
      await page.getByRole('link', { name: translate(store.code, 'filter.title') }).click();
      await expect(page.getByRole('complementary')).toBeVisible();
      await expect(page.getByRole('complementary').getByText(store.filter.facet).first()).toBeVisible();
      await context.close();
    });

    test('footer: every trust page answers in the store language', async ({ page, request }) => {
      await page.goto(`${store.prefix}/`);
      const links = page.locator('footer a[href]');
      const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
      for (const slugs of Object.values(trustPageSlugs))
        expect(hrefs).toContain(contentPath(store.code, 'page', slugs[store.code]));
      for (const href of hrefs) {
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
      }
    });
  });
}
