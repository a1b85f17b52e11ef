import { expect, test } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { formatPrice } from '../../../src/lib/store-view/format.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';

for (const store of islandStores) {
  test(`${store.code}: wishlist and compare survive a reload`, async ({ page }) => {
    const shop = new IslandShop(page, store);
    await shop.openProduct('150001');
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const wish = page.locator('.np-list-buttons button[data-list="wishlist"]');
    const compare = page.locator('.np-list-buttons button[data-list="compare"]');
    await wish.click();
    await compare.click();
    await expect(wish).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(wish).toHaveAttribute('aria-pressed', 'true');
    await expect(compare).toHaveAttribute('aria-pressed', 'true');

    await page.goto(routePath(store.code, 'wishlist'));
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.goto(routePath(store.code, 'compare'));
    await expect(page.getByRole('table').getByRole('link', { name })).toBeVisible();
  });
}

/** Opens a product page and answers its name (the h1). */
async function productName(shop: IslandShop, sku: string): Promise<string> {
  await shop.openProduct(sku);
  return (await shop.page.getByRole('heading', { level: 1 }).innerText()).trim();
}

for (const store of islandStores) {
  test(`${store.code}: the wishlist from a product card and a product page shows image, price, stock and adds to the cart`, async ({
    page,
    request,
  }) => {
    const shop = new IslandShop(page, store);
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
      translate(store.code, key, params);
    // A product card's heart (a category listing).
    await page.goto(routePath(store.code, 'search') + '?s=valla');
    const card = page.locator('article.np-card').first();
    const cardName = (await card.getByRole('heading').innerText()).trim();
    const heart = card.getByRole('button', { name: t('ui.wishlist.add', { name: cardName }) });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // A product page's wishlist button (a simple product: it can go to the cart from the list).
    const name = await productName(shop, '150086');
    const price = Number(await page.locator('form[data-island-slot="add-to-cart"]').getAttribute('data-price'));
    await page.getByRole('button', { name: t('nav.wishlist'), exact: true }).click();
    await expect(page.getByRole('button', { name: t('nav.wishlist'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(routePath(store.code, 'wishlist'));
    await expect(page.getByRole('link', { name: cardName })).toBeVisible({ timeout: 15_000 });
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(item.getByRole('img', { name })).toBeVisible();
    await expect(item.getByText(formatPrice(price, store.code))).toBeVisible();
    const stock = (
      (await (await request.get('/api/stock/check?sku=150086')).json()) as {
        result: { qty: number; manage_stock: boolean };
      }
    ).result;
    await expect(
      item.getByText(
        stock.manage_stock && stock.qty <= 5 ? t('product.lowStock', { qty: stock.qty }) : t('product.inStock'),
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: t('ui.wishlist.addToCart', { name }) }).click();
    await expect(shop.badge).toHaveText('1', { timeout: 15_000 });
    await expect(
      page.getByRole('region', { name: t('ui.notifications.region') }).getByText(t('error.addedToCart')),
    ).toBeVisible();
  });

  test(`${store.code}: compare shows images, prices and the compare attributes, and adds to the cart`, async ({
    page,
  }) => {
    const shop = new IslandShop(page, store);
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
      translate(store.code, key, params);
    const first = await productName(shop, '150085');
    const firstPrice = Number(await page.locator('form[data-island-slot="add-to-cart"]').getAttribute('data-price'));
    await page.getByRole('button', { name: t('nav.compare'), exact: true }).click();
    const second = await productName(shop, '150088');
    await page.getByRole('button', { name: t('nav.compare'), exact: true }).click();

    await page.goto(routePath(store.code, 'compare'));
    const table = page.getByRole('table', { name: t('ui.compare.title') });
    await expect(table.getByRole('link', { name: first })).toBeVisible({ timeout: 15_000 });
    await expect(table.getByRole('link', { name: second })).toBeVisible();
    await expect(table.getByRole('img', { name: first })).toBeVisible();
    const row = (key: Parameters<typeof translate>[1]) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: t(key), exact: true }) });
    await expect(row('ui.compare.price').getByRole('cell').first()).toHaveText(formatPrice(firstPrice, store.code));
    for (const key of [
      'ui.compare.attr.ls_varumarke',
      'ui.compare.attr.ls_farg',
      'ui.compare.attr.ls_farg_valla',
      'ui.compare.attr.ls_variant_utrust',
    ] as const) {
      const cells = row(key).getByRole('cell');
      await expect(cells).toHaveCount(2);
      await expect(cells.first()).not.toHaveText('–');
    }
    await expectNoAxeViolations(page);
    await table.getByRole('button', { name: t('ui.compare.addToCart', { name: second }) }).click();
    await expect(shop.badge).toHaveText('1', { timeout: 15_000 });
  });
}
