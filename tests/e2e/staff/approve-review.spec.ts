import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BackOffice, newStaff, serverQuery } from '../support/back-office.ts';
import { shopperPage } from './shopper.ts';

/*
 * A shopper's review, approved by support in the back office's review queue, is on the product page at once, while
 * the shop runs on its embedded database (the page the shopper saw before is not served from the cache).
 */
const products: Record<string, string> = { tablet: '150024', desktop: '150025' };
const t = (key: MessageKey, params?: Record<string, string | number>) => translate('sv', key, params);

test('a review approved in the back office shows on the product page', async ({ page, browser }) => {
  const [support, shopper] = await Promise.all([newStaff('support'), shopperPage(browser)]);
  const nickname = `Granskad ${test.info().project.name} ${Date.now()}`;
  const title = `Varm och lätt ${Date.now()}`;

  await shopper.goto(`/p/${products[test.info().project.name]}/x`);
  const reviews = shopper.getByRole('region', { name: t('product.reviews') });
  await expect(reviews).not.toContainText(title);
  await shopper.locator('[data-island-slot="review-form"]').scrollIntoViewIfNeeded();
  const form = shopper.getByRole('form', { name: t('ui.review.title') });
  await form.getByLabel(t('ui.review.nickname')).fill(nickname);
  await form.getByLabel(t('ui.review.summary')).fill(title);
  await form.getByLabel(t('ui.review.detail'), { exact: true }).fill('Höll värmen hela turen.');
  await form.getByRole('button', { name: t('ui.review.submit') }).click();
  await expect(shopper.getByRole('status').filter({ hasText: t('ui.review.moderation') })).toBeVisible();
  const [review] = await serverQuery<{ id: number; status: string }>(
    'SELECT id, status FROM reviews WHERE nickname = $1',
    [nickname],
  );
  expect(review?.status).toBe('pending');

  const office = new BackOffice(page);
  await office.signIn(support);
  await office.open('staff.nav.reviews');
  await office.ready();
  await page.getByRole('checkbox', { name: office.t('staff.reviews.select', { id: review!.id }) }).check();
  await page.getByRole('button', { name: office.t('staff.reviews.approve') }).click();
  await office.expectDone(office.t('staff.reviews.done', { count: 1 }));
  await expectNoAxeViolations(page);

  await shopper.reload();
  await expect(reviews).toContainText(title);
  await expect(reviews).toContainText(nickname);
  await shopper.context().close();
});
