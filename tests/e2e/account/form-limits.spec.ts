import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { reviewsBy } from '../support/server-db.ts';
import { islandStores } from '../support/island-shop.ts';

/**
 * A text over its field's bound is refused in the shopper's language ('Maximum {max} characters allowed' of the API,
 * translated like 'Maximum 3 characters allowed'), never in English, and nothing is stored.
 */
for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: an over-long review title is refused in the shopper's language and not stored`, async ({
    page,
  }) => {
    await page.goto(`${store.prefix}/p/150024/x`);
    await page.locator('[data-island-slot="review-form"]').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: t('ui.review.title') });
    await expect(form).toBeVisible({ timeout: 15_000 });
    const nickname = `Lång rubrik ${store.code} ${Date.now()}`;
    await form.getByLabel(t('ui.review.nickname')).fill(nickname);
    await form.getByLabel(t('ui.review.summary')).fill('Bra '.repeat(60));
    await form.getByLabel(t('ui.review.detail'), { exact: true }).fill('Höll hela vintern.');
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/review/create') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: t('ui.review.submit') }).click();
    expect((await answered).status()).toBe(400);
    await expect(form.getByRole('alert')).toHaveText(t('error.maxChars', { max: 200 }));
    await expectNoAxeViolations(page);
    expect(await reviewsBy(nickname)).toEqual([]);
  });
}
