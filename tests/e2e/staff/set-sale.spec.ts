import { expect, test } from '@playwright/test';
import { money } from '../../../src/islands/staff/format.ts';
import { formatPrice } from '../../../src/lib/store-view/format.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BackOffice, newStaff, serverQuery } from '../support/back-office.ts';

/*
 * An administrator puts a product on sale in one store from the back office's stock and price screen: the shop's
 * product page shows the special price at once, and clearing the field ends the sale.
 */
const offsets: Record<string, number> = { tablet: 5, desktop: 6 };

test('an administrator starts and ends a sale on the stock and price screen', async ({ page, browser }) => {
  const [product] = await serverQuery<{ sku: string; price: number }>(
    `SELECT p.sku, pp.price::float8 AS price FROM products p JOIN product_prices pp ON pp.product_id = p.id
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4
       AND pp.store_code = 'sv' AND pp.price > 100
       AND NOT EXISTS (SELECT 1 FROM product_prices s WHERE s.product_id = p.id AND s.special_price IS NOT NULL)
     ORDER BY p.id DESC LIMIT 1 OFFSET $1`,
    [offsets[test.info().project.name] ?? 7],
  );
  const { sku, price } = product!;
  const sale = Math.floor(price * 0.7);
  const admin = await newStaff('admin');
  const office = new BackOffice(page);
  await office.signIn(admin);
  await office.open('staff.nav.stock');
  await office.ready();
  await page.getByRole('searchbox', { name: office.t('staff.stock.sku') }).fill(sku);
  await page.getByRole('button', { name: office.t('staff.stock.find') }).click();

  const store = office.t('staff.store.sv');
  const special = page.getByRole('textbox', {
    name: office.t('staff.stock.specialPrice', { store, currency: 'SEK' }),
  });
  await special.fill(String(sale));
  await page.getByRole('button', { name: office.t('staff.stock.savePrice', { store }) }).click();
  const shown = (amount: number) => money(amount, 'SEK', 'sv');
  await office.expectDone(office.t('staff.stock.priceSaved', { store, price: shown(price) }));
  await expect(page.getByText(office.t('staff.stock.special', { price: shown(sale) }))).toBeVisible();
  await expectNoAxeViolations(page);

  const shopper = await browser.newPage();
  await shopper.goto(`/p/${sku}/x`);
  await expect(shopper.locator('main')).toContainText(formatPrice(sale, 'sv'));

  await special.fill('');
  await page.getByRole('button', { name: office.t('staff.stock.savePrice', { store }) }).click();
  await expect(page.getByText(office.t('staff.stock.special', { price: shown(sale) }))).toHaveCount(0);
  await shopper.reload();
  await expect(shopper.locator('main')).not.toContainText(formatPrice(sale, 'sv'));
  await shopper.close();
});
