/** Customers with an order, made over the API, and their order's line in My orders (the account specs). */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import type { StoreCode } from '../../../src/lib/store-view/config.ts';
import { addresses } from './buyer.ts';

const countries = { sv: 'SE', no: 'NO', fi: 'FI' } as const;
/** The home delivery carrier of each store. */
export const homeCarriers = { sv: 'postnord', no: 'bring', fi: 'posti' } as const;
const password = 'Fjällräv-2026!';

/** A new customer of a store who ordered one of `sku` (home delivery, invoice): e-mail, password, order number. */
export async function customerWithOrder(
  request: APIRequestContext,
  store: StoreCode,
  sku: string,
  tag: string,
): Promise<{ email: string; password: string; number: string }> {
  const email = `${tag}-${store}-${Date.now()}@example.com`;
  const query = `?storeCode=${store}`;
  const a = addresses[store];
  const created = await request.post(`/api/user/create${query}`, {
    data: { customer: { email, firstname: a.first, lastname: a.last }, password },
  });
  expect(created.status()).toBe(200);
  const login = await request.post(`/api/user/login${query}`, { data: { username: email, password } });
  const token = ((await login.json()) as { result: string }).result;
  const address = {
    firstname: a.first,
    lastname: a.last,
    street: [a.street],
    city: a.city,
    postcode: a.postcode,
    countryId: countries[store],
    telephone: a.phone,
    email,
  };
  const order = await request.post(`/api/order${query}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      order_id: `${tag}-${store}-${Date.now()}`,
      products: [{ sku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_method_code: 'home',
        shipping_carrier_code: homeCarriers[store],
        payment_method_code: 'invoice',
        payment_method_additional: {},
      },
      transmited: false,
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  return {
    email,
    password,
    number: ((await order.json()) as { result: { order_number: string } }).result.order_number,
  };
}

/** Signs in on My account and answers the line of order `number` in My orders, once it shows. */
export async function orderLine(
  page: Page,
  store: StoreCode,
  customer: { email: string; password: string; number: string },
): Promise<Locator> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(store, key, params);
  await page.goto(routePath(store, 'account'));
  const login = page.getByRole('form', { name: t('ui.account.login') });
  await login.getByLabel(t('ui.account.email')).fill(customer.email);
  await login.getByLabel(t('ui.account.password')).fill(customer.password);
  await login.getByRole('button', { name: t('ui.account.login') }).click();
  const orders = page.getByRole('region', { name: t('ui.account.orders') });
  const line = orders
    .getByRole('listitem')
    .filter({ hasText: t('ui.account.orderNumber', { number: customer.number }) })
    .first();
  await expect(line).toBeVisible({ timeout: 30_000 });
  return line;
}
