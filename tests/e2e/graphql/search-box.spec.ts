/**
 * `CATALOGUE_API` chooses the browser's catalogue transport. The shop that scripts/e2e.ts starts has the default
 * (REST); a second built shop is started here with `CATALOGUE_API=graphql` (its own throwaway database), and in
 * each the header search box's suggestions must come through the configured API only.
 */
import { expect, test, type Page } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { useSecondShop } from '../support/second-shop.ts';

/** Types in the header search box and waits for the suggestion list; returns the catalogue calls the page made. */
async function suggestionsVia(page: Page, word: string): Promise<{ graphql: string[]; rest: string[] }> {
  const calls = { graphql: [] as string[], rest: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql') calls.graphql.push(request.postData() ?? url.search);
    if (/^\/api\/catalog\/[a-z]+\/product\/_search$/.test(url.pathname)) calls.rest.push(request.postData() ?? '');
  });
  await page.goto('/');
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Sök produkter' });
  await box.click();
  const combobox = page.getByRole('combobox', { name: 'Sök produkter' });
  await combobox.pressSequentially(word);
  const list = page.getByRole('listbox', { name: 'Sökförslag' });
  // The first search of a fresh shop builds the search index: give it time.
  await expect(list.getByRole('option', { name: /Fischler/ }).first()).toBeVisible({ timeout: 30_000 });
  return calls;
}

test('by default (CATALOGUE_API=rest) the search box suggests products through the REST catalogue search', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const calls = await suggestionsVia(page, 'fischler');
  expect(calls.rest.length).toBeGreaterThan(0);
  expect(calls.graphql).toEqual([]);
});

test.describe('a shop started with CATALOGUE_API=graphql', () => {
  const shop = useSecondShop({ CATALOGUE_API: 'graphql' }, 'graphql');

  test('the search box suggests products through /graphql, not the REST search', async ({ browser }) => {
    // A fresh shop renders its first page and builds its search index on the first search: allow for it.
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: shop.baseUrl });
    const page = await context.newPage();
    const calls = await suggestionsVia(page, 'fischler');
    expect(calls.graphql.length).toBeGreaterThan(0);
    expect(calls.graphql.join(' ')).toContain('fischler');
    expect(calls.rest).toEqual([]);
    // A suggestion leads to its product page, as with REST.
    await page
      .getByRole('listbox', { name: 'Sökförslag' })
      .getByRole('option', { name: /Fischler/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/p\/\d+\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fischler');
    await context.close();
  });
});

for (const store of [
  { code: 'sv', prefix: '' },
  { code: 'no', prefix: '/no' },
  { code: 'fi', prefix: '/fi' },
] as const) {
  test(`${store.code}: the header search box suggests products for a name and for a misspelt name`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = (key: Parameters<typeof translate>[1]) => translate(store.code, key);
    await page.goto(`${store.prefix}/`);
    await page
      .getByRole('search')
      .getByRole('searchbox', { name: t('search.label') })
      .click();
    const combobox = page.getByRole('combobox', { name: t('search.label') });
    const list = page.getByRole('listbox', { name: t('ui.search.suggestions') });
    for (const [typed, found] of [
      ['Cloudrunner', /Cloudrunner/],
      ['cloudrunr', /Cloudrunner/],
      ['fischlr', /Fischler/],
    ] as const) {
      await combobox.fill('');
      await combobox.pressSequentially(typed);
      // The first search of a fresh shop builds the search index: give it time.
      await expect(list.getByRole('option', { name: found }).first()).toBeVisible({ timeout: 30_000 });
    }
    // Enter on the active suggestion opens its product page in the store.
    await combobox.press('ArrowDown');
    await combobox.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^[^?]*${store.prefix}/p/\\d+/`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fischler');
  });
}
