import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { translate, translateApiMessage, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { IslandShop, type IslandStore } from '../support/island-shop.ts';
import { checkoutToReview, goOffline, goOnline, journeys, mailsTo, waitForOfflineReady } from './offline.ts';

async function register(page: Page, store: IslandStore, email: string): Promise<void> {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(store.code, key, params);
  await page.goto(routePath(store.code, 'account'));
  await page.getByRole('button', { name: t('ui.account.register') }).click();
  const form = page.getByRole('form', { name: t('ui.account.register') });
  await form.getByLabel(t('ui.account.firstname')).fill('Olle');
  await form.getByLabel(t('ui.account.lastname')).fill('Offline');
  await form.getByLabel(t('ui.account.email')).fill(email);
  await form.getByLabel(t('ui.account.password')).fill('Fjällräv-2026!');
  await form.getByRole('button', { name: t('ui.account.register') }).click();
  await expect(page.getByText(t('ui.account.greeting', { name: 'Olle' }))).toBeVisible({ timeout: 60_000 });
}

// Long journeys (account, checkout, offline and back) on a machine shared by many test runs.
test.describe.configure({ timeout: 180_000 });

for (const journey of journeys) {
  const { store } = journey;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: a customer orders offline, reloads (still waiting), confirms when back online: one order, one mail`, async ({
    page,
    context,
  }) => {
    const email = `offline-${store.code}-${Date.now()}@example.com`;
    const shop = new IslandShop(page, store);
    await page.goto(`${store.prefix}/`);
    await waitForOfflineReady(page);
    await register(page, store, email);
    await shop.openProduct('150001');
    await shop.addToCart(1);
    await checkoutToReview(page, journey);

    await goOffline(context);
    await expect(page.getByText(t('offline.checkoutNotice'))).toBeVisible();
    await page.getByRole('button', { name: t('offline.placeOrder') }).click();
    const waiting = page.getByRole('heading', { name: t('offline.waitingTitle') });
    await expect(waiting).toBeVisible();
    await expectNoAxeViolations(page);

    // Still waiting after a reload (the page comes from the service worker, the order from IndexedDB).
    await page.reload();
    await expect(waiting).toBeVisible();
    // The shopper browses on; back online, automatic transmission is off: the order waits for the confirmation.
    await page.goto(`${store.prefix}/`);
    await goOnline(context);
    const question = page.getByText(t('error.orderWaiting'));
    await expect(question).toBeVisible({ timeout: 20_000 });
    expect(mailsTo(email)).toBe(0);
    await page.getByRole('link', { name: t('offline.confirmOrder') }).click();

    await expect(page.getByRole('heading', { name: t('ui.checkout.thanks') })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(new RegExp(`^${t('ui.checkout.orderNumber', { number: '' })}\\S+$`))).toBeVisible();

    await page.goto(routePath(store.code, 'account'));
    const history = page.getByRole('region', { name: t('ui.account.orders') });
    // One order (its lines are a list inside the order's item).
    const ordersListed = history
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`^${t('ui.account.orderNumber', { number: '' }).trim()}`) });
    await expect(ordersListed).toHaveCount(1, { timeout: 15_000 });
    await expect.poll(() => mailsTo(email), { timeout: 15_000 }).toBe(1);
  });

  test(`${store.code}: a guest's offline order whose product sold out meanwhile ends in the translated refusal`, async ({
    page,
    context,
    request,
  }) => {
    const email = `soldout-${store.code}-${Date.now()}@example.com`;
    const shop = new IslandShop(page, store);
    await page.goto(`${store.prefix}/`);
    await waitForOfflineReady(page);
    await shop.openProduct(journey.sku);
    await shop.addToCart(1);
    await checkoutToReview(page, journey, { first: 'Gun', last: 'Gäst', email });

    await goOffline(context);
    await page.getByRole('button', { name: t('offline.placeOrder') }).click();
    await expect(page.getByRole('heading', { name: t('offline.waitingTitle') })).toBeVisible();

    // Meanwhile another shopper buys every unit left.
    const stock = (await (await request.get(`/api/stock/check?sku=${journey.sku}&storeCode=${store.code}`)).json()) as {
      result: { qty: number };
    };
    const address = {
      firstname: 'Annan',
      lastname: 'Köpare',
      street: [journey.street],
      city: journey.city,
      postcode: journey.postcode,
      countryId: store.code === 'sv' ? 'SE' : store.code.toUpperCase(),
      telephone: journey.phone,
      email: `someone-else-${Date.now()}@example.com`,
    };
    const other = await request.post(`/api/order?storeCode=${store.code}`, {
      data: {
        order_id: `other-${Date.now()}-${store.code}`,
        products: [{ sku: journey.sku, qty: stock.result.qty }],
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shipping_method_code: 'home',
          shipping_carrier_code: journey.carrier,
          payment_method_code: 'invoice',
          payment_method_additional: {},
        },
      },
    });
    expect(other.status()).toBe(200);

    // Back online on the thank-you page: the order is sent at once and refused; never shown as a success.
    await goOnline(context);
    const refusal = translateApiMessage(store.code, 'The requested qty is not available');
    await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: t('ui.checkout.thanks') })).toBeHidden();
    expect(mailsTo(email)).toBe(0);
  });
}
