import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { IslandShop, islandStores } from './shop.ts';

/** Gzip size of every script the page has loaded so far (bytes), by URL. */
function trackScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      sizes.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // Redirects and aborted loads have no body.
    }
  });
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

test('pages load little JS until the minicart opens', async ({ page }) => {
  const shop = new IslandShop(page, islandStores[0]!);
  const report: string[] = [];
  for (const [name, path] of [['home', '/'], ['category', '/c/langdskidor'], ['product', '/p/150001/x'], ['bundle', '/p/150328/x'], ['grouped', '/p/150338/x'], ['search', '/sokresultat?s=valla']] as const) {
    const sizes = trackScripts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const before = total(sizes);
    await shop.openMinicart();
    await page.waitForLoadState('networkidle');
    report.push(`${name}: ${kb(before)} before, ${kb(total(sizes))} after opening the minicart`);
    page.removeAllListeners('response');
    expect(before).toBeLessThan(30 * 1024);
  }
  console.log(report.join('\n'));
});
