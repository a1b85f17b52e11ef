/** `npm run bench:crawl`: what it measures, how and its targets are in tests/bench/README.md. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import {
  closeConnections,
  cpuMeter,
  cpuMs,
  openLoop,
  percentile,
  report,
  rssPeaks,
  seededRandom,
  send,
  type Job,
  type Result,
} from './open-loop.ts';
import { load, shopPids, startShop, stopShop } from './shop.ts';

const root = path.resolve(import.meta.dirname, '../..');
const seconds = Math.max(5, Number(process.env.BENCH_SECONDS ?? 60));
const shopperRate = Math.max(1, Number(process.env.BENCH_RATE ?? 30));
const crawlers = Math.max(1, Number(process.env.BENCH_CRAWLERS ?? 8));
const demo = process.env.BENCH_DATA_DIR === 'demo';
const dataDir = demo
  ? mkdtempSync(path.join(tmpdir(), 'np-bench-crawl-'))
  : path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'data', 'bench-100k'));
const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; PrisBot/2.1; +https://prisbot.example/bot)' };
const CRAWLER_ADDRESS = '198.18.200.1';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Bytes of the files below a folder. */
function folderBytes(folder: string): number {
  if (!existsSync(folder)) return 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  return bytes;
}

/** ms of CPU per request of `paths` asked one after the other with the output cache bypassed. */
async function renderCpu(base: string, pid: number, paths: string[]): Promise<number> {
  const before = cpuMs(pid);
  for (const page of paths) await send(base, 'GET', page, undefined, 60_000, { 'x-page-cache': 'bypass' });
  return (cpuMs(pid) - before) / paths.length;
}

/**
 * The crawler (`crawl.ts --crawler <base> <product list> <at a time> <results file>`): asks for every product page
 * and the feed image of each page it gets, as fast as it is answered, until its stdin says stop; writes its results.
 */
async function crawlerProcess(base: string, listFile: string, atOnce: number, out: string): Promise<void> {
  const products = JSON.parse(readFileSync(listFile, 'utf8')) as string[];
  const results: Result[] = [];
  let next = 0;
  let stop = false;
  process.stdin.on('data', () => (stop = true));
  const headers = { ...CRAWLER, 'x-forwarded-for': CRAWLER_ADDRESS };
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (!stop) {
        const page = products[next++ % products.length]!;
        try {
          const answer = await send(base, 'GET', page, undefined, 30_000, headers);
          results.push({ kind: 'crawl-page', status: answer.status, ms: answer.ms, cache: answer.cache });
          const image = /"image":"https?:\/\/[^/"]+(\/i\/[^"]+)"/.exec(answer.body)?.[1];
          if (answer.status !== 200 || !image) continue;
          const picture = await send(base, 'GET', image, undefined, 30_000, headers);
          results.push({ kind: 'crawl-image', status: picture.status, ms: picture.ms, cache: null });
        } catch (error) {
          results.push({ kind: 'crawl-page', status: 0, ms: 0, cache: null, error: String(error) });
        }
      }
    }),
  );
  closeConnections();
  writeFileSync(out, JSON.stringify(results));
  process.exit(0);
}

if (process.argv[2] === '--crawler')
  await crawlerProcess(process.argv[3]!, process.argv[4]!, Number(process.argv[5] ?? 8), process.argv[6]!);

buildIfStale();
console.log(`before: ${load()}`);
if (!demo && !existsSync(path.join(dataDir, 'pg'))) {
  console.log(`Seeding 100,000 products into ${dataDir} (once)…`);
  const seeded = spawnSync(process.execPath, [path.join(root, 'scripts', 'seed.ts'), '--products', '100000'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
if (demo) await stopShop(await startShop(dataDir)); // the first start seeds the demo catalogue
const shop = await startShop(dataDir, { PAGE_CACHE_BYPASS: '1', LOG_LEVEL: 'warn' });
const pid = shop.child.pid!;
const base = shop.baseUrl;
try {
  const products: string[] = [];
  for (const sitemap of ['/sitemap.xml', '/no/sitemap.xml', '/fi/sitemap.xml']) {
    const xml = (await send(base, 'GET', sitemap, undefined, 300_000)).body;
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const pathname = new URL(loc!.replace(/&amp;/g, '&')).pathname;
      if (/^\/(?:no\/|fi\/)?p\//.test(pathname)) products.push(pathname);
    }
  }
  console.log(`${products.length} product pages in the sitemaps; ${load()}`);

  // 1. Render CPU.
  const one = products[0]!;
  for (let i = 0; i < 20; i++) await send(base, 'GET', one, undefined, 60_000, { 'x-page-cache': 'bypass' });
  const warm = await renderCpu(
    base,
    pid,
    Array.from({ length: 300 }, () => one),
  );
  const step = Math.max(1, Math.floor(products.length / 300));
  const cold = await renderCpu(
    base,
    pid,
    Array.from({ length: 300 }, (_, i) => products[(i * step + 1) % products.length]!),
  );
  console.log(
    `\n1. uncached product page: ${warm.toFixed(2)} ms CPU per render (one page, its data cached), ${cold.toFixed(2)} ms (300 pages nobody asked for yet); ${load()}`,
  );

  // The shoppers' pages: home pages and what they link to, and a few hundred products; all visited once.
  const pages = new Set<string>(['/', '/no/', '/fi/']);
  for (const home of ['/', '/no/', '/fi/']) {
    const html = (await send(base, 'GET', home, undefined, 120_000)).body;
    for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g))
      if (/^\/(?:no\/|fi\/)?(?:c|magasin|magazine|sida|page)\//.test(href!)) pages.add(href!);
  }
  for (let i = 0; i < 300; i++) pages.add(products[(i * 7919) % products.length]!);
  const random = seededRandom();
  const working = [...pages].sort(() => random() - 0.5);
  for (const page of working) await send(base, 'GET', page, undefined, 120_000);
  const weights = working.map((_, n) => 1 / (n + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let shopperCount = 0;
  const shopper = (): Job => {
    let r = random() * total;
    let page = working[0]!;
    for (let n = 0; n < working.length; n++)
      if ((r -= weights[n]!) <= 0) {
        page = working[n]!;
        break;
      }
    shopperCount += 1;
    const address = `198.19.${(shopperCount >> 8) & 255}.${shopperCount & 255 || 1}`;
    return { kind: 'page', method: 'GET', path: page, headers: { 'user-agent': BROWSER, 'x-forwarded-for': address } };
  };

  // 2. Shoppers alone.
  const alone: Result[] = [];
  const aloneCpu = cpuMeter(() => [['shop', shopPids(pid)]]);
  const aloneElapsed = await openLoop(base, shopperRate, seconds, shopper, alone);
  report(`2. shoppers alone: ${shopperRate} page views/s for ${seconds} s`, alone, aloneElapsed);
  aloneCpu(alone.length, aloneElapsed);

  // 3. The storm: the crawler runs in a process of its own, so its requests do not slow the shoppers' client.
  const imagesBefore = folderBytes(path.join(dataDir, 'images'));
  const list = path.join(dataDir, 'crawl-products.json');
  writeFileSync(list, JSON.stringify(products));
  const crawlerResults = path.join(dataDir, 'crawl-results.json');
  const crawler = spawn(
    process.execPath,
    [import.meta.filename, '--crawler', base, list, String(crawlers), crawlerResults],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const crawlerDone = new Promise((resolve) => crawler.once('exit', resolve));
  const storm: Result[] = [];
  const peaks = rssPeaks(() => [pid]);
  const stormCpu = cpuMeter(() => [['shop', shopPids(pid)]]);
  const stormElapsed = await openLoop(base, shopperRate, seconds, shopper, storm);
  crawler.stdin.end('stop\n');
  await crawlerDone;
  peaks.stop();
  const crawled = JSON.parse(readFileSync(crawlerResults, 'utf8')) as Result[];
  rmSync(list, { force: true });
  rmSync(crawlerResults, { force: true });
  const shoppers = report(`3. shoppers beside the crawler (${crawlers} at a time)`, storm, stormElapsed);
  stormCpu(storm.length + crawled.length, stormElapsed);
  for (const kind of ['crawl-page', 'crawl-image']) {
    const mine = crawled.filter((r) => r.kind === kind);
    const served = mine.filter((r) => r.status === 200);
    const refused = mine.filter((r) => r.status === 503 || r.status === 429);
    const failed = mine.filter((r) => r.status === 0 || (r.status >= 500 && r.status !== 503));
    console.log(
      `  ${kind.padEnd(12)} ${(served.length / stormElapsed).toFixed(1).padStart(6)} served/s (${served.length}, ${served.filter((r) => r.cache === 'HIT').length} from the cache), p95 ${percentile(
        served.map((r) => r.ms),
        95,
      ).toFixed(1)} ms; refused ${refused.length} (503/429 with Retry-After), errors ${failed.length}`,
    );
  }
  const imageBytes = folderBytes(path.join(dataDir, 'images'));
  console.log(
    `\nsummary: render CPU ${warm.toFixed(2)} / ${cold.toFixed(2)} ms (cached data / cold); shoppers p95 ${shoppers.p95.page?.toFixed(1)} ms beside the crawler (alone ${percentile(
      alone.filter((r) => r.status === 200).map((r) => r.ms),
      95,
    ).toFixed(
      1,
    )} ms), errors ${shoppers.errors}; crawler ${(crawled.filter((r) => r.status === 200).length / stormElapsed).toFixed(1)} answers/s; RSS peak ${peaks.peak(pid).toFixed(0)} MB; image store ${(imageBytes / 1024 / 1024).toFixed(1)} MB (+${((imageBytes - imagesBefore) / 1024 / 1024).toFixed(1)} MB); ${load()}`,
  );
} finally {
  closeConnections();
  await stopShop(shop);
  if (demo) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
