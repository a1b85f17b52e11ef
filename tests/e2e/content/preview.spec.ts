import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { ContentPage, previewSecret } from './content-page.ts';

const draft = '/magasin/langdakning/vinterns-nyheter';

test('a draft is hidden from shoppers and shown in preview, with the preview bar, until the editor exits', async ({
  page,
}) => {
  const content = new ContentPage(page);
  expect((await content.open(draft))?.status()).toBe(404);
  await content.open('/magasin/langdakning');
  await expect(page.getByRole('link', { name: /vinterns skidnyheter/ })).toHaveCount(0);

  const answer = await content.startPreview(draft);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveURL(new RegExp(`${draft}$`));
  await content.expectTitle('Förhandstitt: vinterns skidnyheter');
  await expect(content.previewBar()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);

  await content.open('/magasin/langdakning');
  await expect(page.getByRole('link', { name: /vinterns skidnyheter/ }).first()).toBeVisible();

  await content.previewBar().getByRole('link', { name: 'Avsluta förhandsgranskningen' }).click();
  await expect(page).toHaveURL(/\/magasin\/langdakning$/);
  await expect(content.previewBar()).toHaveCount(0);
  expect((await content.open(draft))?.status()).toBe(404);
});

test('the preview needs the secret and only redirects inside the site', async ({ page, request }) => {
  const wrong = await request.get('/api/preview?secret=wrong-secret-value&path=/magasin', { maxRedirects: 0 });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ code: 401, result: 'The preview secret is not valid' });
  expect((await request.get('/api/preview?path=/magasin', { maxRedirects: 0 })).status()).toBe(400);
  const offsite = await request.get(`/api/preview?secret=${previewSecret()}&path=//evil.example/`, { maxRedirects: 0 });
  expect(offsite.status()).toBe(303);
  expect(offsite.headers().location).toBe('/');
  expect(offsite.headers()['cache-control']).toBe('no-store');

  const content = new ContentPage(page);
  await page.context().addCookies([
    {
      name: 'np_preview',
      value: 'eyJleHAiOjk5OTk5OTk5OTl9.forged',
      url: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    },
  ]);
  expect((await content.open(draft))?.status()).toBe(404);
});

test('XSS payloads in rich text are inert', async ({ page }) => {
  const content = new ContentPage(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await content.startPreview('/sida/forhandsgranskning');
  await content.expectTitle('Förhandsgranskning av innehåll');
  const probe = page.locator('#xss-probe');
  await expect(probe).toContainText('Innehåll som klistras in');
  expect(await probe.locator('script, iframe, style').count()).toBe(0);
  expect(await page.locator('main iframe, main style').count()).toBe(0);
  expect(await probe.locator('[onerror], [onclick]').count()).toBe(0);
  const unsafe = probe.getByText('en osäker länk');
  await expect(unsafe).toBeVisible();
  expect(await unsafe.getAttribute('href')).toBeNull();
  await expect(probe.getByRole('link', { name: 'en extern länk' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await unsafe.click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
