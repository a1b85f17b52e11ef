import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { servicePageSlugs } from '../../../src/content/slugs.ts';
import { withdrawalSupportPath } from '../../../src/content/withdrawal.ts';
import { contentPath } from '../../../src/lib/content/routes.ts';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { islandStores } from '../support/island-shop.ts';
import { runTag, screen } from '../support/screens.ts';

/** The raw .eml files of the server's outbox that contain `needle`. */
function outboxWith(needle: string): string[] {
  const outbox = path.join(process.env['E2E_DATA_DIR'] ?? 'data', 'outbox');
  try {
    return readdirSync(outbox)
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .filter((text) => text.includes(needle));
  } catch {
    return [];
  }
}

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: the customer-support page's contact form sends a mail through the mail service`, async ({
    page,
  }) => {
    const email = `support-${runTag(store.code)}@example.com`;
    // Each run is its own shopper behind the shop's proxy (5 support messages an hour per client address): six runs
    // from one loopback address would run into that limit. (A documentation address, only ever a header.)
    const shopper = islandStores.indexOf(store) + 1 + (screen() === 'phone' ? 10 : 0);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${shopper}` });
    await page.goto(contentPath(store.code, 'page', servicePageSlugs.support[store.code]));
    const form = page.getByRole('form', { name: t('site.support.heading') });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await form.getByRole('button', { name: t('site.support.send') }).click();
    await expect(form.getByRole('alert')).toHaveText(t('form.fixErrors'));
    await expect(form.getByText(t('form.required')).first()).toBeVisible();
    await form.getByLabel(t('site.support.name')).fill('Sigrid Support');
    await form.getByLabel(t('ui.account.email')).fill(email);
    await form.getByLabel(t('site.support.subject')).fill(`Order question ${store.code}`);
    await form.getByLabel(t('site.support.message')).fill('Where is my parcel?');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: t('site.support.send') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('site.support.sent') })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => outboxWith(email).length, { timeout: 10_000 }).toBe(1);
    const mail = outboxWith(email)[0]!;
    expect(mail).toMatch(/^Reply-To: .*support-/m);

    // A link from the terms page or an order confirmation chooses the withdrawal subject and names the order.
    await page.goto(`${withdrawalSupportPath(store.code)}&order=${store.code.toUpperCase()}100000042`);
    await expect(form.getByLabel(t('site.support.topic'))).toHaveValue('withdrawal', { timeout: 15_000 });
    await expect(form.getByLabel(t('site.support.orderNumber'))).toHaveValue(`${store.code.toUpperCase()}100000042`);
    await expect(form.getByLabel(t('site.support.subject'))).toBeHidden();
    await form.getByLabel(t('ui.account.email')).fill(email);
    await form.getByRole('button', { name: t('site.support.send') }).click();
    await expect(page.getByRole('status').filter({ hasText: `${store.code.toUpperCase()}100000042` })).toBeVisible({
      timeout: 15_000,
    });
    // The desk's mail (answerable to the shopper) and the shopper's acknowledgement of receipt.
    await expect.poll(() => outboxWith(email).length, { timeout: 10_000 }).toBe(3);
    expect(outboxWith(email).filter((eml) => /^X-Nordpeak-Kind: withdrawal-receipt$/m.test(eml))).toHaveLength(1);
  });
}

test('the mail service answers bad input with a translated 400, never a 5xx', async ({ request }) => {
  test.skip(screen() === 'phone', 'no screen: HTTP calls, once');
  const noToken = await request.post('/api/ext/mail-service/send-email?storeCode=fi', {
    data: { email: 'a@example.com', subject: 'x', text: 'y' },
  });
  expect(noToken.status()).toBe(400);
  const token = ((await (await request.get('/api/ext/mail-service/get-token')).json()) as { result: string }).result;
  const badMail = await request.post('/api/ext/mail-service/send-email', {
    data: { token, email: 'nope', subject: 'x', text: 'y' },
  });
  expect(badMail.status()).toBe(400);
  expect(((await badMail.json()) as { result: string }).result).toBe('Not a valid emailadress');
});
