import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';

/** A content page as a shopper or an editor sees it (page object). */
export class ContentPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** Opens a path and returns the answer; YouTube is never contacted from tests. */
  async open(pathname: string): Promise<Response | null> {
    await this.page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
    return this.page.goto(pathname);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  breadcrumbs() {
    return this.page.getByRole('navigation', { name: /Brödsmulor|Brødsmuler|Murupolku/ });
  }

  toc() {
    return this.page.getByRole('navigation', { name: /Innehåll|Innhold|Sisällys/ });
  }

  previewBar() {
    return this.page.getByRole('complementary', { name: /Förhandsgranskning|Forhåndsvisning|Esikatselu/ });
  }

  /** Inline or external scripts other than JSON-LD data, by their source or text. */
  async executableScripts(): Promise<string[]> {
    return this.page
      .locator('script:not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src || (s.textContent ?? '').trim()));
  }

  /** Opens the editor preview through /api/preview and lands on `pathname`. */
  async startPreview(pathname: string): Promise<Response | null> {
    return this.page.goto(
      `/api/preview?secret=${encodeURIComponent(previewSecret())}&path=${encodeURIComponent(pathname)}`,
    );
  }

  async expectTitle(text: string | RegExp): Promise<void> {
    await expect(this.heading()).toContainText(text);
  }
}

/** The preview secret the e2e server generated into its data directory. */
export function previewSecret(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run through npm run test:e2e)');
  return readFileSync(path.join(dataDir, 'preview-secret'), 'utf8').trim();
}
