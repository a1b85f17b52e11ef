import { expect, test, type APIRequestContext } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { PART_PAYMENT_MONTHS, testPaymentProvider } from '../../../src/lib/server/payment/test-provider.ts';
import { formatPrice } from '../../../src/lib/store-view/format.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { setCustomerGroup } from '../support/server-db.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';
import { runTag } from '../support/screens.ts';

/** The Club group of the seeded catalogue (tier prices of some products). */
const CLUB = 2;
/** A product with Club prices (2 299 kr for guests, less for Club members in every store). */
const SKU = '150005';

/** The catalogue's price of a product for a token (the customer's group) or for guests. */
async function priced(
  request: APIRequestContext,
  code: string,
  token?: string,
): Promise<{ name: string; price: number; tiers: { qty: number; value: number }[] }> {
  const answer = await request.post(
    `/api/catalog/${code}/product/_search${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    {
      data: {
        query: { filters: { sku: SKU } },
        size: 1,
        _sourceInclude: ['name', 'final_price_incl_tax', 'tier_prices'],
      },
    },
  );
  const item = (await answer.json()).result.items[0] as {
    name: string;
    final_price_incl_tax: number;
    tier_prices: { qty: number; value: number }[];
  };
  return { name: item.name, price: item.final_price_incl_tax, tiers: item.tier_prices };
}

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: a Club customer sees Club prices on the product page and the cards, and the cart charges them`, async ({
    page,
    request,
  }) => {
    test.slow();
    const shop = new IslandShop(page, store);
    const email = `club-${runTag(store.code)}@example.com`;
    const password = 'Fjällräv-2026!';
    const created = await request.post('/api/user/create', {
      data: { customer: { email, firstname: 'Klara', lastname: 'Club' }, password },
    });
    expect(created.status(), await created.text()).toBe(200);
    await setCustomerGroup(email, CLUB);

    await page.goto(routePath(store.code, 'account'));
    const login = page.getByRole('form', { name: t('ui.account.login') });
    await login.getByLabel(t('ui.account.email')).fill(email);
    await login.getByLabel(t('ui.account.password')).fill(password);
    await login.getByRole('button', { name: t('ui.account.login') }).click();
    await expect(page.getByText(t('ui.account.greeting', { name: 'Klara' }))).toBeVisible({ timeout: 15_000 });
    const token = await page.evaluate(() => localStorage.getItem('np-user-token') ?? '');
    const guest = await priced(request, store.code);
    const club = await priced(request, store.code, token);
    expect(club.price).toBeLessThan(guest.price);

    // The product page: the Club price beside the price for everyone, the Club tiers.
    await shop.openProduct(SKU);
    const info = page.locator('.np-product__info');
    const price = info.locator('.np-price');
    await expect(price.getByText(t('price.group'))).toBeVisible({ timeout: 15_000 });
    await expect(price.getByText(formatPrice(club.price, store.code), { exact: true })).toBeVisible();
    await expect(price.getByText(formatPrice(guest.price, store.code), { exact: true })).toBeVisible();
    const tier = club.tiers.find((x) => x.qty > 1)!;
    await expect(
      info.getByText(t('price.groupTier', { qty: tier.qty, price: formatPrice(tier.value, store.code) })),
    ).toBeVisible();
    // The part-payment line follows the Club price (the payment provider's monthly rule).
    const monthly = testPaymentProvider.monthlyAmount(Math.round(club.price * 100), PART_PAYMENT_MONTHS) / 100;
    await expect(
      info.getByText(t('ui.instalment.monthly', { amount: formatPrice(monthly, store.code) })),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The cart line costs what the page said.
    const size = page
      .locator('form[data-island-slot="add-to-cart"] fieldset[data-axis]')
      .last()
      .getByRole('button')
      .first();
    await size.click();
    await expect(price.getByText(formatPrice(club.price, store.code), { exact: true })).toBeVisible();
    await shop.addToCart(1);
    const dialog = await shop.openMinicart();
    await expect(dialog.getByText(formatPrice(club.price, store.code)).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // A listing: the product's card shows the Club price too.
    await page.goto(`${routePath(store.code, 'search')}?s=${encodeURIComponent(club.name)}`);
    const card = page
      .locator('article.np-card')
      .filter({ has: page.getByRole('heading', { name: club.name, exact: true }) });
    await expect(card.getByText(t('price.group'))).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(formatPrice(guest.price, store.code), { exact: true })).toBeVisible();
  });
}
