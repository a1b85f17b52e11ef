import { expect, test } from '@playwright/test';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { islandStores } from '../support/island-shop.ts';
import { Buyer, mailTo, viewports } from '../support/buyer.ts';

/**
 * The ski package with parts chosen by the shopper, kept from the minicart to the order mail, in every store. See
 * tests/e2e/README.md, "The ski package".
 */
const packageSku = '150328'; // a ski package of the demo catalogue (skis, binding, poles)

for (const [store, screen] of islandStores.flatMap((store) =>
  (['phone', 'desktop'] as const).map((screen) => [store, screen] as const),
)) {
  test.describe(`${store.code} package on ${screen}`, () => {
    test.use({ viewport: viewports[screen] });

    test(`${store.code}: a ski package keeps its chosen parts from the cart to the order history (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const buyer = new Buyer(page, store);
      const t = buyer.t.bind(buyer);
      const email = `package-${store.code}-${screen}-${Date.now()}@example.com`;

      await buyer.openProduct(`${store.prefix}/p/${packageSku}/x`);
      const builder = page.getByRole('group', { name: t('product.bundleOptions') });
      const parts = builder.getByRole('group');
      await expect(parts).toHaveCount(3);
      const chosen: { title: string; name: string }[] = [];
      for (let i = 0; i < 3; i++) {
        const part = parts.nth(i);
        const title = (await part.locator('legend').first().innerText()).trim();
        const radios = part.getByRole('radio');
        // The last available choice of each part: not the default one.
        const count = await radios.count();
        let pick = count - 1;
        while (pick > 0 && (await radios.nth(pick).isDisabled())) pick--;
        await radios.nth(pick).check();
        const name = (await part.locator('label').nth(pick).innerText()).split(' – ')[0]!.trim();
        chosen.push({ title, name });
      }
      // Another configuration than the discounted default: no sale badge.
      await expect(page.locator('.np-product__info .np-badge--sale:visible')).toHaveCount(0);
      await buyer.shop.addToCart(1);

      const expectParts = async (text: string) => {
        for (const part of chosen) expect(text).toContain(`${part.title}: ${part.name}`);
      };
      const inMinicart = await buyer.minicartLines();
      await expectParts(inMinicart[0]!);
      const onPage = await buyer.cartPageLines();
      await expectParts(onPage[0]!);

      await buyer.personalDetails(email, { createAccount: 'Fjällräv-2026!' });
      await buyer.shippingWithServicePoint();
      await expectParts(await page.getByRole('region', { name: t('ui.checkout.review') }).innerText());

      // Invoice this time: the mail names the method actually used.
      await page.getByRole('button', { name: t('ui.checkout.pay') }).click();
      await page.waitForURL(/\/pay\//, { timeout: 30_000 });
      await page.getByRole('radio', { name: new RegExp(`^${t('pay.invoice')}`) }).check();
      await page.getByRole('button', { name: new RegExp(t('pay.submit', { amount: '' }).trim()) }).click();
      const confirmation = await buyer.confirmation();
      await expectParts(await confirmation.innerText());
      const number = await buyer.orderNumber(confirmation);

      await expect.poll(() => mailTo(email, number), { timeout: 30_000 }).toContain(t('pay.usedInvoice'));
      await expectParts(mailTo(email, number));

      const orders = await buyer.orderHistory();
      await expect(orders.getByText(t('ui.account.orderNumber', { number }))).toBeVisible({ timeout: 15_000 });
      await expectParts(await orders.innerText());
      expect(page.url()).toContain(routePath(store.code, 'account'));
    });
  });
}
