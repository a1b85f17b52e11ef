import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { Buyer } from '../support/buyer.ts';
import { islandStores } from '../support/island-shop.ts';

/**
 * One postcode rule for checkout and the account (forms/rules.ts isPostcode): a postcode not of the store's country
 * is named on its field in the store's language at the address step, before any call (never the later "Your order has
 * been canceled" of the order call), and the profile form refuses the same postcode the same way.
 */
const wrong = { sv: '1234', no: '12345', fi: '1234' } as const;

for (const store of islandStores) {
  test(`${store.code}: a postcode not of the country is named on its field in checkout and in the profile, and nothing is saved`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const buyer = new Buyer(page, store);
    const t = buyer.t.bind(buyer);
    const a = buyer.address;

    // Checkout: the address step stays, the postcode field says what is wrong.
    await buyer.shop.openProduct('150001');
    await buyer.shop.addToCart(1);
    await buyer.personalDetails(`postcode-${store.code}-${Date.now()}@example.com`);
    const postcode = page.getByLabel(t('ui.checkout.postcode'));
    await page.getByLabel(t('ui.checkout.street')).fill(a.street);
    await postcode.fill(wrong[store.code]);
    await page.getByLabel(t('ui.checkout.city'), { exact: true }).fill(a.city);
    await page.getByLabel(t('ui.checkout.phone')).fill(a.phone);
    await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
    await expect(postcode).toHaveAccessibleDescription(t('error.invalidPostcode'));
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('group', { name: t('ui.checkout.method') })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await postcode.fill(a.postcode);
    await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
    await expect(page.getByRole('group', { name: t('ui.checkout.method') })).toBeVisible({ timeout: 30_000 });

    // The profile: the same postcode is refused on its field, the saved address keeps the good one.
    await buyer.register(`profile-${store.code}-${Date.now()}@example.com`, 'Fjällräv-2026!');
    const profile = page.getByRole('form', { name: t('ui.account.profile') });
    const profilePostcode = profile.getByLabel(t('ui.checkout.postcode'));
    await profile.getByLabel(t('ui.checkout.street')).fill(a.street);
    await profilePostcode.fill(wrong[store.code]);
    await profile.getByLabel(t('ui.checkout.city'), { exact: true }).fill(a.city);
    await profile.getByRole('button', { name: t('ui.account.save') }).click();
    await expect(profilePostcode).toHaveAccessibleDescription(t('error.invalidPostcode'));
    await expectNoAxeViolations(page);
    await profilePostcode.fill(a.postcode);
    await profile.getByRole('button', { name: t('ui.account.save') }).click();
    await expect(page.getByText(t('error.accountUpdated'))).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(
      page.getByRole('form', { name: t('ui.account.profile') }).getByLabel(t('ui.checkout.postcode')),
    ).toHaveValue(a.postcode, { timeout: 15_000 });
  });
}
