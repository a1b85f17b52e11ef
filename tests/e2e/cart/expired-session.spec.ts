import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop, islandStores, serverQtys } from '../support/island-shop.ts';

/**
 * An add to cart whose call meets a session that can no longer be refreshed (revoked on another device): the logout
 * comes first (the customer's cart is forgotten, the sign-in dialog opens with the error), then the line being added
 * goes into a new guest cart, in the browser and on the server.
 */
for (const store of islandStores.filter((s) => s.code !== 'no')) {
  const t = (key: MessageKey) => translate(store.code, key);

  test(`${store.code}: an add that meets a revoked session logs out and keeps the added line in a guest cart`, async ({
    page,
    request,
  }) => {
    test.slow();
    const email = `revoked-add-${store.code}-${Date.now()}@example.com`;
    const password = 'Vinterfjall-2026!';
    const created = await request.post('/api/user/create', {
      data: { customer: { email, firstname: 'Aino', lastname: 'Aalto' }, password },
    });
    expect(created.status()).toBe(200);
    const shop = new IslandShop(page, store);
    await shop.logIn(email, password, 'Aino');
    // The page's own calls with the token (the product view report when idle, the Club prices, the cart pull) are
    // over before the revocation, so that the add is the call that meets it.
    const viewReported = page.waitForResponse((answer) => answer.url().includes('/reports/catalog-product-view/'));
    await shop.openProduct('150001');
    await viewReported;
    await page.waitForLoadState('networkidle');

    // Signed out elsewhere: the page's access token and refresh token are both refused from now on.
    const tokens = await page.evaluate(() => ({
      token: localStorage.getItem('np-user-token') ?? '',
      refreshToken: localStorage.getItem('np-refresh-token') ?? '',
    }));
    const revoked = await request.post('/api/user/logout', {
      params: { token: tokens.token },
      data: { refreshToken: tokens.refreshToken },
    });
    expect(revoked.status()).toBe(200);

    await page.getByRole('button', { name: store.addToCart }).click();
    const dialog = page.getByRole('dialog', { name: t('ui.account.title') });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const toasts = page.getByRole('region', { name: t('ui.notifications.region') });
    await expect(toasts.getByText(t('error.refreshFailure'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('np-user-token') ?? '')).toBe('');

    // The line being added stays: in the badge and in the guest server cart the form cookie names.
    await expect.poll(() => serverQtys(page, store.code), { timeout: 15_000 }).toEqual([1]);
    await expect(shop.badge).toHaveText('1');
  });
}
