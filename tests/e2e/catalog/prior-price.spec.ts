import { expect, test } from '@playwright/test';
import pg from 'pg';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { formatPrice } from '../../../src/lib/store-view/format.ts';
import { FREE_PRODUCTS_SQL, SALE_SQL } from '../../support/price-history.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';
import { serverDatabaseUrl } from '../support/server-db.ts';

/** Runs statements on the test shop's database, as staff would. */
async function onShopDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: 'serial' });

for (const [index, store] of islandStores.entries()) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);
  const price = (amount: number) => formatPrice(amount, store.code);

  test(`${store.code}: a sale after a raise is shown against the 30-day low on the card, the page and the lists`, async ({
    page,
  }) => {
    // Two products per store of their own: 599 for 40 days, 799 for the last 5, then on sale at 559 (a reduction
    // against 599) or at 699 (above 599: no reduction).
    const [reduced, raised] = await onShopDatabase(async (client) => {
      const skus = (await client.query<{ sku: string }>(`${FREE_PRODUCTS_SQL} OFFSET ${10 + index * 2} LIMIT 2`)).rows;
      const [a, b] = skus.map((row) => row.sku) as [string, string];
      if (!a || !b) throw new Error(`no free products: ${JSON.stringify(skus)}`);
      for (const [sku, special] of [
        [a, 559],
        [b, 699],
      ] as const)
        for (const statement of SALE_SQL) await client.query(statement.sql, statement.params(sku, special));
      return [a, b];
    });
    const shop = new IslandShop(page, store);
    const prior = `${t('price.prior')} ${price(599)}`;

    await page.goto(routePath(store.code, 'search', { s: reduced }));
    const card = page.locator('article.np-card').first();
    await expect(card.locator('.np-price__final')).toHaveText(price(559));
    await expect(card.getByText(t('price.discount', { percent: 7 }), { exact: true })).toBeVisible();
    await expect(card.getByText(prior, { exact: true })).toBeVisible();
    await expect(card.getByText(t('badge.sale'), { exact: true })).toBeVisible();
    await expect(card.getByText(price(799))).toHaveCount(0);

    await shop.openProduct(reduced);
    const info = page.locator('.np-product__info');
    const element = info.locator('.np-price');
    await expect(element.locator('.np-price__final')).toHaveText(price(559));
    await expect(element.getByText(t('price.discount', { percent: 7 }), { exact: true })).toBeVisible();
    // What a screen reader reads: the price now, the percentage, and what the struck price is.
    await expect(element).toHaveText(`${t('price.now')}${price(559)}${t('price.discount', { percent: 7 })}${prior}`);
    await expect(element.locator('s')).toHaveText(price(599));
    await expectNoAxeViolations(page);

    // Saved to the wishlist and the compare list, it shows there as on the card (the price of today, not of the day
    // it was saved).
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    for (const list of ['nav.wishlist', 'nav.compare'] as const) {
      await page.getByRole('button', { name: t(list), exact: true }).click();
      await expect(page.getByRole('button', { name: t(list), exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto(routePath(store.code, 'wishlist'));
    const saved = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(saved.getByText(prior, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(saved.getByText(t('price.discount', { percent: 7 }), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(routePath(store.code, 'compare'));
    const table = page.getByRole('table', { name: t('ui.compare.title') });
    await expect(table.getByText(prior, { exact: true })).toBeVisible({ timeout: 15_000 });

    await shop.openProduct(raised);
    await expect(info.locator('.np-price')).toHaveText(price(699));
    await expect(info.getByText(t('price.prior'))).toHaveCount(0);
    await expect(info.locator('.np-badge--sale:visible')).toHaveCount(0);
  });
}
