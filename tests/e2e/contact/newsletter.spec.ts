import { expect, test, type APIRequestContext } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { islandStores } from '../support/island-shop.ts';
import { runTag, screen } from '../support/screens.ts';

/** The newsletter state the server holds for an address (the GET call). */
async function serverStatus(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/api/ext/mailchimp-subscribe/subscribe?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: string }).result;
}

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);

  test(`${store.code}: the footer form subscribes, with translated errors`, async ({ page, request }) => {
    const email = `footer-${runTag(store.code)}@example.com`;
    await page.goto(`${store.prefix}/`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: t('site.newsletter.heading') }).scrollIntoViewIfNeeded();
    const form = footer.getByRole('form', { name: t('ui.newsletter.title') });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await form.getByRole('button', { name: t('ui.newsletter.subscribe') }).click();
    await expect(form.getByText(t('form.required'))).toBeVisible();
    await form.getByLabel(t('ui.account.email')).fill('not-an-address');
    await form.getByRole('button', { name: t('ui.newsletter.subscribe') }).click();
    await expect(form.getByText(t('form.invalidEmail'))).toBeVisible();
    expect(await serverStatus(request, email)).toBe('unsubscribed');
    await form.getByLabel(t('ui.account.email')).fill(email);
    await form.getByRole('button', { name: t('ui.newsletter.subscribe') }).click();
    await expect(footer.getByRole('status').filter({ hasText: t('ui.newsletter.subscribed') })).toBeVisible({
      timeout: 15_000,
    });
    expect(await serverStatus(request, email)).toBe('subscribed');
    await expectNoAxeViolations(page);
  });

  test(`${store.code}: the newsletter dialog opens from the menu, subscribes and says when already subscribed`, async ({
    page,
    request,
  }) => {
    const email = `modal-${runTag(store.code)}@example.com`;
    await page.goto(`${store.prefix}/`);
    // On a phone the dialog's button is in the menu panel; from 768 px in the header's bar.
    const openDialog = async () => {
      if (screen() === 'phone') await page.getByRole('button', { name: t('nav.menu') }).click();
      await page.getByRole('button', { name: t('site.newsletter.open') }).click();
    };
    await openDialog();
    const dialog = page.getByRole('dialog', { name: t('ui.newsletter.title') });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    // Opening the dialog closed the menu panel (one panel or dialog at a time).
    if (screen() === 'phone')
      await expect(page.getByRole('button', { name: t('nav.menu') })).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    await dialog.getByLabel(t('ui.account.email')).fill(email);
    await dialog.getByRole('button', { name: t('ui.newsletter.subscribe') }).click();
    await expect(dialog.getByRole('status')).toHaveText(t('ui.newsletter.subscribed'), { timeout: 15_000 });
    expect(await serverStatus(request, email)).toBe('subscribed');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The same address again: subscribe only if not subscribed.
    await page.reload();
    await openDialog();
    await dialog.getByLabel(t('ui.account.email')).fill(email);
    await dialog.getByRole('button', { name: t('ui.newsletter.subscribe') }).click();
    await expect(dialog.getByRole('status')).toHaveText(t('ui.newsletter.already'), { timeout: 15_000 });
  });

  test(`${store.code}: registering with the newsletter box subscribes; the profile box unsubscribes`, async ({
    page,
    request,
  }) => {
    const email = `reg-news-${runTag(store.code)}@example.com`;
    await page.goto(routePath(store.code, 'account'));
    await page.getByRole('button', { name: t('ui.account.register') }).click();
    const register = page.getByRole('form', { name: t('ui.account.register') });
    await register.getByLabel(t('ui.account.firstname')).fill('Nora');
    await register.getByLabel(t('ui.account.lastname')).fill('News');
    await register.getByLabel(t('ui.account.email')).fill(email);
    await register.getByLabel(t('ui.account.password')).fill('Fjällräv-2026!');
    await register.getByRole('checkbox', { name: t('site.newsletter.optIn') }).check();
    await register.getByRole('button', { name: t('ui.account.register') }).click();
    await expect(page.getByText(t('ui.account.greeting', { name: 'Nora' }))).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => serverStatus(request, email), { timeout: 10_000 }).toBe('subscribed');

    const profile = page.getByRole('form', { name: t('ui.account.profile') });
    const box = profile.getByRole('checkbox', { name: t('site.newsletter.optIn') });
    await expect(box).toBeChecked();
    await box.uncheck();
    await profile.getByRole('button', { name: t('ui.account.save') }).click();
    await expect(profile.getByRole('status')).toHaveText(t('site.newsletter.optInSaved'), { timeout: 15_000 });
    expect(await serverStatus(request, email)).toBe('unsubscribed');
    await page.reload();
    await expect(
      page
        .getByRole('form', { name: t('ui.account.profile') })
        .getByRole('checkbox', { name: t('site.newsletter.optIn') }),
    ).not.toBeChecked({ timeout: 15_000 });
  });
}
