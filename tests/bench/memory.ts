/** `npm run bench:memory`: what it measures, how and its targets are in tests/bench/README.md. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { load, pssMb, shopPids, startShop, stopShop } from './shop.ts';

buildIfStale();
const own = !process.env.BENCH_DATA_DIR;
const dataDir = own ? mkdtempSync(path.join(tmpdir(), 'np-bench-memory-')) : path.resolve(process.env.BENCH_DATA_DIR!);
const concurrency = 4;
const maxPages = Number(process.env.BENCH_MAX_PAGES) || Infinity;

try {
  console.log(`before: ${load()}`);
  if (own) await stopShop(await startShop(dataDir)); // the first start creates and seeds the database
  const shop = await startShop(dataDir, { PAGE_CACHE_BYPASS: '1' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const pids = () => shopPids(shop.child.pid!);
  const report = (title: string) => {
    const all = pids();
    const node = pssMb([all[0]!]);
    const total = pssMb(all);
    console.log(
      `${title.padEnd(40)} ${total.toFixed(0).padStart(5)} MB PSS (node ${node.toFixed(0)} MB, postgres ${(total - node).toFixed(0)} MB in ${all.length - 1} processes)  (${load()})`,
    );
  };
  report('after start');

  const urls: string[] = [];
  let listed = 0;
  for (const sitemap of ['/sitemap.xml', '/no/sitemap.xml', '/fi/sitemap.xml']) {
    const xml = await (await fetch(`${shop.baseUrl}${sitemap}`)).text();
    const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(match[1]!.replace(/&amp;/g, '&'));
      return `${shop.baseUrl}${url.pathname}${url.search}`;
    });
    listed += found.length;
    // Every page by default; with BENCH_MAX_PAGES (a large catalogue: 35k pages × 3 would take most of an hour) at
    // most that many per sitemap, evenly spread over it (categories, popular and unpopular products alike).
    const step = Math.max(1, found.length / maxPages);
    for (let at = 0; at < found.length; at += step) urls.push(found[Math.floor(at)]!);
  }
  if (urls.length < listed)
    console.log(`requesting ${urls.length} of the ${listed} sitemap pages (BENCH_MAX_PAGES=${maxPages} per sitemap)`);
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, pssMb(pids()));
  }, 250);
  const started = performance.now();
  let failed = 0;
  for (let round = 0; round < 3; round++) {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < urls.length) {
          const url = urls[next++]!;
          try {
            const response = await fetch(url, { headers: { 'x-page-cache': 'bypass' } });
            await response.arrayBuffer();
            if (response.status >= 500) failed++;
          } catch (error) {
            failed++;
            if (shop.child.exitCode !== null) throw new Error(`The shop stopped:\n${shop.log().slice(-3000)}`);
            console.error(`${url}: ${String(error)}`);
          }
        }
      }),
    );
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  report(`after ${urls.length} sitemap pages × 3 uncached`);
  console.log(
    `${''.padEnd(40)} peak ${peak.toFixed(0)} MB PSS while requesting; ${((urls.length * 3) / seconds).toFixed(1)} pages/s, ${failed} answers ≥ 500 or failed`,
  );
  await stopShop(shop);
} finally {
  if (own) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
