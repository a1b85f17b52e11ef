import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { islandStores } from '../support/island-shop.ts';
import { goOffline, waitForOfflineReady } from './offline.ts';

// Journeys with a service worker install, on a machine shared by many test runs.
test.describe.configure({ timeout: 180_000 });

for (const store of islandStores) {
  const t = (key: Parameters<typeof translate>[1]) => translate(store.code, key);

  test(`${store.code}: visited pages open offline; an unvisited product page redirects home with the offline message`, async ({
    page,
    context,
  }) => {
    await page.goto(`${store.prefix}/`);
    await waitForOfflineReady(page);
    const home = page.url();
    await page.goto(`${store.prefix}/p/150001/x`);
    const product = page.url();
    const productHeading = await page.getByRole('heading', { level: 1 }).textContent();
    await waitForOfflineReady(page);

    await goOffline(context);
    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productHeading!);
    await page.goto(home);
    await expect(page.getByRole('navigation').first()).toBeVisible();

    // Never visited: the store's home page with the catalogue's message (error with OK).
    await page.goto(`${store.prefix}/p/150002/x`);
    const notice = page.getByRole('alertdialog', { name: t('error.offlineContent') });
    await expect(notice).toBeVisible();
    expect(page.url()).toBe(home);
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: t('offline.ok') }).click();
    await expect(notice).toBeHidden();
  });
}

test("the service worker is built: the precache holds the hashed assets and the stores' offline pages", async ({
  request,
}) => {
  const worker = await request.get('/service-worker.js');
  expect(worker.status()).toBe(200);
  const source = await worker.text();
  const offlinePages = [
    '/offline',
    '/no/offline',
    '/fi/offline',
    '/offline/search',
    '/no/offline/search',
    '/fi/offline/search',
  ];
  for (const path of offlinePages) expect(source).toContain(`"${path}"`);
  expect(source).toMatch(/"\/_astro\/[^"]+\.js"/);
  for (const path of offlinePages) {
    const offline = await request.get(path);
    expect(offline.status()).toBe(200);
  }
});
