import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addresses } from '../support/buyer.ts';
import { islandStores } from '../support/island-shop.ts';

/** Every visible string in the shopper's language: an order's status in "my orders" too (never the stored 'pending'). */
const skus = { sv: '150002-001', no: '150002-002', fi: '150002-003' } as const;
const countries = { sv: 'SE', no: 'NO', fi: 'FI' } as const;

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: the order history shows an order's status in the shopper's language`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `history-${store.code}-${Date.now()}@example.com`;
    const password = 'Fjällräv-2026!';
    const query = `?storeCode=${store.code}`;
    const a = addresses[store.code];
    expect(
      (
        await request.post(`/api/user/create${query}`, {
          data: { customer: { email, firstname: a.first, lastname: a.last }, password },
        })
      ).status(),
    ).toBe(200);
    const token = (
      (await (await request.post(`/api/user/login${query}`, { data: { username: email, password } })).json()) as {
        result: string;
      }
    ).result;
    const address = {
      firstname: a.first,
      lastname: a.last,
      street: [a.street],
      city: a.city,
      postcode: a.postcode,
      countryId: countries[store.code],
      telephone: a.phone,
      email,
    };
    const order = await request.post(`/api/order${query}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        order_id: `history-${store.code}-${Date.now()}`,
        products: [{ sku: skus[store.code], qty: 1 }],
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shipping_method_code: 'home',
          shipping_carrier_code: { sv: 'postnord', no: 'bring', fi: 'posti' }[store.code],
          payment_method_code: 'invoice',
          payment_method_additional: {},
        },
        transmited: false,
      },
    });
    expect(order.status(), await order.text()).toBe(200);
    const number = ((await order.json()) as { result: { order_number: string } }).result.order_number;

    await page.goto(routePath(store.code, 'account'));
    const login = page.getByRole('form', { name: t('ui.account.login') });
    await login.getByLabel(t('ui.account.email')).fill(email);
    await login.getByLabel(t('ui.account.password')).fill(password);
    await login.getByRole('button', { name: t('ui.account.login') }).click();
    const orders = page.getByRole('region', { name: t('ui.account.orders') });
    const line = orders.getByRole('listitem').filter({ hasText: t('ui.account.orderNumber', { number }) });
    await expect(line).toBeVisible({ timeout: 30_000 });
    await expect(line).toContainText(` · ${t('ui.account.status.pending')} · `);
    await expect(line).not.toContainText('pending');
    await expectNoAxeViolations(page);
  });
}
