import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../../src/lib/session/token-key.ts';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';
import { runTag } from '../support/screens.ts';

const postcodes = { sv: '903 25', no: '0155', fi: '00100' } as const;
const carriers = { sv: 'postnord', no: 'bring', fi: 'posti' } as const;

/** Places an order (invoice, home delivery) as the signed-in shopper of the page; answers its number. */
async function placeOrder(page: Page, code: 'sv' | 'no' | 'fi', email: string): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  const address = {
    firstname: 'Maja',
    lastname: 'Merge',
    street: ['Testgatan 1'],
    city: 'Testby',
    postcode: postcodes[code],
    countryId: storeViews[code].countryId,
    telephone: '0701234567',
    email,
  };
  const response = await page.request.post(`/api/order?storeCode=${code}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      order_id: `rights-${runTag(code)}`,
      products: [{ sku: '150107', qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: 'home',
        shipping_carrier_code: carriers[code],
        payment_method_code: 'invoice',
        payment_method_additional: {},
      },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { order_number: string } }).result.order_number;
}

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: a customer downloads their data, deletes the account, cannot log in and registers again`, async ({
    page,
  }) => {
    const shop = new IslandShop(page, store);
    const email = `rights-${runTag(store.code)}@example.com`;
    const password = 'Fjällräv-2026!';
    const register = await shop.fillRegistration(email, password);
    await register.getByRole('button', { name: t('ui.account.register') }).click();
    await expect(page.getByText(t('ui.account.greeting', { name: 'Maja' }))).toBeVisible({ timeout: 30_000 });
    const number = await placeOrder(page, store.code, email);

    // "Download my data": a JSON file with the customer's profile and orders.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('ui.account.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nordpeak-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { email: string };
      orders: { order_number: string }[];
    };
    expect(data.profile.email).toBe(email);
    expect(data.orders.map((o) => o.order_number)).toEqual([number]);
    await expect(page.getByRole('status').filter({ hasText: download.suggestedFilename() })).toBeVisible();

    // "Delete my account" asks for the password: a wrong one is refused, the right one deletes.
    const remove = page.getByRole('form', { name: t('ui.account.deleteTitle') });
    await remove.getByLabel(t('ui.account.deletePassword')).fill('not-my-password');
    await remove.getByRole('button', { name: t('ui.account.deleteButton') }).click();
    await expect(remove.getByRole('alert')).toHaveText(t('error.passwordWrong'), { timeout: 15_000 });
    await remove.getByLabel(t('ui.account.deletePassword')).fill(password);
    await remove.getByRole('button', { name: t('ui.account.deleteButton') }).click();
    await expect(page.getByText(t('ui.account.deleted', { email }))).toBeVisible({ timeout: 15_000 });

    // Signed out; the old password opens nothing.
    await page.getByRole('button', { name: t('ui.account.login'), exact: true }).click();
    const login = page.getByRole('form', { name: t('ui.account.login') });
    await login.getByLabel(t('ui.account.email')).fill(email);
    await login.getByLabel(t('ui.account.password')).fill(password);
    await login.getByRole('button', { name: t('ui.account.login') }).click();
    await expect(login.getByRole('alert')).toHaveText(t('error.loginFailed'), { timeout: 15_000 });

    // The address registers again, to an account without the old orders.
    const again = await shop.fillRegistration(email, password);
    await again.getByRole('button', { name: t('ui.account.register') }).click();
    await expect(page.getByText(t('ui.account.greeting', { name: 'Maja' }))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: t('ui.account.orders') })).toContainText(t('ui.account.noOrders'));
  });
}
