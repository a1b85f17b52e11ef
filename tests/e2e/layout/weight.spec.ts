import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { IslandShop, islandStores } from '../support/island-shop.ts';
import { islandsReady } from '../support/islands-ready.ts';

/** Gzip size of every script the page has loaded so far (bytes), by URL; `settled` waits for the scripts asked for. */
function trackScripts(page: Page): { sizes: Map<string, number>; settled: () => Promise<void> } {
  const sizes = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  let asked = 0;
  let done = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked++;
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') done++;
  });
  page.on('response', (response) => {
    const script = response.request().resourceType() === 'script';
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) {
      if (script) done++;
      return;
    }
    const measured = response
      .body()
      .then(
        (body) => {
          sizes.set(response.url(), gzipSync(body).length);
        },
        () => {
          // Redirects and aborted loads have no body.
        },
      )
      .finally(() => {
        if (script) done++;
        pending.delete(measured);
      });
    pending.add(measured);
  });
  const settled = async () => {
    await expect.poll(() => asked - done).toBe(0);
    await Promise.all([...pending]);
  };
  return { sizes, settled };
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

test('pages load little JS until the minicart opens', async ({ page }) => {
  const shop = new IslandShop(page, islandStores[0]!);
  const report: string[] = [];
  for (const [name, path] of [
    ['home', '/'],
    ['category', '/c/langdskidor'],
    ['product', '/p/150001/x'],
    ['bundle', '/p/150328/x'],
    ['grouped', '/p/150338/x'],
    ['search', '/sokresultat?s=valla'],
  ] as const) {
    const { sizes, settled } = trackScripts(page);
    await page.goto(path);
    await islandsReady(page);
    await settled();
    const before = total(sizes);
    await shop.openMinicart();
    await settled();
    report.push(`${name}: ${kb(before)} before, ${kb(total(sizes))} after opening the minicart`);
    for (const event of ['request', 'requestfailed', 'response'] as const) page.removeAllListeners(event);
    expect(before).toBeLessThan(30 * 1024);
  }
  console.log(report.join('\n'));
});
