import { expect, test } from '@playwright/test';
import { IslandShop, islandStores } from './shop.ts';

test('a shopper with a guest cart registers, finds it merged once, logs out (everything cleared) and back in', async ({ page }) => {
  const shop = new IslandShop(page, islandStores[0]!);
  const email = `merge-${Date.now()}@example.com`;
  await shop.openProduct('150001');
  await shop.addToCart(2, 2);

  await page.goto('/mitt-konto');
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await page.getByLabel('Förnamn').fill('Maja');
  await page.getByLabel('Efternamn').fill('Merge');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord').fill('Fjällräv-2026!');
  await page.getByRole('form', { name: 'Skapa konto' }).getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByText('Hej Maja!')).toBeVisible({ timeout: 15_000 });
  await expect(shop.badge).toHaveText('2');

  // A reload runs the session start and cart sync again: still 2, never doubled.
  await page.reload();
  await expect(page.getByText('Hej Maja!')).toBeVisible();
  await expect(shop.badge).toHaveText('2');

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByText('Du är utloggad')).toBeVisible();
  await expect(shop.badge).toBeHidden();

  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord').fill('Fjällräv-2026!');
  await page.getByRole('form', { name: 'Logga in' }).getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Hej Maja!')).toBeVisible();
  await expect(shop.badge).toHaveText('2');
});
