/** The shopper's side of a back office journey: a browser of their own, the size of the staff member's screen. */
import { test, type Browser, type Page } from '@playwright/test';

/** A page in a new browser context (no staff cookie) with the project's viewport. */
export async function shopperPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: test.info().project.use.viewport ?? null,
  });
  return context.newPage();
}
