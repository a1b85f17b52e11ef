import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's islands have started, by what they do, never by a quiet network. See tests/e2e/README.md,
 * "Waiting for islands".
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
