/** `npm run bench:pages`: what it measures, how and its targets are in tests/bench/README.md. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium, type Browser } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { findChromium } from '../../scripts/chromium.ts';
import { freePort, waitFor } from '../../scripts/server-process.ts';
import { startFlags } from './shop.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

async function run(title: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections, duration, headers });
  const rps = result.requests.average;
  console.log(
    `${title.padEnd(40)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  (${load()})`,
  );
  return rps;
}

/** One answer as sent: status, header list (names lower-cased) and body bytes, nothing decompressed. */
function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: [string, string][]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const list: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          list.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!]);
        resolve({ status: response.statusCode ?? 0, headers: list, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Static imports and re-exports of a built module (`import x from "./a.js"`, `import "./b.js"`, `export {y} from "./c.js"`); not `import()`. */
const STATIC_IMPORT =
  /(?<![\w$.])(?:import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?|export\s*(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*)["']([^"']+\.m?js)["']/g;

/**
 * Gzip bytes of the scripts a page loads before interaction: module scripts, preloads, island components and
 * renderers, every module they import statically (followed through), and inline scripts (not JSON-LD). Modules
 * loaded with `import()` later (islands mounted on interaction or when visible) are not counted.
 */
async function jsBytes(base: string, pagePath: string): Promise<{ files: number; gzip: number }> {
  const pageUrl = `${base}${pagePath}`;
  const html = await (await fetch(pageUrl)).text();
  const pending: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) pending.push(new URL(match[1]!, pageUrl).href);
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    pending.push(new URL(match[1]!, pageUrl).href);
  for (const match of html.matchAll(/<astro-island\b[^>]*\b(?:component-url|renderer-url)="([^"]+)"/g))
    pending.push(new URL(match[1]!, pageUrl).href);
  const seen = new Set<string>();
  let gzip = 0;
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzip += gzipSync(code).length;
    for (const match of code.toString('utf8').matchAll(STATIC_IMPORT)) pending.push(new URL(match[1]!, url).href);
  }
  for (const match of html.matchAll(
    /<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  ))
    gzip += gzipSync(match[1]!).length;
  return { files: seen.size, gzip };
}

/**
 * Gzip bytes of the JavaScript Chromium loads for a page until the network is idle, without any interaction (module
 * scripts, their imports, islands mounted at load or visible in the first viewport, 1280×720), plus inline scripts.
 */
async function browserJsBytes(
  browser: Browser,
  base: string,
  pagePath: string,
): Promise<{ files: number; gzip: number }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => void sizes.set(response.url(), gzipSync(body).length),
        () => undefined,
      ),
    );
  });
  try {
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => script.getAttribute('type') !== 'application/ld+json')
        .map((script) => script.textContent ?? ''),
    );
    const gzip =
      [...sizes.values()].reduce((a, b) => a + b, 0) +
      inline.reduce((sum, code) => sum + (code ? gzipSync(code).length : 0), 0);
    return { files: sizes.size, gzip };
  } finally {
    await page.close();
  }
}

buildIfStale();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-bench-'));
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_BASE_URL: base,
  PAGE_CACHE_BYPASS: '1',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.PAGE_CACHE;
// With `npm start`'s V8 settings (package.json), as the other benchmarks start the shop. Without them a render's
// garbage costs less (here ~25 % more renders per second) and the shop takes far more memory (README).
const server = spawn(process.execPath, [...startFlags(), path.join(root, 'scripts', 'start.ts')], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(server);

/** Starts a raw node:http server sending `answer`'s bytes and headers (Node adds Date and Connection itself). */
async function rawServer(name: string, answer: { headers: [string, string][]; body: Buffer }): Promise<string> {
  const rawPort = await freePort();
  const bodyFile = path.join(dataDir, `${name}.body`);
  const headersFile = path.join(dataDir, `${name}.headers.json`);
  writeFileSync(bodyFile, answer.body);
  writeFileSync(
    headersFile,
    JSON.stringify(
      answer.headers.filter(([n]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(n)),
    ),
  );
  const raw = spawn(
    process.execPath,
    [path.join(root, 'tests', 'bench', 'raw-server.ts'), bodyFile, headersFile, String(rawPort)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(raw);
  await new Promise((resolve) => raw.stdout!.once('data', resolve));
  return `http://127.0.0.1:${rawPort}`;
}

try {
  console.log('Starting the shop (fresh embedded database, demo catalogue)…');
  await waitFor(`${base}/`, 300_000);
  const productPath = new URL(
    (await fetch(`${base}/p/150001/x`, { redirect: 'manual' })).headers.get('location')!,
    base,
  ).pathname;
  const productUrl = `${base}${productPath}`;
  for (let i = 0; i < 20; i += 1) await getRaw(productUrl, { 'x-page-cache': 'bypass' });
  await getRaw(productUrl, {});
  await new Promise((r) => setTimeout(r, 1000)); // the compressed variants are made in the background
  const plain = await getRaw(productUrl, {});
  const brotli = await getRaw(productUrl, { 'accept-encoding': 'br' });
  const header = (answer: typeof plain, name: string) => answer.headers.find(([n]) => n === name)?.[1];
  if (header(plain, 'x-cache') !== 'HIT' || header(brotli, 'content-encoding') !== 'br') {
    console.error(
      `The output cache did not answer as expected (x-cache ${header(plain, 'x-cache')}, brotli ${header(brotli, 'content-encoding')}).`,
    );
  }
  const rawPlain = await rawServer('plain', plain);
  const rawBrotli = await rawServer('brotli', brotli);

  console.log(
    `\nProduct page ${productPath}: ${plain.body.length} bytes, brotli ${brotli.body.length} bytes; ${connections} connections, ${duration} s per run.`,
  );
  // Rounds alternate the order of the runs so a load change on the machine does not favour one side.
  const runs = {
    raw: [] as number[],
    cached: [] as number[],
    uncached: [] as number[],
    rawBr: [] as number[],
    cachedBr: [] as number[],
  };
  const plan: [keyof typeof runs, string, string, Record<string, string>][] = [
    ['raw', 'raw node:http (same bytes)', `${rawPlain}${productPath}`, {}],
    ['cached', 'shop, output cache', productUrl, {}],
    ['uncached', 'shop, rendered (cache bypassed)', productUrl, { 'x-page-cache': 'bypass' }],
    ['rawBr', 'raw node:http, brotli (same bytes)', `${rawBrotli}${productPath}`, { 'accept-encoding': 'br' }],
    ['cachedBr', 'shop, output cache, brotli', productUrl, { 'accept-encoding': 'br' }],
  ];
  for (let round = 0; round < rounds; round += 1) {
    console.log(`round ${round + 1} of ${rounds}`);
    for (const [name, title, url, headers] of round % 2 === 0 ? plan : [...plan].reverse())
      runs[name].push(await run(title, url, headers));
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const [rawRps, cachedRps, uncachedRps, rawBrRps, cachedBrRps] = [
    runs.raw,
    runs.cached,
    runs.uncached,
    runs.rawBr,
    runs.cachedBr,
  ].map(mean) as [number, number, number, number, number];
  console.log(
    `\nMeans over ${rounds} round(s): raw ${rawRps.toFixed(0)}, cached ${cachedRps.toFixed(0)}, rendered ${uncachedRps.toFixed(0)}, raw brotli ${rawBrRps.toFixed(0)}, cached brotli ${cachedBrRps.toFixed(0)} req/s`,
  );

  const ratio = (value: number, of: number, target: number) =>
    `${(value / of).toFixed(3)}  (target ≥ ${target}: ${value / of >= target ? 'met' : 'NOT met'})`;
  console.log('\nRatios');
  console.log(`  cached/raw            ${ratio(cachedRps, rawRps, 0.9)}`);
  console.log(`  cached/raw, brotli    ${ratio(cachedBrRps, rawBrRps, 0.9)}`);
  console.log(`  uncached/raw          ${ratio(uncachedRps, rawRps, 0.1)}`);

  console.log('\nJavaScript shipped before interaction (gzip bytes):');
  const pageTypes: [string, string][] = [
    ['home', '/'],
    ['category', '/c/langdskidor'],
    ['product', productPath],
    ['search', '/sokresultat?s=valla'],
    ['content', '/magasin'],
    ['campaigns', '/kampanjer'],
    ['cart', '/varukorg'],
    ['checkout', '/checkout'],
    ['not found', '/finns-inte'],
  ];
  const executablePath = findChromium();
  const browser = executablePath ? await chromium.launch({ executablePath }) : undefined;
  if (!browser) console.log('(Chromium not found: only the static count; set CHROME_PATH for the loaded count.)');
  console.log(`${'page type'.padEnd(12)} ${'static'.padStart(20)}   ${'loaded in Chromium'.padStart(22)}   path`);
  try {
    for (const [name, pagePath] of pageTypes) {
      const declared = await jsBytes(base, pagePath);
      const loaded = browser ? await browserJsBytes(browser, base, pagePath) : undefined;
      const cell = (m: { files: number; gzip: number }) => `${m.gzip} B in ${m.files} file(s)`;
      console.log(
        `${name.padEnd(12)} ${cell(declared).padStart(20)}   ${(loaded ? cell(loaded) : '-').padStart(22)}   ${pagePath}`,
      );
    }
  } finally {
    await browser?.close();
  }
  console.log(
    'static: script tags, preloads and island URLs of the HTML and their static imports; loaded: what Chromium fetched',
  );
  console.log('until the network was idle, without interaction (1280×720). Both include inline scripts.');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
