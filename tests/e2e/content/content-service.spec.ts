import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort, waitFor } from '../../../scripts/server-process.ts';
import { startFakeContentService, type FakeContentService } from '../../integration/content/jsonapi-server.ts';
import { admin } from '../../support/shop-process.ts';

/*
 * The shop against services that fail: a second built server of its own, on a fresh PostgreSQL database (a real
 * statement timeout for the slow search) and a fake JSON:API content service the tests make fail, slow, leak drafts
 * or answer invalid entries; a small image render limit and image cache.
 */
test.describe.configure({ mode: 'serial' });

const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const database = `np_harden_${process.pid}_${Date.now()}`;
const root = path.resolve(import.meta.dirname, '../../..');
let service: FakeContentService;
let server: ChildProcess;
let log = '';
let base = '';
let dataDir = '';
let databaseUrl = '';

test.beforeAll(async () => {
  test.setTimeout(600_000);
  service = await startFakeContentService();
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-harden-'));
  server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: base,
      DATABASE_URL: databaseUrl,
      CONTENT_SERVICE_URL: service.url,
      IMAGE_RENDERS_PER_MINUTE: '3',
      IMAGE_CACHE_MB: '1',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitFor(`${base}/api/openapi.json`, 540_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await service?.close();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const webhookSecret = () => readFileSync(path.join(dataDir, 'content-webhook-secret'), 'utf8').trim();
const previewSecret = () => readFileSync(path.join(dataDir, 'preview-secret'), 'utf8').trim();

/** Retires every cached page through the publish webhook (with its own secret). */
async function retireAll(): Promise<void> {
  const answer = await fetch(`${base}/api/content/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${webhookSecret()}` },
  });
  expect(answer.status).toBe(200);
}

function resetService(): void {
  delete service.options.failWith;
  delete service.options.delayMs;
  delete service.options.leakDrafts;
  delete service.options.corrupt;
}

test('a content service outage is answered no-store, never cached, and the shop recovers as soon as the service does', async () => {
  resetService();
  service.options.failWith = 503;
  await retireAll();
  for (const page of ['/', '/magasin']) {
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${base}${page}`);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('cache-control'), page).toBe('no-store');
      expect(answer.headers.get('x-cache'), page).toBe('DEGRADED');
    }
  }
  resetService();
  const back = await fetch(`${base}/magasin`);
  expect(back.headers.get('cache-control')).toMatch(/^public/);
  expect(await back.text()).toContain('Längdåkning');
  expect((await fetch(`${base}/magasin`)).headers.get('x-cache')).toBe('HIT');
});

test('a content service slower than its timeout gives a degraded page that is not kept', async () => {
  test.setTimeout(120_000);
  resetService();
  service.options.delayMs = 6_000;
  await retireAll();
  const answer = await fetch(`${base}/magasin`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  resetService();
  expect((await fetch(`${base}/magasin`)).headers.get('x-cache')).not.toBe('HIT');
});

test('drafts the service returns are dropped outside the preview, and shown in it', async ({ page }) => {
  resetService();
  service.options.leakDrafts = true;
  await retireAll();
  const draft = '/magasin/langdakning/vinterns-nyheter';
  expect((await fetch(`${base}${draft}`)).status).toBe(404);
  expect(await (await fetch(`${base}/magasin/langdakning`)).text()).not.toContain('vinterns skidnyheter');
  await page.goto(
    `${base}/api/preview?secret=${encodeURIComponent(previewSecret())}&path=${encodeURIComponent(draft)}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Förhandstitt: vinterns skidnyheter');
  resetService();
});

test('an invalid entry is logged with its reason, missing for shoppers and explained in the preview', async ({
  page,
}) => {
  resetService();
  service.options.corrupt = ['klassisk-teknik'];
  await retireAll();
  const article = '/magasin/langdakning/klassisk-teknik';
  expect((await fetch(`${base}${article}`)).status).toBe(404);
  await expect.poll(() => log).toMatch(/\[content\] magazineItem\/klassisk-teknik is invalid and not shown: title/);
  await page.goto(
    `${base}/api/preview?secret=${encodeURIComponent(previewSecret())}&path=${encodeURIComponent(article)}`,
  );
  await expect(page.getByRole('alert')).toContainText('Förhandsvisning: posten är ogiltig');
  await expect(page.getByRole('alert')).toContainText('title');
  resetService();
});

test('the publish webhook has its own secret and retires only the pages of the entries it names', async () => {
  resetService();
  await retireAll();
  const preview = await fetch(`${base}/api/content/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${previewSecret()}` },
  });
  expect(preview.status).toBe(401);
  const article = '/magasin/langdakning/klassisk-teknik';
  for (const target of [article, '/kopguider']) {
    await fetch(`${base}${target}`);
    expect((await fetch(`${base}${target}`)).headers.get('x-cache'), target).toBe('HIT');
  }
  const named = await fetch(`${base}/api/content/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${webhookSecret()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ entries: [{ type: 'magazineItem', id: 'klassisk-teknik' }] }),
  });
  expect(named.status).toBe(200);
  expect(((await named.json()) as { result: { pages: string[] } }).result.pages).toContain(article);
  expect((await fetch(`${base}${article}`)).headers.get('x-cache')).toBe('MISS');
  expect((await fetch(`${base}/kopguider`)).headers.get('x-cache')).toBe('HIT');
});

test("a page's content lookups run at the same time", async () => {
  resetService();
  await retireAll();
  service.options.delayMs = 300;
  let inFlight = 0;
  let most = 0;
  const original = service.requests.push.bind(service.requests);
  // Each received request counts as in flight for the service's delay.
  service.requests.push = (...items) => {
    inFlight += items.length;
    most = Math.max(most, inFlight);
    setTimeout(() => {
      inFlight -= items.length;
    }, 250);
    return original(...items);
  };
  try {
    expect((await fetch(`${base}/magasin/langdakning/klassisk-teknik`)).status).toBe(200);
  } finally {
    service.requests.push = original;
    resetService();
  }
  expect(most).toBeGreaterThanOrEqual(2);
});

test('a listing whose search times out on a busy database answers a translated 503, never a 500', async () => {
  test.setTimeout(120_000);
  const html = await (await fetch(`${base}/`)).text();
  const category = /href="(\/c\/[^"?#]+)"/.exec(html)![1]!;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Another transaction holds the listing table: every search waits past its 1 s statement timeout.
    await client.query('BEGIN');
    await client.query('LOCK TABLE search_listing IN ACCESS EXCLUSIVE MODE');
    const answer = await fetch(`${base}${category}?sort=name:desc&page=2`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('Produkterna kan inte visas just nu. Försök igen om en stund.');
  } finally {
    await client.query('ROLLBACK');
    await client.end();
  }
  const after = await fetch(`${base}${category}?sort=name:desc&page=2`);
  expect(after.status).toBe(200);
});

test('a listing whose search times out shows its last good answer, sent no-store and not kept', async () => {
  test.setTimeout(120_000);
  const html = await (await fetch(`${base}/`)).text();
  const category = /href="(\/c\/[^"?#]+)"/.exec(html)![1]!;
  const listing = `${base}${category}?sort=price:asc`;
  const products = (page: string) => [...page.matchAll(/href="(\/p\/[^"?#]+)"/g)].map((match) => match[1]).sort();
  const fresh = await fetch(listing);
  expect(fresh.status).toBe(200);
  const shown = products(await fresh.text());
  expect(shown.length).toBeGreaterThan(0);
  // Every cached page and listing is retired: the next request must search again.
  await retireAll();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('LOCK TABLE search_listing IN ACCESS EXCLUSIVE MODE');
    const stale = await fetch(listing);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect(products(await stale.text())).toEqual(shown);
  } finally {
    await client.query('ROLLBACK');
    await client.end();
  }
  // The degraded answer was not kept: the next request searches and is cacheable again.
  const after = await fetch(listing);
  expect(after.status).toBe(200);
  expect(after.headers.get('cache-control')).not.toBe('no-store');
  expect(products(await after.text())).toEqual(shown);
});

test('image renders are limited per address and the image cache stays within its bound', async () => {
  test.setTimeout(480_000);
  const html = await (
    await fetch(`${base}${/href="(\/c\/[^"?#]+)"/.exec(await (await fetch(`${base}/`)).text())![1]!}`)
  ).text();
  const images = [
    ...new Set(
      [...html.matchAll(/\/i\/\d+x\d+\/(product\/[a-z-]+\/[a-z]+\/[A-Za-z0-9-]+-\d)\.(?:avif|webp|jpg)/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];
  expect(images.length).toBeGreaterThan(10);
  const one = { 'X-Forwarded-For': '198.18.7.7' };
  const codes: number[] = [];
  for (const image of images.slice(0, 4))
    codes.push((await fetch(`${base}/i/1200x630/${image}.webp`, { headers: one })).status);
  expect(codes).toEqual([200, 200, 200, 429]);
  // An image already rendered is served to that address still.
  expect((await fetch(`${base}/i/1200x630/${images[0]}.webp`, { headers: one })).status).toBe(200);

  // Renders from many addresses: well over the 1 MB bound in total, the cache on disk stays within it.
  let served = 0;
  let n = 0;
  for (const size of ['1200x630', '600x744']) {
    for (const format of ['jpg', 'webp', 'avif']) {
      for (const image of images) {
        if (served > 1.2 * 1024 * 1024) break;
        n += 1;
        const answer = await fetch(`${base}/i/${size}/${image}.${format}`, {
          headers: { 'X-Forwarded-For': `198.19.${n % 250}.${1 + (n % 200)}` },
        });
        if (answer.ok) served += (await answer.arrayBuffer()).byteLength;
      }
    }
  }
  expect(served).toBeGreaterThan(1024 * 1024);
  const size = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (sum, entry) =>
        sum + (entry.isDirectory() ? size(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).size),
      0,
    );
  expect(size(path.join(dataDir, 'images'))).toBeLessThanOrEqual(1024 * 1024);
});
