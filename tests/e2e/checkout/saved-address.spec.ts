import { expect, test } from '@playwright/test';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { Buyer } from '../support/buyer.ts';
import { islandStores } from '../support/island-shop.ts';

/** A logged-in customer's checkout starts from their own details: name and e-mail, and the saved delivery address. */
const countries = { sv: 'SE', no: 'NO', fi: 'FI' } as const;

for (const store of islandStores) {
  test(`${store.code}: a customer's saved address fills the checkout's address step`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const buyer = new Buyer(page, store);
    const t = buyer.t.bind(buyer);
    const a = buyer.address;
    const email = `saved-address-${store.code}-${Date.now()}@example.com`;
    const password = 'Fjällräv-2026!';
    const created = await request.post(`/api/user/create?storeCode=${store.code}`, {
      data: {
        customer: {
          email,
          firstname: a.first,
          lastname: a.last,
          addresses: [
            {
              firstname: a.first,
              lastname: a.last,
              street: [a.street],
              postcode: a.postcode,
              city: a.city,
              country_id: countries[store.code],
              telephone: a.phone,
              default_shipping: true,
              default_billing: true,
            },
          ],
        },
        password,
      },
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.goto(routePath(store.code, 'account'));
    const login = page.getByRole('form', { name: t('ui.account.login') });
    await login.getByLabel(t('ui.account.email')).fill(email);
    await login.getByLabel(t('ui.account.password')).fill(password);
    await login.getByRole('button', { name: t('ui.account.login') }).click();
    await expect(page.getByText(t('ui.account.greeting', { name: a.first }))).toBeVisible({ timeout: 30_000 });

    await buyer.shop.openProduct('150001');
    await buyer.shop.addToCart(1);
    await page.goto(routePath(store.code, 'checkout'));
    const main = page.getByRole('main');
    await expect(main.getByLabel(t('ui.account.email'))).toHaveValue(email, { timeout: 15_000 });
    await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
    await expect(page.getByRole('heading', { name: t('ui.checkout.shipping') })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel(t('ui.checkout.street'))).toHaveValue(a.street);
    await expect(page.getByLabel(t('ui.checkout.postcode'))).toHaveValue(a.postcode);
    await expect(page.getByLabel(t('ui.checkout.city'), { exact: true })).toHaveValue(a.city);
    await expect(page.getByLabel(t('ui.checkout.phone'))).toHaveValue(a.phone);
    // The prefilled address goes straight on to the delivery methods.
    await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
    await expect(page.getByRole('group', { name: t('ui.checkout.method') })).toBeVisible({ timeout: 30_000 });
  });
}
