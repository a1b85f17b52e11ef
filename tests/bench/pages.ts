/**
 * `npm run bench:pages`: requests per second of the product page rendered (output cache bypassed), served from the
 * output cache, and a bare node:http server sending the same bytes, in one run (autocannon, loopback); then the
 * JavaScript (gzip) each page type ships before interaction. Builds when stale; uses a throwaway data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { freePort, waitFor } from '../../scripts/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);


async function run(title: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections, duration, headers });
  const rps = result.requests.average;
  console.log(`${title.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`);
  return rps;
}

/** Gzip bytes of the scripts a page loads before interaction (module scripts, preloads, inline scripts). */
async function jsBytes(base: string, pagePath: string): Promise<{ files: number; gzip: number }> {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<astro-island\b[^>]*\b(?:component-url|renderer-url)="([^"]+)"/g)) sources.add(match[1]!);
  let gzip = 0;
  for (const src of sources) gzip += gzipSync(Buffer.from(await (await fetch(new URL(src, `${base}${pagePath}`))).arrayBuffer())).length;
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) gzip += gzipSync(match[1]!).length;
  return { files: sources.size, gzip };
}

buildIfStale();
const port = await freePort();
const rawPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-bench-'));
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_BASE_URL: base, PAGE_CACHE_BYPASS: '1' };
delete env.DATABASE_URL;
delete env.REDIS_URL;
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
children.push(server);

try {
  console.log('Starting the shop (fresh embedded database, demo catalogue)…');
  await waitFor(`${base}/`, 300_000);
  const productPath = new URL((await fetch(`${base}/p/150001/x`, { redirect: 'manual' })).headers.get('location')!, base).pathname;
  const productUrl = `${base}${productPath}`;
  for (let i = 0; i < 20; i += 1) await fetch(productUrl, { headers: { 'x-page-cache': 'bypass' } });
  const answer = await fetch(productUrl);
  const body = Buffer.from(await answer.arrayBuffer());
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'age', 'x-cache'].includes(name)) headers[name] = value;
  });
  const bodyFile = path.join(dataDir, 'product.html');
  const headersFile = path.join(dataDir, 'headers.json');
  writeFileSync(bodyFile, body);
  writeFileSync(headersFile, JSON.stringify(headers));
  const raw = spawn(process.execPath, [path.join(root, 'tests', 'bench', 'raw-server.ts'), bodyFile, headersFile, String(rawPort)], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(raw);
  await new Promise((resolve) => raw.stdout!.once('data', resolve));

  console.log(`\nProduct page ${productPath} (${body.length} bytes), ${connections} connections, ${duration} s each:`);
  const rawRps = await run('raw node:http (same bytes)', `http://127.0.0.1:${rawPort}${productPath}`);
  const cachedRps = await run('shop, output cache', productUrl);
  const uncachedRps = await run('shop, rendered (cache bypassed)', productUrl, { 'x-page-cache': 'bypass' });
  console.log(`\nratio uncached/raw ${(uncachedRps / rawRps).toFixed(2)} (target ≥ 0.5), cached/raw ${(cachedRps / rawRps).toFixed(2)} (target ≥ 0.9)`);

  console.log('\nJavaScript shipped before interaction (gzip):');
  const pageTypes: [string, string][] = [
    ['home', '/'], ['category', '/c/langdskidor'], ['product', productPath], ['search', '/sokresultat?s=valla'],
    ['campaigns', '/kampanjer'], ['cart', '/varukorg'], ['checkout', '/checkout'], ['not found', '/finns-inte'],
  ];
  for (const [name, pagePath] of pageTypes) {
    const { files, gzip } = await jsBytes(base, pagePath);
    console.log(`${name.padEnd(12)} ${String(gzip).padStart(7)} bytes in ${files} file(s) + inline`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
