import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: a shopper with a guest cart registers, finds it merged once, logs out (everything cleared) and back in`, async ({
    page,
  }) => {
    const shop = new IslandShop(page, store);
    const email = `merge-${store.code}-${Date.now()}@example.com`;
    const password = 'Fjällräv-2026!';
    await shop.openProduct('150001');
    await shop.addToCart(2, 2);
    const register = await shop.fillRegistration(email, password);
    await register.getByRole('button', { name: t('ui.account.register') }).click();
    await expect(page.getByText(t('ui.account.greeting', { name: 'Maja' }))).toBeVisible({ timeout: 15_000 });
    await expect(shop.badge).toHaveText('2');

    // A reload runs the session start and cart sync again: still 2, never doubled.
    await page.reload();
    await expect(page.getByText(t('ui.account.greeting', { name: 'Maja' }))).toBeVisible();
    await expect(shop.badge).toHaveText('2');

    await page.getByRole('button', { name: t('ui.account.logout') }).click();
    await expect(page.getByText(t('error.loggedOut'))).toBeVisible();
    await expect(shop.badge).toBeHidden();

    const login = page.getByRole('form', { name: t('ui.account.login') });
    await login.getByLabel(t('ui.account.email')).fill(email);
    await login.getByLabel(t('ui.account.password')).fill(password);
    await login.getByRole('button', { name: t('ui.account.login') }).click();
    // Login hashes the password (argon2id) and then pulls the customer cart: slow on a loaded machine.
    await expect(page.getByText(t('ui.account.greeting', { name: 'Maja' }))).toBeVisible({ timeout: 15_000 });
    await expect(shop.badge).toHaveText('2', { timeout: 15_000 });
  });
}
