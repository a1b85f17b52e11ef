/**
 * Screenshots for a person to judge the design: every page type in the three stores at a phone (390×844) and a
 * desktop (1366×900) viewport, full page, written to tests/.tmp/screenshots (not committed). Builds when stale and
 * starts the built server with a throwaway data directory, like the browser tests; `SCREENSHOTS_BASE_URL` points it
 * at a running shop instead. Extra arguments filter the shots by name (`npm run screenshots -- category`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { buildIfStale } from './build-if-stale.ts';
import { requireChromium } from './chromium.ts';
import { freePort, waitFor } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'tests', '.tmp', 'screenshots');

/** One page to photograph; `prepare` opens a panel (menu, filter drawer) before the shot. */
interface Shot {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  /** Only the first screen (what a shopper sees before scrolling). */
  fold?: boolean;
}

const openMenu = async (page: Page) => {
  const button = page.locator('.np-menu-button');
  if (await button.isVisible()) await button.click();
};
const openFilters = async (page: Page) => {
  const button = page.locator('.np-filters-button');
  if (await button.isVisible()) await button.click();
};

const stores = [
  { code: 'sv', prefix: '', category: '/c/langdskidor', cart: '/varukorg', article: '/magasin', brands: '/varumarken', page: '/sida/kopvillkor' },
  { code: 'no', prefix: '/no', category: '/no/c/langrenn', cart: '/no/handlekurv', article: '/no/magasin', brands: '/no/varumarken', page: '/no/sida/kjopsvilkar' },
  { code: 'fi', prefix: '/fi', category: '/fi/c/murtomaahiihto', cart: '/fi/ostoskori', article: '/fi/magazine', brands: '/fi/brands', page: '/fi/page/toimitusehdot' },
];

function shots(): Shot[] {
  return stores.flatMap((s) => [
    { name: `${s.code}-home`, path: `${s.prefix}/` },
    { name: `${s.code}-menu`, path: `${s.prefix}/`, prepare: openMenu },
    { name: `${s.code}-category`, path: s.category },
    { name: `${s.code}-category-fold`, path: s.category, fold: true },
    { name: `${s.code}-filters`, path: s.category, prepare: openFilters },
    { name: `${s.code}-product`, path: s.category, prepare: async (page) => {
      await page.locator('.np-product-grid a').first().click();
      await page.waitForLoadState('load');
    } },
    { name: `${s.code}-cart`, path: s.cart },
    { name: `${s.code}-magazine`, path: s.article },
    { name: `${s.code}-brands`, path: s.brands },
    { name: `${s.code}-trust-page`, path: s.page },
  ]);
}

const viewports = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1366, height: 900 },
];

async function photograph(baseUrl: string, filters: string[]): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const viewport of viewports) {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, baseURL: baseUrl });
      const page = await context.newPage();
      for (const shot of shots().filter((s) => filters.length === 0 || filters.some((f) => s.name.includes(f)))) {
        const response = await page.goto(shot.path, { waitUntil: 'load' });
        if (shot.prepare) await shot.prepare(page);
        const file = path.join(outDir, `${shot.name}-${viewport.label}.png`);
        await page.screenshot({ path: file, fullPage: !shot.fold && (!shot.prepare || shot.name.endsWith('product')) });
        console.log(`${response?.status() ?? '?'} ${shot.path} -> ${path.relative(root, file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

const filters = process.argv.slice(2);
const given = process.env.SCREENSHOTS_BASE_URL;
if (given) {
  await photograph(given, filters);
} else {
  buildIfStale();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-shots-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_BASE_URL: baseUrl };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], { cwd: root, env, stdio: 'ignore' });
  try {
    await waitFor(`${baseUrl}/`, 120_000);
    await photograph(baseUrl, filters);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
