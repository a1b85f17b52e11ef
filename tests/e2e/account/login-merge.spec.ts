import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';

/**
 * The login merge cut short: the shopper registers with lines in the guest cart and reloads while the merge
 * is in flight. Each store cuts it at another point; every time the lines end up in the customer cart exactly once
 * (logging out and in again reads that cart from the server).
 */
const isCustomerCreate = (request: Request) =>
  request.method() === 'POST' &&
  request.url().includes('/api/cart/create') &&
  new URL(request.url()).searchParams.has('token');
const isCustomerPull = (request: Request) =>
  request.url().includes('/api/cart/pull') && new URL(request.url()).searchParams.has('token');

/**
 * Holds the first request of the cut: it never gets an answer (the reload cancels it); later ones, the next page's
 * among them, go through. (Unrouting instead would let the held request go on and finish the merge before the reload.)
 */
function holdFirst(
  page: Page,
  path: string,
  isCut: (request: Request) => boolean,
  hold: (route: Route) => Promise<unknown>,
) {
  let held = false;
  return page.route(
    (url) => url.pathname.endsWith(path),
    async (route) => {
      if (held || !isCut(route.request())) return route.continue();
      held = true;
      await hold(route);
    },
  );
}

const cuts: Record<'sv' | 'no' | 'fi', { what: string; hold: (page: Page) => Promise<unknown> }> = {
  // The merge request never reaches the server.
  sv: {
    what: 'before the server got the merge',
    hold: (page) => holdFirst(page, '/api/cart/create', isCustomerCreate, async () => undefined),
  },
  // The server merged; the browser never hears the answer.
  no: {
    what: 'after the server merged, before the browser heard it',
    hold: (page) => holdFirst(page, '/api/cart/create', isCustomerCreate, (route) => route.fetch()),
  },
  // The merge answered; reading the merged customer cart is cut off.
  fi: {
    what: 'while the merged customer cart was being read',
    hold: (page) => holdFirst(page, '/api/cart/pull', isCustomerPull, async () => undefined),
  },
};

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);
  const cut = cuts[store.code];

  test(`${store.code}: a reload ${cut.what} leaves the guest lines in the customer cart, once`, async ({ page }) => {
    const shop = new IslandShop(page, store);
    const email = `cut-merge-${store.code}-${Date.now()}@example.com`;
    const password = 'Fjällräv-2026!';
    await shop.openProduct('150001');
    await shop.addToCart(2, 2);
    const register = await shop.fillRegistration(email, password);
    await cut.hold(page);
    const held = page.waitForRequest(
      (request) => (store.code === 'fi' ? isCustomerPull(request) : isCustomerCreate(request)),
      { timeout: 20_000 },
    );
    await register.getByRole('button', { name: t('ui.account.register') }).click();
    await held;

    // The shopper reloads mid-merge; the next page finishes it.
    const finished = store.code === 'fi' ? isCustomerPull : isCustomerCreate;
    const merged = page.waitForResponse((response) => finished(response.request()), { timeout: 20_000 });
    await page.reload();
    await expect(page.getByText(t('ui.account.greeting', { name: 'Maja' }))).toBeVisible({ timeout: 15_000 });
    expect((await merged).status()).toBe(200);
    await expect(shop.badge).toHaveText('2');

    // The server's customer cart holds the lines once: logging out forgets the browser's copy, logging in reads it.
    await page.getByRole('button', { name: t('ui.account.logout') }).click();
    await expect(page.getByText(t('error.loggedOut'))).toBeVisible();
    await expect(shop.badge).toBeHidden();
    const login = page.getByRole('form', { name: t('ui.account.login') });
    await login.getByLabel(t('ui.account.email')).fill(email);
    await login.getByLabel(t('ui.account.password')).fill(password);
    await login.getByRole('button', { name: t('ui.account.login') }).click();
    await expect(page.getByText(t('ui.account.greeting', { name: 'Maja' }))).toBeVisible({ timeout: 15_000 });
    await expect(shop.badge).toHaveText('2', { timeout: 15_000 });
  });
}
