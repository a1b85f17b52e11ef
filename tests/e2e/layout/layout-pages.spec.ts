import { expect, test, type Page } from '@playwright/test';
import { contentPath } from '../../../src/lib/content/routes.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { islandStores } from '../support/island-shop.ts';
import { Buyer, cards } from '../support/buyer.ts';
import { desktop, expectFits, overflow, phone, smallControls } from './fit.ts';

/**
 * Layout checks of the pages after the listing, in every store, on a phone and a desktop. See tests/e2e/README.md,
 * "Layout of the pages after the listing".
 */
const articles = {
  sv: ['friluftsliv', 'packlista-for-fjallet'],
  no: ['friluftsliv', 'pakkeliste-for-fjellet'],
  fi: ['hiihto', 'ensimmainen-hiihtotapahtuma'],
} as const;
const configurable = '150283'; // merino base layer: colour and size
const simple = '150084'; // wax: a simple product (two in stock: looked at, never bought)
const bought = '150107'; // wax with plenty in stock: each store's checkout buys one

/** The page fits on a phone (from 320 px) and on a desktop, with large enough controls, and passes axe on both. */
async function expectLayout(page: Page, what: string): Promise<void> {
  await test.step(what, async () => {
    await page.setViewportSize(phone);
    await expectFits(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize(desktop);
    expect(await overflow(page), `${what}: no overflow at 1366 px`).toEqual([]);
    expect(await smallControls(page), `${what}: controls at 1366 px`).toEqual([]);
    await expectNoAxeViolations(page);
    await page.setViewportSize(phone);
  });
}

/** The bottom edge of an element in the viewport (page scrolled to the top). */
async function bottomOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!.y + box!.height;
}

for (const store of islandStores) {
  test.describe(`layout of the ${store.code} pages`, () => {
    test.use({ viewport: phone });

    test('product above the fold on a phone; article, brand and account pages fit', async ({ page }) => {
      test.setTimeout(240_000);
      const buyer = new Buyer(page, store);
      for (const sku of [configurable, simple]) {
        await buyer.openProduct(`${store.prefix}/p/${sku}/x`);
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const selector of [
          '.np-product__info h1',
          '.np-product__info .np-price',
          '.np-options',
          'form[data-island-slot="add-to-cart"] button[type="submit"]',
        ]) {
          expect(await bottomOf(page, selector), `${sku}: ${selector} on the first screen`).toBeLessThanOrEqual(
            phone.height,
          );
        }
        await expectLayout(page, `product ${sku}`);
      }
      // Keyboard: a variant is chosen in place (Enter or Space, no page load) and the focus stays on the choice.
      await buyer.openProduct(`${store.prefix}/p/${configurable}/x`);
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      for (const key of ['Enter', 'Space']) {
        const option = page.locator('fieldset[data-axis]').last().locator('li a[aria-pressed="false"]').first();
        const value = await option.evaluate((a) => a.closest('li')!.dataset['value']!);
        await option.focus();
        await page.keyboard.press(key);
        const chosen = page.locator(`fieldset[data-axis]`).last().locator(`li[data-value="${value}"] a`);
        await expect(chosen).toHaveAttribute('aria-pressed', 'true');
        await expect(chosen).toBeFocused();
      }
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      for (const [what, path] of [
        ['magazine article', contentPath(store.code, 'magazine', ...articles[store.code])],
        ['brand page', contentPath(store.code, 'brand', 'fischler')],
        ['account', routePath(store.code, 'account')],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectLayout(page, what);
      }
    });

    test('every checkout step, the payment step and the confirmation fit', async ({ page }) => {
      test.setTimeout(240_000);
      const buyer = new Buyer(page, store);
      const t = buyer.t.bind(buyer);
      const a = buyer.address;
      await buyer.shop.openProduct(bought);
      await buyer.shop.addToCart(1);

      await page.goto(routePath(store.code, 'checkout'));
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { name: t('ui.checkout.personal') })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('complementary', { name: t('ui.checkout.summary') })).toBeVisible();
      await expectLayout(page, 'checkout: personal details');
      await main.getByLabel(t('ui.account.firstname')).fill(a.first);
      await main.getByLabel(t('ui.account.lastname')).fill(a.last);
      await main.getByLabel(t('ui.account.email')).fill(`layout-${store.code}-${Date.now()}@example.com`);
      await page.getByRole('button', { name: t('ui.checkout.continue') }).click();

      // Each step's heading takes the focus.
      await expect(page.getByRole('heading', { name: t('ui.checkout.shipping') })).toBeFocused({ timeout: 30_000 });
      await expectLayout(page, 'checkout: address');
      await page.getByLabel(t('ui.checkout.street')).fill(a.street);
      await page.getByLabel(t('ui.checkout.postcode')).fill(a.postcode);
      await page.getByLabel(t('ui.checkout.city'), { exact: true }).fill(a.city);
      await page.getByLabel(t('ui.checkout.phone')).fill(a.phone);
      await page.getByRole('button', { name: t('ui.checkout.continue') }).click();

      await expect(page.getByRole('heading', { name: t('ui.checkout.method') })).toBeFocused({ timeout: 30_000 });
      await page
        .getByRole('group', { name: t('ui.checkout.method') })
        .getByRole('radio')
        .first()
        .check();
      const point = page
        .getByRole('group', { name: t('ui.checkout.choosePoint') })
        .getByRole('radio')
        .first();
      await point.check();
      await expectLayout(page, 'checkout: delivery and service point');
      await page.getByRole('button', { name: t('ui.checkout.continue') }).click();

      await expect(page.getByRole('heading', { name: t('ui.checkout.review') })).toBeFocused({ timeout: 30_000 });
      // The summary has the delivery chosen, the total and the VAT it holds.
      const summary = page.getByRole('complementary', { name: t('ui.checkout.summary') });
      await expect(summary).toContainText(t('ui.checkout.vatIncluded'));
      await expect(summary).not.toContainText(t('ui.checkout.shippingLater'));
      await expectLayout(page, 'checkout: review');

      await page.getByRole('button', { name: t('ui.checkout.pay') }).click();
      await page.waitForURL(/\/pay\//, { timeout: 30_000 });
      await expect(page.getByRole('link', { name: t('site.name') })).toHaveAttribute(
        'href',
        new RegExp(`^${store.prefix}/?$`),
      );
      await expectLayout(page, 'payment step');
      await page.getByRole('radio', { name: t('pay.card'), exact: true }).check();
      await page.getByLabel(t('pay.cardNumber')).fill(cards.approved);
      await page.getByRole('button', { name: new RegExp(t('pay.submit', { amount: '' }).trim()) }).click();

      await buyer.confirmation();
      await expectLayout(page, 'order confirmation');
    });
  });
}
