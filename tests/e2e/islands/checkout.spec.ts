import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { IslandShop, islandStores } from './shop.ts';

test('a guest buys a configurable product with a coupon and a service point and sees the confirmation', async ({ page }) => {
  const shop = new IslandShop(page, islandStores[0]!);
  await shop.openProduct('150001');
  await shop.addToCart(1);

  await page.goto('/checkout');
  await page.getByLabel('Förnamn').fill('Greta');
  await page.getByLabel('Efternamn').fill('Gustafsson');
  await page.getByLabel('E-postadress').fill('greta@example.com');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Fortsätt' }).click();

  await page.getByLabel('Gatuadress').fill('Storgatan 1');
  await page.getByLabel('Postnummer').fill('90325');
  await page.getByLabel('Ort').fill('Umeå');
  await page.getByLabel('Telefon').fill('0701234567');
  await page.getByRole('button', { name: 'Fortsätt' }).click();

  await page.getByRole('radio', { name: /PostNord – Hämta hos ombud/ }).check();
  await page.getByRole('button', { name: 'Sök utlämningsställen' }).click();
  const choose = page.getByRole('button', { name: /^Välj / }).first();
  await expect(choose).toBeVisible();
  await expect(page.getByText(/km bort/).first()).toBeVisible();
  await choose.click();
  await expect(page.getByText(/Valt utlämningsställe/)).toBeVisible();
  await page.getByRole('button', { name: 'Fortsätt' }).click();

  await expect(page.getByRole('heading', { name: 'Granska din order' })).toBeVisible();
  await page.getByLabel('Rabattkod').fill('VINTER10');
  await page.getByRole('button', { name: 'Använd rabattkoden' }).click();
  await expect(page.getByText('Rabattkod: VINTER10')).toBeVisible();
  await expect(page.getByText('Rabatt', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Gå till betalning' }).click();
  await page.waitForURL(/\/pay\//);
  await page.getByRole('radio', { name: /Faktura/ }).check();
  await page.getByRole('button', { name: /Betala/ }).click();
  await page.getByRole('link', { name: 'Tillbaka till kassan' }).click();

  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Ordernummer: \S+/)).toBeVisible();
  await expect(page.getByText('En orderbekräftelse skickas till greta@example.com inom 20 minuter.')).toBeVisible();
  await expect(shop.badge).toBeHidden();

  // The confirmation mail is in the outbox of the test server.
  const outbox = path.join(process.env['E2E_DATA_DIR'] ?? 'data', 'outbox');
  await expect.poll(() => {
    try {
      return readdirSync(outbox).some((file) => readFileSync(path.join(outbox, file), 'utf8').includes('greta@example.com'));
    } catch {
      return false;
    }
  }, { timeout: 15_000 }).toBe(true);
});
