import { expect, test } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop, islandStores } from './shop.ts';

for (const store of islandStores) {
  test(`${store.code}: a quantity above the stock is capped with the stock-limit message`, async ({ page, request }) => {
    const shop = new IslandShop(page, store);
    // Not 150001: the checkout journeys buy that one, possibly at the same time in another worker.
    await shop.openProduct('150003');
    const sku = await page.locator('form[data-island-slot="add-to-cart"] input[name="sku"]').inputValue();
    const stock = (await (await request.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()) as { result: { qty: number; manage_stock: boolean } };
    test.skip(!stock.result.manage_stock || stock.result.qty < 1 || stock.result.qty > 98, 'needs a managed stock below the form maximum');
    const message = translate(store.code, 'error.stockLimit', { qty: stock.result.qty });
    await page.locator('form[data-island-slot="add-to-cart"] input[name="qty"]').evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
    await shop.addToCart(stock.result.qty, 999);
    const status = page.locator('form[data-island-slot="add-to-cart"]').getByRole('status');
    await expect(status).toHaveText(message);
    await page.locator('form[data-island-slot="add-to-cart"] input[name="qty"]').fill('1');
    await page.getByRole('button', { name: store.addToCart }).click();
    await expect(status).toHaveText(message);
    await expect(shop.badge).toHaveText(String(stock.result.qty));
  });
}
