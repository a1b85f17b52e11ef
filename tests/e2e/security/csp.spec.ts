import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from '../support/islands-ready.ts';

/** Records every Content-Security-Policy violation of the page (the browser's event and its console report). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy/i.test(text)) violations.push(text);
  });
  return violations;
}

async function visit(page: Page, path: string): Promise<void> {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBeLessThan(400);
  expect(answer?.headers()['content-security-policy'], path).toMatch(/script-src 'self'/);
  // Islands hydrate after load (when idle, when visible): scrolled down, they get the chance to run into the policy.
  await page.mouse.wheel(0, 4000);
  await islandsReady(page);
}

test("the shop's own pages run under their Content-Security-Policy without a violation", async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  await visit(page, '/');
  const category = await page.locator('a[href^="/c/"]').first().getAttribute('href');
  await visit(page, category!);
  const product = await page.locator('a[href^="/p/"]').first().getAttribute('href');
  await visit(page, product!);
  // The product page's add-to-cart island puts something in the cart for the cart and checkout pages.
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).first().click();
  await visit(page, '/sokresultat?s=skidor');
  await visit(page, '/varukorg');
  await visit(page, '/checkout');
  await visit(page, '/magasin');
  // An article with a film: the player is loaded only on click, from YouTube's privacy domain in a frame.
  await visit(page, '/magasin/langdakning/klassisk-teknik');
  const play = page.locator('figure[data-film] a').first();
  if (await play.count()) {
    await play.click();
    await expect(page.locator('figure[data-film] iframe')).toHaveAttribute('src', /youtube-nocookie\.com/);
  }
  expect(violations).toEqual([]);
});
