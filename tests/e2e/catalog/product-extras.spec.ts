import { expect, test, type Page, type Request } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { testPaymentProvider, PART_PAYMENT_MONTHS } from '../../../src/lib/server/payment/test-provider.ts';
import { formatPrice } from '../../../src/lib/store-view/format.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mailTo } from '../support/buyer.ts';
import { productViewCount, restock } from '../support/server-db.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';
import { runTag, screen } from '../support/screens.ts';
import { islandsReady } from '../support/islands-ready.ts';

/**
 * The product range each store and screen looks for a sold-out variant in (the tests run in parallel and restock it):
 * 15 products each, the phone's after the desktop's.
 */
const soldOutFrom: Record<string, number> = { sv: 150110, no: 150140, fi: 150170 };

/** The first product from `from` whose page offers the back-in-stock form. */
async function productWithSoldOutVariant(page: Page, prefix: string, from: number): Promise<number> {
  for (let n = from; n < from + 15; n++) {
    const answer = await page.request.get(`${prefix}/p/${n}/x`);
    if (answer.ok() && (await answer.text()).includes('data-island-slot="stock-alert"')) return n;
  }
  throw new Error(`no product with a sold-out variant from ${from}`);
}

/** The monthly part-payment amount of a price by the payment step's rule (the test provider, minor units). */
const monthly = (price: number) =>
  testPaymentProvider.monthlyAmount(Math.round(price * 100), PART_PAYMENT_MONTHS) / 100;

/** The notification region the islands show their messages in. */
const toasts = (page: Page, code: 'sv' | 'no' | 'fi') =>
  page.getByRole('region', { name: translate(code, 'ui.notifications.region') });

for (const store of islandStores) {
  test(`${store.code}: back-in-stock signup on a sold-out variant, mailed when it is restocked`, async ({ page }) => {
    const n = await productWithSoldOutVariant(
      page,
      store.prefix,
      soldOutFrom[store.code]! + (screen() === 'phone' ? 15 : 0),
    );
    await page.goto(`${store.prefix}/p/${n}/x`);
    // The form loads when the shopper asks for it (the page stays light).
    await page.getByRole('button', { name: translate(store.code, 'ui.stockAlert.title') }).click();
    const form = page.getByRole('form', { name: translate(store.code, 'ui.stockAlert.title') });
    await expect(form).toBeVisible({ timeout: 15_000 });
    // Focus moves into the form that replaced the pressed button.
    await expect(form.getByLabel(translate(store.code, 'ui.stockAlert.variant'))).toBeFocused();

    // A wrong address is refused in the shopper's language; nothing is sent.
    const email = form.getByLabel(translate(store.code, 'ui.account.email'));
    await email.fill('not-an-address');
    await form.getByRole('button', { name: translate(store.code, 'ui.stockAlert.submit') }).click();
    await expect(form.getByText(translate(store.code, 'form.invalidEmail'))).toBeVisible();

    const variant = form.getByLabel(translate(store.code, 'ui.stockAlert.variant'));
    const options = await variant
      .locator('option')
      .evaluateAll((list) => list.map((o) => ({ sku: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
    const chosen = options.at(-1)!;
    await variant.selectOption({ label: chosen.label });
    const address = `alert-${runTag(store.code)}@example.com`;
    await email.fill(address);
    await form.getByRole('button', { name: translate(store.code, 'ui.stockAlert.submit') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: translate(store.code, 'ui.stockAlert.done') }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A delivery arrives: the alert goes out once, in the store's language, linking the variant.
    expect(mailTo(address, chosen.sku)).toBe('');
    expect(restock(chosen.sku, 5)).toContain('1 back-in-stock mail(s) sent');
    const mail = mailTo(address, chosen.sku);
    expect(mail).toContain(`${store.prefix}/p/${n}/`);
    expect(restock(chosen.sku, 6)).toContain('0 back-in-stock mail(s) sent');
  });

  test(`${store.code}: the part-payment line follows the chosen variant's price by the payment step's rule`, async ({
    page,
  }) => {
    const shop = new IslandShop(page, store);
    await shop.openProduct('150200');
    const form = page.locator('form[data-island-slot="add-to-cart"]');
    const price = Number(await form.getAttribute('data-price'));
    await expect(
      page.getByText(
        translate(store.code, 'ui.instalment.monthly', { amount: formatPrice(monthly(price), store.code) }),
      ),
    ).toBeVisible();
    // Choosing a size (a variant of its own price) moves the line with the price.
    await expect(form).toHaveAttribute('data-picker', 'ready');
    const size = form.locator('fieldset[data-axis]').nth(1).getByRole('button').first();
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    const chosen = Number(await form.getAttribute('data-price'));
    await expect(
      page.getByText(
        translate(store.code, 'ui.instalment.monthly', { amount: formatPrice(monthly(chosen), store.code) }),
      ),
    ).toBeVisible();
  });

  test(`${store.code}: adding shows the "added" notification with the checkout action, again "quantity updated"`, async ({
    page,
  }) => {
    const shop = new IslandShop(page, store);
    await shop.openProduct('150005');
    await shop.addToCart(1);
    const region = toasts(page, store.code);
    await expect(region.getByText(translate(store.code, 'error.addedToCart'))).toBeVisible();
    await expect(
      region.getByRole('link', { name: translate(store.code, 'ui.cart.toCheckout') }).first(),
    ).toHaveAttribute('href', /\/(checkout|kassa)/);
    await expectNoAxeViolations(page);
    await shop.addToCart(2);
    await expect(region.getByText(translate(store.code, 'error.qtyUpdated'))).toBeVisible();
  });

  test(`${store.code}: a product view is reported once per visit, and the report holds its row`, async ({ page }) => {
    // Each store and screen its own product that no other spec opens: the count is of this test's views only.
    const sku = (
      screen() === 'phone' ? { sv: '150090', no: '150091', fi: '150092' } : { sv: '150093', no: '150095', fi: '150096' }
    )[store.code];
    const id = Number(
      /data-product-id="(\d+)"/.exec(await (await page.request.get(`${store.prefix}/p/${sku}/x`)).text())![1],
    );
    const before = await productViewCount(id);
    const reported = page.waitForResponse(
      (r) => r.url().includes(`/api/ext/polder/reports/catalog-product-view/${id}`) && r.request().method() === 'POST',
    );
    await page.goto(`${store.prefix}/p/${sku}/x`);
    expect((await reported).status()).toBe(200);
    expect(await productViewCount(id)).toBe(before + 1);
    // The same product again in this visit: no second report. The view is recorded when the page is first idle, by
    // a script loaded then: once that idle period passed and every script asked for has arrived and run, it is decided.
    let again = 0;
    const scripts = new Set<Request>();
    page.on('request', (r) => {
      if (r.url().includes('/catalog-product-view/')) again++;
      if (r.resourceType() === 'script') scripts.add(r);
    });
    page.on('requestfinished', (r) => scripts.delete(r));
    page.on('requestfailed', (r) => scripts.delete(r));
    await page.reload();
    await islandsReady(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect.poll(() => scripts.size).toBe(0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(again).toBe(0);
    expect(await productViewCount(id)).toBe(before + 1);
  });
}
