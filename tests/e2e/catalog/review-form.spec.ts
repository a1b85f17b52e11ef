import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { reviewsBy } from '../support/server-db.ts';
import { islandStores } from '../support/island-shop.ts';

/** The product each store writes its review on (none of the other specs reviews it). */
const reviewed: Record<string, string> = { sv: '150021', no: '150022', fi: '150023' };

for (const store of islandStores) {
  const t = (key: MessageKey) => translate(store.code, key);

  test(`${store.code}: a review is refused incomplete in the shopper's language, then sent for moderation and kept pending`, async ({
    page,
  }) => {
    await page.goto(`${store.prefix}/p/${reviewed[store.code]}/x`);
    const id = Number(await page.locator('[data-island-slot="review-form"]').getAttribute('data-product-id'));
    // The form loads when it scrolls into view.
    await page.locator('[data-island-slot="review-form"]').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: t('ui.review.title') });
    await expect(form).toBeVisible({ timeout: 15_000 });

    await form.getByRole('button', { name: t('ui.review.submit') }).click();
    await expect(form.getByRole('alert')).toHaveText(t('form.fixErrors'));
    await expect(form.getByText(t('form.required')).first()).toBeVisible();

    const nickname = `Recensent ${store.code} ${Date.now()}`;
    await form.getByLabel(t('ui.review.nickname')).fill(nickname);
    await form.getByLabel(t('ui.review.summary')).fill('Bra grepp');
    await form.getByLabel(t('ui.review.detail'), { exact: true }).fill('Höll hela vintern.');
    const sent = page.waitForResponse((r) => r.url().includes('/api/review/create') && r.request().method() === 'POST');
    await form.getByRole('button', { name: t('ui.review.submit') }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: t('ui.review.moderation') })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await reviewsBy(nickname)).toEqual([
      { product_id: id, status: 'pending', store_code: store.code, title: 'Bra grepp' },
    ]);
  });
}
