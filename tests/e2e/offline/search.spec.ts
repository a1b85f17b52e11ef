import { expect, test, type Page } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { islandStores } from '../support/island-shop.ts';
import { goOffline, goOnline, waitForOfflineReady } from './offline.ts';

/**
 * Offline search: a search made online answers again offline from the service worker's
 * catalogue cache; a search never made answers an empty result flagged offline, with the store's offline message,
 * on the search results page too (never the offline-content redirect home, never an error page).
 */
test.describe.configure({ timeout: 180_000 });

async function suggest(page: Page, store: (typeof islandStores)[number], word: string) {
  const t = (key: Parameters<typeof translate>[1]) => translate(store.code, key);
  const combobox = page.getByRole('combobox', { name: t('search.label') });
  await combobox.fill('');
  await combobox.pressSequentially(word);
  return page.getByRole('listbox', { name: t('ui.search.suggestions') });
}

for (const store of islandStores) {
  test(`${store.code}: a search made online answers offline from the cache; an unseen one says it is offline`, async ({
    page,
    context,
  }) => {
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
      translate(store.code, key, params);
    await page.goto(`${store.prefix}/`);
    await waitForOfflineReady(page);
    await page
      .getByRole('search')
      .getByRole('searchbox', { name: t('search.label') })
      .click();
    const online = await suggest(page, store, 'fischler');
    // The first search of a fresh shop builds the search index: give it time.
    await expect(online.getByRole('option', { name: /Fischler/ }).first()).toBeVisible({ timeout: 30_000 });
    const seen = await online.getByRole('option').allInnerTexts();

    await goOffline(context);
    const again = await suggest(page, store, 'fischler');
    await expect(again.getByRole('option', { name: /Fischler/ }).first()).toBeVisible();
    expect(await again.getByRole('option').allInnerTexts()).toEqual(seen);

    const unseen = await suggest(page, store, 'vallaborste');
    await expect(unseen.getByRole('option', { name: t('offline.noResults', { query: 'vallaborste' }) })).toBeVisible();
    await expectNoAxeViolations(page);
    await goOnline(context);
  });
}

for (const store of islandStores) {
  test(`${store.code}: a search never made online, submitted offline, opens the search page with an empty offline result`, async ({
    page,
    context,
  }) => {
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
      translate(store.code, key, params);
    await page.goto(`${store.prefix}/`);
    await waitForOfflineReady(page);
    await goOffline(context);

    // The header's search field (a combobox once focused), submitted with Enter.
    await page
      .getByRole('search')
      .getByRole('searchbox', { name: t('search.label') })
      .click();
    const box = page.getByRole('combobox', { name: t('search.label') });
    await box.fill('snöskor');
    await box.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === routePath(store.code, 'search') && url.searchParams.get('s') === 'snöskor',
    );
    await expect(page.getByRole('heading', { level: 1, name: t('search.title', { query: 'snöskor' }) })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: t('offline.noResults', { query: 'snöskor' }) }),
    ).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The store's path of the search page, opened directly: the same empty offline result.
    await page.goto(`${store.prefix}/search-result?s=pulka`);
    await expect(page.getByRole('heading', { level: 1, name: t('search.title', { query: 'pulka' }) })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: t('offline.noResults', { query: 'pulka' }) }),
    ).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await goOnline(context);
  });
}
