import { defineConfig } from '@playwright/test';

/**
 * Feature journeys run on a phone and a desktop, back office journeys on a tablet and a desktop, the rest once. See
 * README.md, "Projects and screens".
 */
const journeys = [
  'lists/lists.spec.ts',
  'catalog/product-extras.spec.ts',
  'catalog/club-prices.spec.ts',
  'cart/stock-limits.spec.ts',
  'contact/newsletter.spec.ts',
  'cart/cart-edit.spec.ts',
  'layout/panels.spec.ts',
  'content/brand-campaigns.spec.ts',
  'contact/support.spec.ts',
].map((file) => `**/${file}`);
const backOffice = ['**/staff/*.spec.ts'];

/** Playwright against the built server that scripts/e2e.ts starts; Debian's Chromium, never a downloaded one. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '../.tmp/playwright.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: [...journeys, ...backOffice] },
    { name: 'phone', testMatch: journeys, use: { viewport: { width: 390, height: 844 } } },
    { name: 'tablet', testMatch: backOffice, use: { viewport: { width: 768, height: 1024 } } },
    { name: 'desktop', testMatch: [...journeys, ...backOffice], use: { viewport: { width: 1366, height: 900 } } },
  ],
});
