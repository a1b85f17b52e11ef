import { expect, test } from '@playwright/test';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';
import { stores } from '../support/storefront-shop.ts';
import { desktop, phone } from '../layout/fit.ts';

/**
 * The axe sweep of the page types and panels no other spec checks, in every store, on a phone and a desktop. See
 * tests/e2e/README.md, "The axe sweep".
 */
for (const store of islandStores) {
  const category = stores.find((s) => s.code === store.code)!.category;

  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test(`${store.code} ${size}: listing, search, lists, statement, 404 and minicart pass axe`, async ({ page }) => {
      // Seven pages and a panel, each checked by axe: minutes on a loaded machine.
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const shop = new IslandShop(page, store);
      await shop.openProduct('150001');
      await shop.addToCart(1);
      for (const list of ['wishlist', 'compare']) {
        const button = page.locator(`.np-list-buttons button[data-list="${list}"]`);
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
      }

      const pages: [string, string, number][] = [
        ['category', category.path, 200],
        ['search results', routePath(store.code, 'search', { s: 'valla' }), 200],
        ['wishlist', routePath(store.code, 'wishlist'), 200],
        ['compare', routePath(store.code, 'compare'), 200],
        ['accessibility statement', routePath(store.code, 'accessibility'), 200],
        ['404', `${store.prefix}/finns-inte-${size}`, 404],
      ];
      for (const [what, path, status] of pages) {
        await test.step(what, async () => {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(status);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
      await test.step('minicart', async () => {
        const dialog = await shop.openMinicart();
        await expect(dialog.getByRole('listitem')).toHaveCount(1);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    });
  }
}
