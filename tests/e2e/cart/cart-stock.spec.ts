import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text with a `{name}` as a pattern that takes any name there. */
const withAnyName = (text: (name: string) => string) =>
  new RegExp(`^${text('\u0000').split('\u0000').map(escape).join('.+')}$`);

/**
 * A quantity above the stock gives the info that only N units are in stock. In the cart too: raising
 * a line beyond the stock says so in the shopper's language and leaves the line at the stock (never the order
 * call's 'The requested qty is not available').
 */
for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: raising a cart line beyond the stock gives the stock-limit info and keeps the stock`, async ({
    page,
    request,
  }) => {
    const shop = new IslandShop(page, store);
    // Not 150001 or 150003 (the checkout journeys and the add-to-cart stock spec use those).
    await shop.openProduct('150005');
    const sku = await page.locator('form[data-island-slot="add-to-cart"] input[name="sku"]').inputValue();
    const stock = (await (await request.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()) as {
      result: { qty: number; manage_stock: boolean };
    };
    test.skip(
      !stock.result.manage_stock || stock.result.qty < 2 || stock.result.qty > 50,
      'needs a small managed stock',
    );
    const units = stock.result.qty;
    await shop.addToCart(units - 1, units - 1);

    const dialog = await shop.openMinicart();
    const increase = dialog.getByRole('button', { name: withAnyName((name) => t('ui.cart.increase', { name })) });
    const qty = dialog.locator('output');
    await increase.click();
    await expect(qty).toHaveText(String(units), { timeout: 15_000 });
    await increase.click();
    await expect(page.getByText(t('error.stockLimit', { qty: units })).first()).toBeVisible({ timeout: 15_000 });
    await expect(qty).toHaveText(String(units));
    await expect(page.getByText(t('error.qtyUnavailable'))).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(shop.badge).toHaveText(String(units));
  });
}
