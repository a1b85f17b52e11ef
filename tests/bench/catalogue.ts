/** `npm run bench:catalogue`: what it measures, how and its targets are in tests/bench/README.md. */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runningServerUrl } from '../../src/lib/server/db/embedded.ts';
import { load, pssMb, startShop, stopShop, type Shop } from './shop.ts';

const root = path.resolve(import.meta.dirname, '../..');
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const dataDir =
  process.env.BENCH_DATA_DIR ?? path.join(root, 'data', `bench-${products >= 1000 ? `${products / 1000}k` : products}`);
const work = mkdtempSync(path.join(tmpdir(), 'np-bench-catalogue-'));
// Run as root, the embedded server of the copy runs as postgres, which must be able to reach its data directory.
chmodSync(work, 0o755);

/** Runs a script of scripts/ with a data directory; resolves with its time, peak RSS (VmHWM) and output. */
function run(
  script: string,
  args: string[],
  dir: string,
): Promise<{ seconds: number; peakMb: number; output: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let peak = 0;
    const sample = setInterval(() => {
      try {
        peak = Math.max(
          peak,
          Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0),
        );
      } catch {
        // ended
      }
    }, 200);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(sample);
      if (code !== 0 && code !== 3)
        reject(new Error(`${script} ${args.join(' ')} exited ${code}:\n${output.slice(-3000)}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb: peak / 1024, output });
    });
  });
}

async function query<T>(dir: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: runningServerUrl(path.join(dir, 'pg'), 'nordpeak') });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Shoppers requesting `pages` with `concurrency` at a time until `until` resolves; the latencies in ms. */
async function shoppers(shop: Shop, pages: string[], until: Promise<unknown>, concurrency = 4): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; !done; i += concurrency) {
        const started = performance.now();
        const answer = await fetch(`${shop.baseUrl}${pages[i % pages.length]}`);
        await answer.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** Reads `url` without compression at `bytesPerSecond` at most (pausing the answer); resolves with its length. */
function slowRead(url: string, bytesPerSecond: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    get(url, { headers: { 'accept-encoding': 'identity' } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        const ahead = (bytes / bytesPerSecond) * 1000 - (performance.now() - started);
        if (ahead > 50) {
          answer.pause();
          setTimeout(() => answer.resume(), ahead);
        }
      });
      answer.once('end', () => resolve(bytes));
      answer.once('error', reject);
    }).once('error', reject);
  });
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const verdict = (ok: boolean) => (ok ? 'meets the target' : 'MISSES the target');

if (!existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
  console.log(`Seeding ${products} products into ${dataDir} …`);
  await run('seed.ts', ['--products', String(products)], dataDir);
}
const shop = await startShop(dataDir);
try {
  console.log(`Shop on the ${products} catalogue at ${shop.baseUrl} (${load()})`);
  const exportDir = path.join(work, 'dump');
  const exported = await run('export.ts', ['vsf', exportDir], dataDir);
  const copyDir = path.join(work, 'copy');
  const imported = await run('import.ts', ['vsf', exportDir], copyDir);
  const total = exported.seconds + imported.seconds;
  console.log(
    `1. export ${exported.seconds.toFixed(1)} s (peak RSS ${exported.peakMb.toFixed(0)} MB) + import into an empty database ${imported.seconds.toFixed(1)} s (peak RSS ${imported.peakMb.toFixed(0)} MB) = ${total.toFixed(1)} s: ${verdict(total <= 90 && Math.max(exported.peakMb, imported.peakMb) <= 600)}`,
  );
  const copy = await startShop(copyDir);
  try {
    let differences = 0;
    for (let from = 0; from < 500; from += 100) {
      const body = JSON.stringify({ sort: 'name:asc', from, size: 100 });
      const [a = '', b = ''] = await Promise.all(
        [shop, copy].map((s) =>
          fetch(`${s.baseUrl}/api/catalog/sv/product/_search`, {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json' },
          }).then((r) => r.text()),
        ),
      );
      if (a !== b && differences++ === 0) {
        // The first difference is kept for reading: both answers, and where they part.
        const at = [...a].findIndex((char, i) => char !== b[i]);
        writeFileSync(path.join(tmpdir(), 'np-bench-round-trip-source.json'), a);
        writeFileSync(path.join(tmpdir(), 'np-bench-round-trip-copy.json'), b);
        console.log(`   first difference (from ${from}) at character ${at}:`);
        console.log(`   source …${a.slice(Math.max(0, at - 200), at + 200)}…`);
        console.log(`   copy   …${b.slice(Math.max(0, at - 200), at + 200)}…`);
      }
    }
    console.log(
      `   round trip: ${differences === 0 ? 'the copy answers the same' : `${differences} of 5 search pages differ`}`,
    );
  } finally {
    await stopShop(copy);
  }

  const skus = await query<{ sku: string; qty: number }>(
    dataDir,
    'SELECT sku, qty FROM stock_items WHERE manage_stock ORDER BY product_id LIMIT 100000',
  );
  const stockFile = path.join(work, 'stock.csv');
  writeFileSync(
    stockFile,
    `sku,qty\n${skus.map((row, i) => `${row.sku},${(row.qty + 1 + (i % 7)) % 60}`).join('\n')}\n`,
  );
  const pages = (
    await query<{ path: string }>(
      dataDir,
      "SELECT '/p/' || p.sku || '/' || t.url_key AS path FROM products p JOIN product_translations t ON t.product_id = p.id AND t.store_code = 'sv' WHERE p.parent_id IS NULL AND p.visibility = 4 ORDER BY p.popularity DESC LIMIT 300",
    )
  ).map((r) => r.path);
  await shoppers(shop, pages, new Promise((resolve) => setTimeout(resolve, 10_000)));
  const stockRun = run('import.ts', ['stock', stockFile], dataDir);
  const latencies = await shoppers(shop, pages, stockRun);
  const stock = await stockRun;
  console.log(
    `2. ${skus.length}-row stock file ${stock.seconds.toFixed(1)} s while ${latencies.length} product pages were served, p95 ${p95(latencies).toFixed(1)} ms: ${verdict(stock.seconds <= 20 && p95(latencies) <= 50)}`,
  );

  for (const store of ['sv', 'no', 'fi']) {
    const before = pssMb([shop.child.pid!]);
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, pssMb([shop.child.pid!]))), 100);
    const started = performance.now();
    const answer = await fetch(`${shop.baseUrl}/feeds/google/${store}.xml`);
    const bytes = (await answer.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sample);
    console.log(
      `3. feed ${store}: ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, shop RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)}): ${verdict(seconds <= 10 && peak - before <= 100)}`,
    );
  }
  // The built sv feed again, uncompressed, to a client that takes 4 MB a second: the shop sends at its pace.
  {
    const before = pssMb([shop.child.pid!]);
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, pssMb([shop.child.pid!]))), 100);
    const started = performance.now();
    const bytes = await slowRead(`${shop.baseUrl}/feeds/google/sv.xml`, 4e6);
    clearInterval(sample);
    console.log(
      `4. plain feed sv to a client reading 4 MB/s: ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s, shop RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)}): ${verdict(peak - before <= 100)}`,
    );
  }
  console.log(`(${load()})`);
} finally {
  await stopShop(shop);
  rmSync(work, { recursive: true, force: true });
}
