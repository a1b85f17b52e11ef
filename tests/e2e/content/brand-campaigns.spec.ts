import { expect, test } from '@playwright/test';
import { contentPath } from '../../../src/lib/content/routes.ts';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { islandStores } from '../support/island-shop.ts';
import { ListingPage } from '../support/storefront-shop.ts';
import { screen } from '../support/screens.ts';

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: a brand page lists all the brand's products, with filters and more pages`, async ({
    page,
    request,
  }) => {
    const path = contentPath(store.code, 'brand', 'fischler');
    await page.goto(path);
    const section = page.getByRole('region', { name: t('content.brandProducts', { brand: 'Fischler' }), exact: true });
    await expect(section).toBeVisible();
    const listing = new ListingPage(page);
    const all = await listing.counts();
    // More than the 12 the page used to show: every product, 50 to a page, the rest behind "more".
    expect(all.total).toBeGreaterThan(12);
    expect(all.shown).toBe(Math.min(all.total, 50));
    await expect(listing.cards).toHaveCount(all.shown);
    await expect(section.getByRole('link', { name: t('category.loadMore') })).toHaveCount(all.total > 50 ? 1 : 0);
    await expectNoAxeViolations(page);

    // A filter of the listing narrows the brand's products; the URL keeps it and every card is the brand's. On a phone
    // the filters are a drawer that the filter button opens.
    if (screen() === 'phone') {
      const drawer = page.getByRole('button', { name: new RegExp(`^${t('filter.title')}`) });
      await drawer.click();
      await expect(drawer).toHaveAttribute('aria-expanded', 'true');
    }
    const group = page.locator('details[data-facet-group]').first();
    if ((await group.getAttribute('open')) === null) await group.locator('summary').first().click();
    await group.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/\?/);
    await expect.poll(async () => (await listing.counts()).total).toBeLessThan(all.total);
    // The brand itself is no facet, and the query cannot swap it for another brand.
    await expect(page.locator('details[data-facet-group="ls_varumarke"]')).toHaveCount(0);
    await page.goto(`${path}?ls_varumarke=nordvik`);
    expect((await listing.counts()).total).toBe(all.total);

    // Paging is a URL too: page=2 asks for the second page's products as well (here: all of them).
    const second = await request.get(`${path}?page=2`);
    expect(second.status()).toBe(200);
    // A bad filter value is a translated 400, never a 5xx.
    const bad = await request.get(`${path}?price=${'9'.repeat(30)}-x`);
    expect(bad.status()).toBeLessThan(500);
  });

  test(`${store.code}: the campaigns page links the campaign pages`, async ({ page }) => {
    await page.goto(routePath(store.code, 'campaigns'));
    const section = page.getByRole('region', { name: t('site.campaigns.pages') });
    const links = section.getByRole('heading', { level: 3 }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^${contentPath(store.code, 'campaign')}/[a-z0-9-]+$`));
    }
    await expectNoAxeViolations(page);
    const title = (await links.first().innerText()).trim();
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(
      page.getByRole('navigation', { name: t('nav.breadcrumbs') }).getByRole('link', { name: t('content.campaigns') }),
    ).toHaveAttribute('href', routePath(store.code, 'campaigns'));
  });
}
