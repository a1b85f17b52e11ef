/** Screenshots for a person to judge the design. More in README.md. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { buildIfStale } from './build-if-stale.ts';
import { requireChromium } from './chromium.ts';
import { freePort, waitFor } from './server-process.ts';
import { translate } from '../src/lib/i18n/i18n.ts';
import { routePath } from '../src/lib/routes/routes.ts';

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
  {
    code: 'sv',
    prefix: '',
    category: '/c/langdskidor',
    cart: '/varukorg',
    article: '/magasin',
    brands: '/varumarken',
    page: '/sida/kopvillkor',
    story: '/magasin/friluftsliv/packlista-for-fjallet',
    brand: '/varumarke/fischler',
    account: '/mitt-konto',
    postcode: '90325',
    city: 'Umeå',
    phone: '0701234567',
  },
  {
    code: 'no',
    prefix: '/no',
    category: '/no/c/langrenn',
    cart: '/no/handlekurv',
    article: '/no/magasin',
    brands: '/no/varumarken',
    page: '/no/sida/kjopsvilkar',
    story: '/no/magasin/friluftsliv/pakkeliste-for-fjellet',
    brand: '/no/varumarke/fischler',
    account: '/no/min-konto',
    postcode: '0150',
    city: 'Oslo',
    phone: '41234567',
  },
  {
    code: 'fi',
    prefix: '/fi',
    category: '/fi/c/murtomaahiihto',
    cart: '/fi/ostoskori',
    article: '/fi/magazine',
    brands: '/fi/brands',
    page: '/fi/page/toimitusehdot',
    story: '/fi/magazine/hiihto/ensimmainen-hiihtotapahtuma',
    brand: '/fi/brand/fischler',
    account: '/fi/oma-tili',
    postcode: '00100',
    city: 'Helsinki',
    phone: '0401234567',
  },
] as const;

function shots(): Shot[] {
  return stores.flatMap((s) => [
    { name: `${s.code}-home`, path: `${s.prefix}/` },
    { name: `${s.code}-menu`, path: `${s.prefix}/`, prepare: openMenu },
    { name: `${s.code}-category`, path: s.category },
    { name: `${s.code}-category-fold`, path: s.category, fold: true },
    { name: `${s.code}-filters`, path: s.category, prepare: openFilters },
    {
      name: `${s.code}-product`,
      path: s.category,
      prepare: async (page) => {
        await page.locator('.np-product-grid a').first().click();
        await page.waitForLoadState('load');
      },
    },
    { name: `${s.code}-product-sizes`, path: `${s.prefix}/p/150283/x`, fold: true },
    { name: `${s.code}-cart`, path: s.cart },
    { name: `${s.code}-article`, path: s.story },
    { name: `${s.code}-brand`, path: s.brand },
    { name: `${s.code}-account`, path: s.account },
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
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        baseURL: baseUrl,
      });
      const page = await context.newPage();
      for (const shot of shots().filter((s) => filters.length === 0 || filters.some((f) => s.name.includes(f)))) {
        const response = await page.goto(shot.path, { waitUntil: 'load' });
        if (shot.prepare) await shot.prepare(page);
        const file = path.join(outDir, `${shot.name}-${viewport.label}.png`);
        await page.screenshot({ path: file, fullPage: !shot.fold && (!shot.prepare || shot.name.endsWith('product')) });
        console.log(`${response?.status() ?? '?'} ${shot.path} -> ${path.relative(root, file)}`);
      }
      if (filters.length === 0 || filters.some((f) => 'checkout'.includes(f) || f.includes('checkout'))) {
        for (const store of stores) await photographCheckout(page, store, viewport.label);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * The checkout of one store, a shot per step: a wax in the cart, personal details, address, delivery with the
 * service points, review, the payment step and the order confirmation (paid with the test provider's good card).
 */
async function photographCheckout(page: Page, store: (typeof stores)[number], label: string): Promise<void> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(store.code, key, params);
  const shot = async (name: string) => {
    const file = path.join(outDir, `${store.code}-checkout-${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`checkout ${name} -> ${path.relative(root, file)}`);
  };
  await page.goto(`${store.prefix}/p/150107/x`, { waitUntil: 'load' });
  await page.locator('form[data-island-slot="add-to-cart"][data-enhanced="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t('product.addToCart') }).click();
  await page.locator('a[data-island-slot="minicart"] .np-cart-badge').filter({ hasText: /\d/ }).waitFor();
  await page.goto(routePath(store.code, 'checkout'), { waitUntil: 'load' });
  const main = page.getByRole('main');
  await main.getByLabel(t('ui.account.firstname')).fill('Åsa');
  await main.getByLabel(t('ui.account.lastname')).fill('Berg');
  await main.getByLabel(t('ui.account.email')).fill(`shots-${store.code}-${Date.now()}@example.com`);
  await shot('1-personal');
  await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
  await page.getByLabel(t('ui.checkout.street')).fill('Storgatan 1');
  await page.getByLabel(t('ui.checkout.postcode')).fill(store.postcode);
  await page.getByLabel(t('ui.checkout.city'), { exact: true }).fill(store.city);
  await page.getByLabel(t('ui.checkout.phone')).fill(store.phone);
  await shot('2-address');
  await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
  await page
    .getByRole('group', { name: t('ui.checkout.method') })
    .getByRole('radio')
    .first()
    .check();
  await page
    .getByRole('group', { name: t('ui.checkout.choosePoint') })
    .getByRole('radio')
    .first()
    .check();
  await shot('3-delivery');
  await page.getByRole('button', { name: t('ui.checkout.continue') }).click();
  await page.getByRole('heading', { name: t('ui.checkout.review') }).waitFor();
  await shot('4-review');
  await page.getByRole('button', { name: t('ui.checkout.pay') }).click();
  await page.waitForURL(/\/pay\//);
  await page.getByLabel(t('pay.cardNumber')).fill('4111 1111 1111 1111');
  await shot('5-payment');
  await page.getByRole('button', { name: new RegExp(t('pay.submit', { amount: '' }).trim()) }).click();
  await page.waitForURL(new RegExp(`${routePath(store.code, 'orderConfirmation')}$`), { timeout: 60_000 });
  await page
    .locator('.np-confirmation')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await shot('6-confirmation');
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
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: baseUrl,
  };
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
