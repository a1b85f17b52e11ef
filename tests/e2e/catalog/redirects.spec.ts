import { expect, test } from '@playwright/test';
import { stores } from '../support/storefront-shop.ts';

const noRedirect = { maxRedirects: 0 } as const;

test('a sku with a dash redirects 301 to the parent with ?childSku=', async ({ request }) => {
  const response = await request.get('/p/150001-000/whatever', noRedirect);
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/p\/150001\/[a-z0-9-]+\?childSku=150001-000$/);
});

test('a direct visit to a configurable child path redirects to the parent', async ({ request }) => {
  const response = await request.get('/no/p/150001/x/150001-000', noRedirect);
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/^\/no\/p\/150001\/[a-z0-9-]+\?childSku=150001-000$/);
});

test('the legacy product path redirects (302) to the product with childSku 150001-000', async ({ request, page }) => {
  await page.goto('/p/150001/x');
  const slug = new URL(page.url()).pathname.split('/').pop();
  const response = await request.get(`/produkt/150001/${slug}.html`, noRedirect);
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`/p/150001/${slug}?childSku=150001-000`);
});

test('/kjøpeguide redirects 302 to /kopguider', async ({ request }) => {
  const response = await request.get('/kj%C3%B8peguide', noRedirect);
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/kopguider');
});

test('rewrite records redirect with their own code or render the target in place', async ({ request }) => {
  const redirect = await request.get('/fi/ale', noRedirect);
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/fi/campaigns');
  const rewrite = await request.get('/skidor', noRedirect);
  expect(rewrite.status()).toBe(200);
  expect(await rewrite.text()).toContain('rel="canonical" href="http');
});

test('a category url_path resolves through the dispatcher', async ({ page }) => {
  const response = await page.goto('/no/langrenn/ski');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ski');
});

for (const store of stores) {
  test(`unknown pages answer 404 with the translated text in ${store.code}`, async ({ page }) => {
    for (const path of [`${store.prefix}/finns/inte/alls`, `${store.prefix}/p/999999/nope`, `${store.prefix}/c/nope`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.notFound);
    }
  });
}

test('images are served at the allowed sizes only', async ({ request }) => {
  // The image a product page shows (its share image), asked for at a card size.
  const html = await (await request.get('/p/150001/x')).text();
  const shown = /\/i\/\d+x\d+(\/product\/[a-z-]+\/[a-z-]+\/150001-\d+)\.jpg/.exec(html);
  expect(shown, 'the product page shows an image of 150001').not.toBeNull();
  const ok = await request.get(`/i/310x300${shown![1]}.webp`);
  expect(ok.status()).toBe(200);
  expect(ok.headers()['content-type']).toBe('image/webp');
  expect(ok.headers()['cache-control']).toContain('immutable');
  for (const bad of [
    '/i/311x300/product/ski/red/150001-1.webp',
    '/i/310x300/product/rocket/red/150001-1.webp',
    '/i/310x300/../../etc/passwd',
    '/category/nope.svg',
  ]) {
    expect((await request.get(bad)).status()).toBe(404);
  }
});

test('robots.txt and the per-store sitemaps', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  for (const path of ['/sitemap.xml', '/no/sitemap.xml', '/fi/sitemap.xml']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<loc>[^<]+\/p\/150001\//);
  }
});
