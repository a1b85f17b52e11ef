import { expect, test, type Page } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { ListingPage, stores } from '../support/storefront-shop.ts';

/** A facet group of the filter panel by its summary text, opened. */
async function facetGroup(page: Page, name: string) {
  const group = page.locator('details[data-facet-group]', { has: page.locator('summary', { hasText: name }) }).first();
  if ((await group.getAttribute('open')) === null) await group.locator('summary').first().click();
  return group;
}

/** Set before the first filter: a full page load would drop it. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { npSamePage: true }));
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { npSamePage?: boolean }).npSamePage === true);

for (const store of stores) {
  test(`${store.code}: filters and sort apply in place, with back/forward, keyboard and axe`, async ({ page }) => {
    const listing = new ListingPage(page);
    await page.goto(store.category.path);
    await expect(page.locator('.np-facet-option input').first()).toBeAttached();
    await markPage(page);
    const all = await listing.counts();

    // A single-value system filter (season) by keyboard: Space checks it, the URL and the list follow.
    const season = await facetGroup(page, store.filter.facet);
    const boxes = season.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(1);
    await boxes.first().focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?ls_sasong=/);
    await expect(boxes.first()).toBeChecked();
    await expect(boxes.first()).toBeFocused();
    const first = await listing.counts();
    expect(first.total).toBeLessThan(all.total);
    const firstUrl = page.url();

    // Another season replaces it (one value only); the active filter is listed as a chip.
    await boxes.nth(1).check();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(boxes.nth(1)).toBeChecked();
    await expect(boxes.first()).not.toBeChecked();
    expect(new URL(page.url()).searchParams.getAll('ls_sasong')).toHaveLength(1);
    await expect(
      page.getByRole('list', { name: translate(store.code, 'filter.active') }).getByRole('listitem'),
    ).toHaveCount(1);

    // A price range adds to it; the sort select applies at once.
    const price = await facetGroup(page, translate(store.code, 'filter.price'));
    await price.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/price=/);
    await page.getByLabel(store.sortLabel).selectOption('price:asc');
    await expect(page).toHaveURL(/sort=price%3Aasc/);
    await expect(page.getByLabel(store.sortLabel)).toHaveValue('price:asc');
    const prices = await listing.cards.locator('.np-price__final').allInnerTexts();
    const amounts = prices.slice(0, 10).map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    await expectNoAxeViolations(page);

    // Back and forward show the list of each URL.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel(store.sortLabel)).toHaveValue('popularity:desc');
    await page.goBack();
    await expect(page).not.toHaveURL(/price=/);
    await page.goBack();
    await expect(page).toHaveURL(firstUrl);
    await expect(boxes.first()).toBeChecked();
    await expect.poll(async () => (await listing.counts()).total).toBe(first.total);
    await page.goForward();
    await expect(boxes.nth(1)).toBeChecked();

    // Clear filters: the whole category again, still the same page.
    await page.getByRole('link', { name: translate(store.code, 'filter.reset') }).click();
    await expect(page).toHaveURL(new RegExp(`${store.category.path}$`));
    await expect(page.locator('.np-facet-option input:checked')).toHaveCount(0);
    await expect.poll(async () => (await listing.counts()).total).toBe(all.total);

    // Load more appends the next 50 in place; focus goes to the first new product.
    await page.getByRole('link', { name: store.loadMore }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(listing.cards).toHaveCount(Math.min(100, all.total));
    await expect(listing.cards.nth(50).getByRole('link').first()).toBeFocused();
    expect(await samePage(page)).toBe(true);
  });
}

test('search results: a filter applies in place and keeps the search text', async ({ page }) => {
  const listing = new ListingPage(page);
  await page.goto('/sokresultat?s=valla');
  await expect(page.locator('.np-facet-option input').first()).toBeAttached();
  await markPage(page);
  const all = await listing.counts();
  const first = page.locator('.np-facet-option input:not(:checked)').first();
  const facet = await first.getAttribute('data-facet');
  // Pinned to its facet and value: ":not(:checked)" would move on to the next box once this one is checked.
  const box = page.locator(
    `.np-facet-option input[data-facet="${facet}"][data-value="${await first.getAttribute('data-value')}"]`,
  );
  await box.check();
  await expect(page).toHaveURL(new RegExp(`[?&]${facet}=`));
  expect(new URL(page.url()).searchParams.get('s')).toBe('valla');
  await expect(page.locator(`.np-facet-option input[data-facet="${facet}"]:checked`)).toHaveCount(1);
  await expect.poll(async () => (await listing.counts()).total).toBeLessThanOrEqual(all.total);
  await page.goBack();
  await expect(page).toHaveURL(/\/sokresultat\?s=valla$/);
  await expect.poll(async () => (await listing.counts()).total).toBe(all.total);
  expect(await samePage(page)).toBe(true);
});
