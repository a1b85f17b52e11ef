/** `node scripts/page-snapshot.ts <dir>`. More in README.md. */
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
/** Catalogue search bodies by search type, each sent in every store (good ones and refused ones). */
const searches: Record<string, unknown[]> = {
  product: [
    {},
    { size: 5, from: 3 },
    { query: { text: 'skidor' }, size: 10 },
    { query: { text: 'ski' }, size: 10, aggregations: ['ls_farg', 'price'] },
    { query: { text: 'sukset vallning' }, sort: 'price:asc' },
    { query: { text: 'skdior' }, size: 5 },
    { query: { filters: { category_ids: [12], price: { from: 50, to: 5000 } } }, aggregations: ['ls_farg', 'price'] },
    {
      query: { filters: { ls_farg: ['51', '52'], ls_storlek_skor: ['40'] } },
      aggregations: ['ls_farg', 'ls_storlek_skor'],
    },
    { query: { filters: { type_id: ['bundle', 'grouped', 'configurable'] }, exclude: { sku: ['150002'] } }, size: 30 },
    { query: { filters: { visibility: [2, 4] } }, sort: 'name:desc', size: '7', from: '2' },
    { query: { filters: { sku: '150001' } }, _sourceInclude: ['sku', 'name', 'configurable_children.sku'] },
    { size: 3, _sourceExclude: ['description', 'configurable_children'] },
    { sort: 'created_at:asc', size: 0 },
    { query: { text: null }, sort: null, from: null },
    { query: { filters: { price: 'x' } } },
    { query: { filters: { nosuch: 1 } } },
    { sort: 'nosuch' },
    { aggregations: ['nosuch'] },
    { size: 'abc' },
    { query: { text: 'x'.repeat(501) } },
  ],
  category: [
    {},
    { query: { filters: { parent_id: 2 } } },
    { query: { filters: { product_count: { gt: 0 } } }, sort: 'name:desc', size: 5 },
    { query: { filters: { id: 1 } } },
    { query: { filters: { slug: 'langdskidor' } }, _sourceInclude: ['id', 'name'] },
    { query: { text: 'x', filters: { nosuch: 1 } } },
    { sort: 'nosuch' },
  ],
  attribute: [{}, { query: { filters: { attribute_code: ['ls_farg', 'ls_varumarke'] } } }, { size: 2, from: 1 }],
  taxrule: [{}],
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
  for (const [type, bodies] of Object.entries(searches)) {
    for (const store of Object.keys(fixed)) {
      for (const [index, body] of bodies.entries()) {
        const response = await fetch(`${baseUrl}/api/catalog/${store}/${type}/_search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const head = `${response.status} ${response.headers.get('content-type') ?? ''} ${JSON.stringify(body)}\n`;
        // Product dates are the seed's time moved by whole days, different at every start.
        const text = (await response.text()).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g, 'T');
        writeFileSync(path.join(out, `api--${store}--${type}--${index}`), head + text);
      }
    }
  }
  console.log(`Pages and search answers written to ${out}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
