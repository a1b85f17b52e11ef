import { expect, type Page } from '@playwright/test';

/**
 * Waits until the islands of the open page have started, by what they do, never by a quiet network: the header's
 * cart link, a product form and a listing are enhanced, and a footer newsletter scrolled near has its form (it loads
 * when it comes into view). Then one idle period passes, so work the islands put off until idle has begun.
 */
export async function islandsReady(page: Page): Promise<void> {
  for (const selector of [
    'a[data-island-slot="minicart"]',
    'form[data-island-slot="add-to-cart"]',
    '[data-island-slot="listing"]',
  ]) {
    const element = page.locator(selector).first();
    if (await element.count()) await expect(element).toHaveAttribute('data-enhanced', 'true', { timeout: 15_000 });
  }
  const newsletter = page.locator('[data-island-slot="newsletter"]');
  if (
    (await newsletter.count()) &&
    (await newsletter.evaluate((el) => el.getBoundingClientRect().top < innerHeight + 200))
  ) {
    await expect(newsletter.locator('form')).toBeAttached({ timeout: 15_000 });
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })));
}
