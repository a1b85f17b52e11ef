/** `npm run lighthouse`: what it measures, how and its targets are in tests/bench/README.md. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { requireChromium } from '../../scripts/chromium.ts';
import { freePort, waitFor } from '../../scripts/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.join(root, 'tests', '.tmp', 'lighthouse');
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const chromePath = requireChromium();
buildIfStale();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-lighthouse-'));
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_BASE_URL: base,
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
let status = 0;

try {
  console.log('Starting the shop (fresh embedded database, demo catalogue)…');
  await waitFor(`${base}/`, 300_000);
  const productPath = new URL(
    (await fetch(`${base}/p/150001/x`, { redirect: 'manual' })).headers.get('location')!,
    base,
  ).pathname;
  const pages: [string, string][] =
    process.argv.length > 2
      ? process.argv.slice(2).map((pagePath) => [pagePath, pagePath])
      : [
          ['home', '/'],
          ['category', '/c/langdskidor'],
          ['product', productPath],
          ['search', '/sokresultat?s=valla'],
        ];
  // One visit each first, so the output cache holds the pages as it does on a running shop.
  for (const [, pagePath] of pages) await fetch(`${base}${pagePath}`);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  console.log(
    `Lighthouse mobile, ${runs} run(s) per page, median scores (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}):\n`,
  );
  console.log(`${'page'.padEnd(12)} ${categories.map((c) => c.padStart(15)).join('')}   path`);
  for (const [name, pagePath] of pages) {
    const scores: Record<(typeof categories)[number], number[]> = {
      performance: [],
      accessibility: [],
      'best-practices': [],
      seo: [],
    };
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(`${base}${pagePath}`, {
        port: Number(chrome.port),
        output: ['json', 'html'],
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${pagePath}`);
      const file = path.join(outDir, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'page'}-${run}`);
      const [json, html] = result.report as string[];
      writeFileSync(`${file}.json`, json!);
      writeFileSync(`${file}.html`, html!);
      if (result.lhr.runtimeError)
        console.error(`${pagePath}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      for (const category of categories)
        scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
    }
    console.log(
      `${name.padEnd(12)} ${categories.map((c) => String(median(scores[c])).padStart(15)).join('')}   ${pagePath}` +
        (runs > 1 ? `   (performance runs: ${scores.performance.join(', ')})` : ''),
    );
  }
  console.log(
    `\nReports: ${path.relative(root, outDir)}/ (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
