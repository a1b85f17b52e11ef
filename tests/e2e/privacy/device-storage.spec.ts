import { expect, test } from '@playwright/test';
import { deviceStorage } from '../../../src/content/device-storage.ts';
import { trustPageSlugs } from '../../../src/content/slugs.ts';
import { contentPath } from '../../../src/lib/content/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { islandStores } from '../support/island-shop.ts';
import { stores } from '../support/storefront-shop.ts';

/**
 * The shop keeps to strictly necessary and functional storage, so it asks no consent: browsing the home page, a
 * category and a product page sets no cookie and calls no other origin (the service worker's requests included)
 * before the shopper acts. The privacy page lists what is stored on the device, with its purpose.
 */
for (const store of islandStores) {
  const category = stores.find((s) => s.code === store.code)!.category;

  test(`${store.code}: browsing sets no cookie and requests no third-party origin`, async ({
    page,
    context,
    baseURL,
  }) => {
    const shop = new URL(baseURL!).origin;
    const foreign: string[] = [];
    let own = 0;
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (!/^https?:$/.test(url.protocol)) return;
      if (url.origin === shop) own++;
      else foreign.push(request.url());
    });
    for (const path of [`${store.prefix}/`, category.path, `${store.prefix}/p/150001/x`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The islands are loaded and the service worker had its chance to fetch.
      await page.waitForLoadState('networkidle');
      expect(await context.cookies(), path).toEqual([]);
      expect(await page.evaluate(() => document.cookie), path).toBe('');
    }
    // The listener saw the shop's own requests (pages, scripts, images), so an empty list means none went elsewhere.
    expect(own).toBeGreaterThan(10);
    expect(foreign).toEqual([]);
  });

  test(`${store.code}: the privacy page lists the device storage with its purpose`, async ({ page }) => {
    await page.goto(contentPath(store.code, 'page', trustPageSlugs.privacy[store.code]));
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(deviceStorage.length + 1);
    for (const name of [`np_cart_${store.code}`, 'np-wishlist', 'nordpeak', 'np-pages']) {
      await expect(table.getByRole('cell', { name: new RegExp(name) }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}
