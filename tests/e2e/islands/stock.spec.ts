import { expect, test } from '@playwright/test';
import { IslandShop, islandStores } from './shop.ts';

test('a quantity above the stock is capped with the stock-limit message', async ({ page, request }) => {
  const shop = new IslandShop(page, islandStores[0]!);
  await shop.openProduct('150001');
  const sku = await page.locator('form[data-island-slot="add-to-cart"] input[name="sku"]').inputValue();
  const stock = (await (await request.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()) as { result: { qty: number; manage_stock: boolean } };
  test.skip(!stock.result.manage_stock || stock.result.qty < 1 || stock.result.qty > 98, 'needs a managed stock below the form maximum');
  await page.locator('form[data-island-slot="add-to-cart"] input[name="qty"]').evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
  await shop.addToCart(stock.result.qty, 999);
  const status = page.locator('form[data-island-slot="add-to-cart"]').getByRole('status');
  await expect(status).toHaveText(`Endast ${stock.result.qty} st finns i lager.`);
  await page.locator('form[data-island-slot="add-to-cart"] input[name="qty"]').fill('1');
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(status).toHaveText(`Endast ${stock.result.qty} st finns i lager.`);
  await expect(shop.badge).toHaveText(String(stock.result.qty));
});
