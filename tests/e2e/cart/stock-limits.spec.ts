import { expect, test } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';
import { screen } from '../support/screens.ts';
import { guestOrderBody } from '../../support/order-body.ts';

for (const store of islandStores) {
  test(`${store.code}: a quantity above the stock is capped with the stock-limit message`, async ({
    page,
    request,
  }) => {
    const shop = new IslandShop(page, store);
    // Not 150001: the checkout journeys buy that one, possibly at the same time in another worker.
    await shop.openProduct('150003');
    const sku = await page.locator('form[data-island-slot="add-to-cart"] input[name="sku"]').inputValue();
    const stock = (await (await request.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()) as {
      result: { qty: number; manage_stock: boolean };
    };
    test.skip(
      !stock.result.manage_stock || stock.result.qty < 1 || stock.result.qty > 98,
      'needs a managed stock below the form maximum',
    );
    const message = translate(store.code, 'error.stockLimit', { qty: stock.result.qty });
    await page
      .locator('form[data-island-slot="add-to-cart"] input[name="qty"]')
      .evaluate((input: HTMLInputElement) => input.removeAttribute('max'));
    await shop.addToCart(stock.result.qty, 999);
    const status = page.locator('form[data-island-slot="add-to-cart"]').getByRole('status');
    await expect(status).toHaveText(message);
    await page.locator('form[data-island-slot="add-to-cart"] input[name="qty"]').fill('1');
    await page.getByRole('button', { name: store.addToCart }).click();
    await expect(status).toHaveText(message);
    await expect(shop.badge).toHaveText(String(stock.result.qty));
  });
}

/** Another shopper's order (through the order API) buying every unit of a sku. */
function orderAll(sku: string, qty: number) {
  return guestOrderBody([{ sku, qty }], { orderId: `sold-out-${sku}-${Date.now()}` });
}

// Each store and screen sells out a product of its own (the tests run in parallel); none used by other journeys:
// five products each, the phone's after the desktop's.
const soldOutFrom: Record<string, number> = { sv: 150011, no: 150021, fi: 150031 };

for (const store of islandStores) {
  test(`${store.code}: a variant sold out between page load and click gives the out-of-stock message`, async ({
    page,
    request,
  }) => {
    const shop = new IslandShop(page, store);
    const form = page.locator('form[data-island-slot="add-to-cart"]');
    let sku = '';
    let qty = 0;
    const from = soldOutFrom[store.code]! + (screen() === 'phone' ? 5 : 0);
    for (let n = from; n < from + 5 && !sku; n++) {
      const answer = await page.goto(`${store.prefix}/p/${n}/x`);
      if (
        !answer?.ok() ||
        (await form.locator('input[name="sku"]').count()) === 0 ||
        (await form.getByRole('button', { name: store.addToCart }).isDisabled())
      )
        continue;
      const candidate = await form.locator('input[name="sku"]').inputValue();
      const stock = (await (await request.get(`/api/stock/check?sku=${encodeURIComponent(candidate)}`)).json()) as {
        result: { qty: number; manage_stock: boolean; is_in_stock: boolean };
      };
      if (stock.result.manage_stock && stock.result.is_in_stock && stock.result.qty >= 1 && stock.result.qty <= 50) {
        sku = candidate;
        qty = stock.result.qty;
      }
    }
    expect(sku, 'a product with a managed stock').not.toBe('');
    await expect(form).toHaveAttribute('data-enhanced', 'true');

    // While the page is open, another shopper buys every unit.
    const order = await request.post('/api/order', { data: orderAll(sku, qty) });
    expect(order.status()).toBe(200);

    await form.getByRole('button', { name: store.addToCart }).click();
    await expect(form.getByRole('status')).toHaveText(translate(store.code, 'error.outOfStock'));
    await expect(shop.badge).toBeHidden();

    // The next page load no longer offers it: another variant is chosen, or the button is disabled.
    await page.reload();
    const now = await form.locator('input[name="sku"]').inputValue();
    if (now === sku) {
      await expect(form.getByRole('button', { name: store.addToCart })).toBeDisabled();
      await expect(page.getByText(translate(store.code, 'product.outOfStock'))).toBeVisible();
    } else {
      expect(now).not.toBe(sku);
    }
  });
}
