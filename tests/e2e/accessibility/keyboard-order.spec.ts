import { expect, test, type Locator, type Page } from '@playwright/test';
import { islandStores } from '../support/island-shop.ts';
import { addresses, Buyer, cards, viewports } from '../support/buyer.ts';

/**
 * A keyboard-only order in every store, from the home page to the confirmation, with no keyboard trap. See
 * tests/e2e/README.md, "A keyboard-only order".
 */
const product = '150107'; // wax with plenty in stock

/** True when the focused element matches the locator. */
async function focused(target: Locator): Promise<boolean> {
  // A short wait: an element an island re-renders may be gone for a moment.
  return target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 })
    .catch(() => false);
}

/** The focused element shows an outline or a ring (on itself, or on the label or box around a radio). */
async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const shown = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const ring = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const input = element as HTMLInputElement;
    return element.matches(':focus-visible') && (ring(element) || ring(input.labels?.[0] ?? null));
  });
  expect(shown, `${what}: focus is visible`).toBe(true);
}

/** Presses Tab (Shift+Tab with `back`) until the target has focus; fails after `limit` stops. */
async function tabTo(page: Page, target: Locator, what: string, { back = false, limit = 150 } = {}): Promise<void> {
  await expect(target, what).toBeVisible({ timeout: 30_000 });
  for (let stop = 0; stop < limit; stop++) {
    if (await focused(target)) {
      await expectFocusVisible(page, what);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${what}: not reached by ${back ? 'Shift+Tab' : 'Tab'} in ${limit} stops`);
}

/** Tabs into a radio group, then moves with the arrow keys to the radio and checks it with Space. */
async function chooseRadio(page: Page, group: Locator, radio: Locator, what: string): Promise<void> {
  const radios = group.getByRole('radio');
  await expect(radios.first(), what).toBeVisible({ timeout: 30_000 });
  const inGroup = () => radios.evaluateAll((all) => all.some((radio) => radio === document.activeElement));
  for (let stop = 0; stop < 150 && !(await inGroup()); stop++) await page.keyboard.press('Tab');
  for (let step = 0; step < 20 && !(await focused(radio)); step++) await page.keyboard.press('ArrowDown');
  expect(await focused(radio), `${what}: reached by the arrow keys`).toBe(true);
  await expectFocusVisible(page, what);
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Tabs to a field and types into it (the field is empty). */
async function typeInto(page: Page, field: Locator, text: string, what: string): Promise<void> {
  await tabTo(page, field, what);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

for (const store of islandStores) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`${store.code} ${size}: a shopper orders from the home page with the keyboard alone`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      // Hundreds of key presses and four page loads: minutes on a loaded machine.
      test.setTimeout(300_000);
      const buyer = new Buyer(page, store);
      const t = buyer.t.bind(buyer);
      const address = addresses[store.code];
      const name = /<h1[^>]*>([^<]+)</.exec(await (await request.get(`${store.prefix}/p/${product}/x`)).text())![1]!;

      // Home → search for the product (the skip link comes first: it must show its focus too).
      await page.goto(`${store.prefix}/`);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: t('site.skipToContent') })).toBeFocused();
      await expectFocusVisible(page, 'skip link');
      // The field becomes a combobox (predictive search) on its first focus: found by its label in the landmark.
      await tabTo(page, page.getByRole('search').getByLabel(t('search.label')), 'search box');
      await expect(page.getByRole('combobox', { name: t('search.label') })).toBeFocused();
      await page.keyboard.type(name.trim());
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The result → the product page → add to the cart.
      await page.waitForURL(/sokresultat|search-result/);
      await tabTo(page, page.locator(`.np-product-grid a[href*="/p/${product}/"]`).first(), 'result link');
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/p/${product}/`));
      await expect(page.locator('form[data-island-slot="add-to-cart"][data-enhanced="true"]')).toBeAttached();
      await tabTo(page, page.getByRole('button', { name: store.addToCart }), 'add to cart');
      await page.keyboard.press('Enter');
      await expect(buyer.shop.badge).toHaveText('1', { timeout: 15_000 });

      // The header's cart link is above: back with Shift+Tab; the minicart opens with focus inside.
      await tabTo(page, buyer.shop.cartLink, 'cart link', { back: true });
      await page.keyboard.press('Enter');
      const minicart = page.getByRole('dialog', { name: store.cartTitle });
      await expect(minicart).toBeVisible({ timeout: 15_000 });
      await expect(minicart.locator(':focus')).toHaveCount(1);
      await tabTo(page, minicart.getByRole('link', { name: t('ui.cart.toCheckout') }), 'to checkout', { limit: 40 });
      await page.keyboard.press('Enter');

      // Checkout: personal details.
      await page.waitForURL(/\/checkout/);
      const main = page.getByRole('main');
      await typeInto(page, main.getByLabel(t('ui.account.firstname')), address.first, 'first name');
      await typeInto(page, main.getByLabel(t('ui.account.lastname')), address.last, 'last name');
      await typeInto(
        page,
        main.getByLabel(t('ui.account.email')),
        `keys-${store.code}-${Date.now()}@example.com`,
        'e-mail',
      );
      const next = page.getByRole('button', { name: t('ui.checkout.continue') });
      await tabTo(page, next, 'continue (details)');
      await page.keyboard.press('Enter');

      // Shipping: the address, a service-point method and the nearest point.
      await expect(page.getByRole('heading', { name: t('ui.checkout.shipping') })).toBeVisible({ timeout: 30_000 });
      await typeInto(page, page.getByLabel(t('ui.checkout.street')), address.street, 'street');
      await typeInto(page, page.getByLabel(t('ui.checkout.postcode')), address.postcode, 'postcode');
      await typeInto(page, page.getByLabel(t('ui.checkout.city'), { exact: true }), address.city, 'city');
      await typeInto(page, page.getByLabel(t('ui.checkout.phone')), address.phone, 'phone');
      await tabTo(page, next, 'continue (address)');
      await page.keyboard.press('Enter');
      const methods = page.getByRole('group', { name: t('ui.checkout.method') });
      await chooseRadio(page, methods, methods.getByRole('radio').first(), 'shipping method');
      const points = page.getByRole('group', { name: t('ui.checkout.choosePoint') });
      await chooseRadio(page, points, points.getByRole('radio').first(), 'service point');
      await tabTo(page, next, 'continue (shipping)');
      await page.keyboard.press('Enter');

      // Review → the test payment provider: the card is chosen, its number typed, the form sent with Enter.
      await expect(page.getByRole('heading', { name: t('ui.checkout.review') })).toBeVisible({ timeout: 30_000 });
      // The right of withdrawal is stated before the order, with the way to the terms.
      await expect(page.getByText(t('ui.checkout.withdrawal'))).toBeVisible();
      await tabTo(page, page.getByRole('link', { name: t('ui.checkout.withdrawalLink') }), 'withdrawal terms link');
      await tabTo(page, page.getByRole('button', { name: t('ui.checkout.pay') }), 'to payment');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/pay\//, { timeout: 30_000 });
      await expect(page.getByRole('radio', { name: t('pay.card'), exact: true })).toBeChecked();
      await typeInto(page, page.getByLabel(t('pay.cardNumber')), cards.approved, 'card number');
      const pay = page.getByRole('button', { name: new RegExp(t('pay.submit', { amount: '' }).trim()) });
      await tabTo(page, pay, 'pay');
      await page.keyboard.press('Enter');

      const confirmation = await buyer.confirmation();
      expect(await buyer.orderNumber(confirmation)).toMatch(/\d{6,}/);
    });
  }
}
