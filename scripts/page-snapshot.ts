/**
 * `node scripts/page-snapshot.ts <dir>`: builds when stale, starts the shop on a fresh embedded database and writes
 * a set of pages of all three stores to `<dir>` (one file per page, status and content type on the first line), so
 * that two builds can be compared with `diff -r` (a refactoring must leave them byte for byte the same).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.ts';
import { freePort, waitFor } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/page-snapshot.ts <dir>');
  process.exit(2);
}

/** Named pages and fixed paths per store; products, categories and content pages come from the sitemaps. */
const fixed: Record<string, string[]> = {
  sv: [
    '/',
    '/sokresultat?s=skidor',
    '/kampanjer',
    '/varukorg',
    '/onskelista',
    '/jamfor',
    '/mitt-konto',
    '/orderbekraftelse',
    '/checkout',
    '/error',
    '/offline',
    '/offline/search',
    '/stock-alert',
    '/magasin',
    '/kopguider',
    '/varumarken',
    '/sida',
    '/aktiviteter-lx',
    '/robots.txt',
    '/sitemap.xml',
    '/finns-inte',
    '/c/finns-inte',
    '/p/X/y',
    '/pay/x',
    '/cart-count.svg',
  ],
  no: [
    '/no/',
    '/no/sokresultat?s=ski',
    '/no/kampanjer',
    '/no/handlekurv',
    '/no/onskeliste',
    '/no/sammenlign',
    '/no/min-konto',
    '/no/ordrebekreftelse',
    '/no/checkout',
    '/no/error',
    '/no/offline',
    '/no/offline/search',
    '/no/stock-alert',
    '/no/magasin',
    '/no/kjopsveiledninger',
    '/no/varumarken',
    '/no/sida',
    '/no/aktiviteter-lx',
    '/no/sitemap.xml',
    '/no/finnes-ikke',
    '/no/pay/x',
    '/no/cart-count.svg',
    '/no/p/X/y/Z',
  ],
  fi: [
    '/fi/',
    '/fi/search-result?s=sukset',
    '/fi/campaigns',
    '/fi/ostoskori',
    '/fi/toivelista',
    '/fi/vertaa',
    '/fi/oma-tili',
    '/fi/tilausvahvistus',
    '/fi/checkout',
    '/fi/error',
    '/fi/offline',
    '/fi/offline/search',
    '/fi/stock-alert',
    '/fi/magazine',
    '/fi/guides',
    '/fi/brands',
    '/fi/page',
    '/fi/activities-lx',
    '/fi/sitemap.xml',
    '/fi/ei-ole',
    '/fi/pay/x',
    '/fi/cart-count.svg',
    '/fi/c/x',
  ],
};
/** How many sitemap URLs of each kind (first path segment after the store prefix, and depth) are taken per store. */
const perKind = 4;

function fileName(pathAndQuery: string): string {
  return pathAndQuery.replace(/^\//, '').replace(/[^a-zA-Z0-9._-]+/g, '_') || 'index';
}

buildIfStale();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-snapshot-'));
const baseUrl = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_BASE_URL: 'http://localhost:8080',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], { cwd: root, env, stdio: 'inherit' });
try {
  await waitFor(`${baseUrl}/`, 300_000);
  mkdirSync(out, { recursive: true });
  for (const [store, paths] of Object.entries(fixed)) {
    const sitemap = await (await fetch(`${baseUrl}${store === 'sv' ? '' : `/${store}`}/sitemap.xml`)).text();
    const counts = new Map<string, number>();
    const fromSitemap: string[] = [];
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const pathname = new URL(loc ?? '/').pathname;
      const segments = pathname
        .split('/')
        .filter(Boolean)
        .slice(store === 'sv' ? 0 : 1);
      const kind = `${segments[0] ?? ''}:${segments.length}`;
      const seen = counts.get(kind) ?? 0;
      if (seen >= perKind) continue;
      counts.set(kind, seen + 1);
      fromSitemap.push(pathname);
    }
    for (const page of [...paths, ...fromSitemap]) {
      const response = await fetch(`${baseUrl}${page}`, { redirect: 'manual' });
      let body = Buffer.from(await response.arrayBuffer());
      // A sitemap's lastmod is the seed's write time, different at every start.
      if (page.endsWith('sitemap.xml'))
        body = Buffer.from(body.toString().replace(/<lastmod>[^<]*<\/lastmod>/g, '<lastmod/>'));
      const head = `${response.status} ${response.headers.get('content-type') ?? ''} ${response.headers.get('location') ?? ''}\n`;
      writeFileSync(path.join(out, `${store}--${fileName(page)}`), Buffer.concat([Buffer.from(head), body]));
    }
  }
  console.log(`Pages written to ${out}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
