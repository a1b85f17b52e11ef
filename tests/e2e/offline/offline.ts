import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { islandStores } from '../support/island-shop.ts';

/**
 * The browser's offline emulation for a shop with a service worker: Chromium's `setOffline` also cuts the worker's
 * own requests only when they are routed, so the worker's requests are aborted as a disconnected network too.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  );
}

/** Back online: the routes are dropped and the emulation ends (the page gets its "online" event). */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
}

/** Waits until the service worker controls the page and the page itself is in the worker's page cache. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) return false;
          return Boolean(await caches.match(location.href, { cacheName: 'np-pages' }));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Per store: an address in the store's country, its home-delivery method and a simple product to sell out. */
export const journeys = [
  {
    store: islandStores[0]!,
    street: 'Storgatan 1',
    postcode: '90325',
    city: 'Umeå',
    phone: '0701234567',
    method: /PostNord – Hemleverans/,
    carrier: 'postnord',
    sku: '150079',
  },
  {
    store: islandStores[1]!,
    street: 'Storgata 1',
    postcode: '0150',
    city: 'Oslo',
    phone: '41234567',
    method: /Bring – Hjemlevering/,
    carrier: 'bring',
    sku: '150094',
  },
  {
    store: islandStores[2]!,
    street: 'Kauppakatu 1',
    postcode: '00100',
    city: 'Helsinki',
    phone: '0401234567',
    method: /Posti – Kotiinkuljetus/,
    carrier: 'posti',
    sku: '150098',
  },
];
export type Journey = (typeof journeys)[number];

/** Mails in the test server's outbox that name the address. */
export function mailsTo(email: string, dataDir = process.env['E2E_DATA_DIR'] ?? 'data'): number {
  const outbox = path.join(dataDir, 'outbox');
  try {
    return readdirSync(outbox).filter((file) => readFileSync(path.join(outbox, file), 'utf8').includes(email)).length;
  } catch {
    return 0;
  }
}

/** Walks the checkout up to the review step (online), with the store's home-delivery method. */
export async function checkoutToReview(
  page: Page,
  journey: Journey,
  who?: { first: string; last: string; email: string },
): Promise<void> {
  const t = (key: MessageKey) => translate(journey.store.code, key);
  await page.goto(routePath(journey.store.code, 'checkout'));
  // The checkout's own fields (the footer has a newsletter form with an e-mail field too).
  const main = page.getByRole('main');
  if (who) {
    await main.getByLabel(t('ui.account.firstname')).fill(who.first);
    await main.getByLabel(t('ui.account.lastname')).fill(who.last);
    await main.getByLabel(t('ui.account.email')).fill(who.email);
  }
  await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
  await main.getByLabel(t('ui.checkout.street')).fill(journey.street);
  await main.getByLabel(t('ui.checkout.postcode')).fill(journey.postcode);
  await main.getByLabel(t('ui.checkout.city'), { exact: true }).fill(journey.city);
  await main.getByLabel(t('ui.checkout.phone')).fill(journey.phone);
  await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
  await page.getByRole('radio', { name: journey.method }).check();
  await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
  await expect(page.getByRole('heading', { name: t('ui.checkout.review') })).toBeVisible();
  await waitForOfflineReady(page);
}
