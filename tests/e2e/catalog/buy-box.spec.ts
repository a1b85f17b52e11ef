import { expect, test } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { PART_PAYMENT_MONTHS, testPaymentProvider } from '../../../src/lib/server/payment/test-provider.ts';
import { formatPrice } from '../../../src/lib/store-view/format.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';

type Stock = { result: { qty: number; manage_stock: boolean; is_in_stock: boolean } };

for (const store of islandStores) {
  test(`${store.code}: package builder: a required option without an available part, then every part's stock`, async ({
    page,
    request,
  }) => {
    const shop = new IslandShop(page, store);
    await shop.openProduct('150328');
    const form = page.locator('form[data-island-slot="add-to-cart"]');
    const status = form.getByRole('status');
    const options = form.locator('fieldset:has(> ul.np-bundle)');
    expect(await options.count()).toBeGreaterThan(1);

    // The chosen part of the second option is sold out (the page renders it disabled): the option has no choice.
    const second = options.nth(1);
    await second.locator('input:checked').evaluate((input: HTMLInputElement) => (input.disabled = true));
    await form.getByRole('button', { name: store.addToCart }).click();
    await expect(status).toHaveText(translate(store.code, 'form.bundleErrors'));
    await expect(second.getByText(translate(store.code, 'form.required'))).toBeVisible();
    await expect(second.locator('input:not(:disabled)').first()).toBeFocused();
    await expectNoAxeViolations(page);

    // Choosing another part clears the message and the package goes in.
    await page.keyboard.press('Space');
    await expect(second.getByText(translate(store.code, 'form.required'))).toHaveCount(0);
    await shop.addToCart(1);
    await expect(
      page.getByRole('region', { name: translate(store.code, 'ui.notifications.region') }).getByText(store.added),
    ).toBeVisible();
    await expect(status).toHaveText('');

    // More packages than a chosen part has in stock: capped by the tightest part (bundles are checked per child).
    const parts = await form.locator('input[name^="bundle_option["]:checked:not(:disabled)').evaluateAll((inputs) =>
      inputs.map((input) => ({
        sku: (input as HTMLInputElement).dataset['sku']!,
        qty: Number((input as HTMLInputElement).dataset['qty']),
      })),
    );
    const stocks = await Promise.all(
      parts.map(async (part) => ({
        ...part,
        stock: ((await (await request.get(`/api/stock/check?sku=${encodeURIComponent(part.sku)}`)).json()) as Stock)
          .result,
      })),
    );
    const managed = stocks.filter((s) => s.stock.manage_stock);
    test.skip(managed.length === 0, 'no part with a managed stock');
    const tightest = managed.reduce((a, b) =>
      Math.floor(a.stock.qty / a.qty) <= Math.floor(b.stock.qty / b.qty) ? a : b,
    );
    await form.locator('input[name="qty"]').evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
    await form.locator('input[name="qty"]').fill('999');
    await form.getByRole('button', { name: store.addToCart }).click();
    await expect(status).toHaveText(translate(store.code, 'error.stockLimit', { qty: tightest.stock.qty }));
  });

  test(`${store.code}: package builder: the price follows the chosen parts, and the cart line costs the same`, async ({
    page,
  }) => {
    const shop = new IslandShop(page, store);
    await shop.openProduct('150328');
    const form = page.locator('form[data-island-slot="add-to-cart"]');
    const price = page.locator('.np-product__info .np-price__final').first();
    const defaultText = await price.textContent();
    const chosen = () =>
      form
        .locator('input[name^="bundle_option["]:checked:not(:disabled)')
        .evaluateAll((inputs) =>
          inputs.reduce(
            (sum, input) =>
              sum +
              Number((input as HTMLInputElement).dataset['price']) * Number((input as HTMLInputElement).dataset['qty']),
            0,
          ),
        );
    // A part of another price than the chosen one, in any option.
    const other = await form.locator('fieldset:has(> ul.np-bundle)').evaluateAll((sets) => {
      for (const [index, set] of sets.entries()) {
        const inputs = [...set.querySelectorAll<HTMLInputElement>('input:not(:disabled)')];
        const current = inputs.find((input) => input.checked);
        const cheaperOrDearer = inputs.findIndex(
          (input) => !input.checked && input.dataset['price'] !== current?.dataset['price'],
        );
        if (current && cheaperOrDearer !== -1) return { set: index, input: cheaperOrDearer };
      }
      return null;
    });
    expect(other).not.toBeNull();
    const part = form
      .locator('fieldset:has(> ul.np-bundle)')
      .nth(other!.set)
      .locator('input:not(:disabled)')
      .nth(other!.input);
    await part.check();
    const configured = Math.round((await chosen()) * 100) / 100;
    await expect(price).toHaveText(formatPrice(configured, store.code));
    expect(formatPrice(configured, store.code)).not.toBe(defaultText);
    // The part-payment line follows the configured price (the payment provider's monthly rule, asked of the server).
    const monthly = testPaymentProvider.monthlyAmount(Math.round(configured * 100), PART_PAYMENT_MONTHS) / 100;
    await expect(
      page.getByText(translate(store.code, 'ui.instalment.monthly', { amount: formatPrice(monthly, store.code) })),
    ).toBeVisible();
    await shop.addToCart(1);
    const dialog = await shop.openMinicart();
    await expect(dialog.locator('.np-minicart__price')).toHaveText(formatPrice(configured, store.code));
    // Back to the default parts: the page's own price again.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(price).toHaveText(defaultText!);
  });

  test(`${store.code}: grouped product: member quantities are validated and each member is added`, async ({ page }) => {
    const shop = new IslandShop(page, store);
    await shop.openProduct('150338');
    const form = page.locator('form[data-island-slot="add-to-cart"]');
    const quantities = form.locator('.np-grouped input[type="number"]');
    const members = await quantities.count();
    expect(members).toBeGreaterThan(1);
    for (let i = 0; i < members; i++) await quantities.nth(i).fill('0');
    await form.getByRole('button', { name: store.addToCart }).click();
    await expect(form.getByRole('status')).toHaveText(translate(store.code, 'form.requiredSelections'));

    await quantities.nth(0).fill('-1');
    await form.getByRole('button', { name: store.addToCart }).click();
    await expect(form.getByRole('status')).toHaveText(translate(store.code, 'form.qtyPositiveInteger'));

    await quantities.nth(0).fill('2');
    await quantities.nth(1).fill('1');
    await form.getByRole('button', { name: store.addToCart }).click();
    await expect(shop.badge).toHaveText('3');
    const dialog = await shop.openMinicart();
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
}
