import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop, islandStores } from './shop.ts';

/** Per store: the shopper, an address in the store's country and the service-point method to pick. */
const journeys = [
  { store: islandStores[0]!, first: 'Greta', last: 'Gustafsson', street: 'Storgatan 1', postcode: '90325', city: 'Umeå', phone: '0701234567', method: /PostNord – Hämta hos ombud/ },
  { store: islandStores[1]!, first: 'Kari', last: 'Nordmann', street: 'Storgata 1', postcode: '0150', city: 'Oslo', phone: '41234567', method: /PostNord – Hent på hentested/ },
  { store: islandStores[2]!, first: 'Aino', last: 'Virtanen', street: 'Kauppakatu 1', postcode: '00100', city: 'Helsinki', phone: '0401234567', method: /Posti – Nouto noutopisteestä/ },
];

for (const journey of journeys) {
  const code = journey.store.code;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(code, key, params);

  test(`${code}: a guest buys a configurable product with a coupon and a service point and sees the confirmation`, async ({ page }) => {
    const email = `${journey.first.toLowerCase()}-${Date.now()}@example.com`;
    const shop = new IslandShop(page, journey.store);
    await shop.openProduct('150001');
    await shop.addToCart(1);

    await page.goto(`${journey.store.prefix}/checkout`);
    await page.getByLabel(t('ui.account.firstname')).fill(journey.first);
    await page.getByLabel(t('ui.account.lastname')).fill(journey.last);
    await page.getByLabel(t('ui.account.email')).fill(email);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('ui.checkout.continue') }).click();

    await page.getByLabel(t('ui.checkout.street')).fill(journey.street);
    await page.getByLabel(t('ui.checkout.postcode')).fill(journey.postcode);
    await page.getByLabel(t('ui.checkout.city'), { exact: true }).fill(journey.city);
    await page.getByLabel(t('ui.checkout.phone')).fill(journey.phone);
    await page.getByRole('button', { name: t('ui.checkout.continue') }).click();

    await page.getByRole('radio', { name: journey.method }).check();
    await page.getByRole('button', { name: t('ui.checkout.findServicePoints') }).click();
    const choose = page.getByRole('button', { name: new RegExp(`^${t('ui.checkout.choose', { name: '' })}`) }).first();
    await expect(choose).toBeVisible();
    await expect(page.getByText(new RegExp(t('ui.checkout.distance', { km: '[\\d.,]+' }))).first()).toBeVisible();
    await choose.click();
    await expect(page.getByText(t('ui.checkout.chosen', { name: '' }).trim())).toBeVisible();
    await page.getByRole('button', { name: t('ui.checkout.continue') }).click();

    await expect(page.getByRole('heading', { name: t('ui.checkout.review') })).toBeVisible();
    await page.getByLabel(t('ui.cart.coupon'), { exact: true }).fill('VINTER10');
    await page.getByRole('button', { name: t('ui.cart.applyCoupon') }).click();
    await expect(page.getByText(t('ui.cart.couponActive', { code: 'VINTER10' }))).toBeVisible();
    await expect(page.getByText(t('ui.cart.discount'), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t('ui.checkout.pay') }).click();
    await page.waitForURL(/\/pay\//);
    await page.getByRole('radio', { name: new RegExp(t('pay.invoice').split(' ')[0]!) }).check();
    await page.getByRole('button', { name: new RegExp(t('pay.submit', { amount: '' }).trim()) }).click();
    await page.getByRole('link', { name: t('pay.back') }).click();

    await expect(page.getByRole('heading', { name: t('ui.checkout.thanks') })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(new RegExp(`${t('ui.checkout.orderNumber', { number: '' })}\\S+`))).toBeVisible();
    await expect(page.getByText(t('ui.checkout.emailSent', { email }))).toBeVisible();
    await expect(shop.badge).toBeHidden();

    // The confirmation mail is in the outbox of the test server.
    const outbox = path.join(process.env['E2E_DATA_DIR'] ?? 'data', 'outbox');
    await expect.poll(() => {
      try {
        return readdirSync(outbox).some((file) => readFileSync(path.join(outbox, file), 'utf8').includes(email));
      } catch {
        return false;
      }
    }, { timeout: 15_000 }).toBe(true);
  });
}
