import { expect, test, type Page } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores, type IslandStore } from '../support/island-shop.ts';
import { goOffline, goOnline } from './offline.ts';

/**
 * The account page offline (opened online, then the connection drops):
 * - password reset and change are blocked ('Reset password feature does not work while
 *   offline!'): the catalogue message in the store's language, nothing sent;
 * - a profile change is a queued sync task, processed when the
 *   connection returns.
 */
async function signIn(page: Page, store: IslandStore, email: string, password: string): Promise<void> {
  expect(
    (
      await page.request.post('/api/user/create', {
        data: { customer: { email, firstname: 'Outi', lastname: 'Offline' }, password },
      })
    ).status(),
  ).toBe(200);
  await new IslandShop(page, store).logIn(email, password, 'Outi');
}

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(store.code, key, params);

  test(`${store.code}: offline, the forgotten-password form and the password change answer the offline message and send nothing`, async ({
    page,
    context,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/user\/(reset-password|create-password|change-password)/.test(request.url()))
        calls.push(request.url());
    });
    await page.goto(routePath(store.code, 'account'));
    await page.getByRole('button', { name: t('ui.account.forgot') }).click();
    const forgot = page.getByRole('form', { name: t('ui.account.forgot') });
    await forgot.getByLabel(t('ui.account.email')).fill(`forgot-${store.code}@example.com`);
    await goOffline(context);
    await forgot.getByRole('button', { name: t('ui.account.sendReset') }).click();
    await expect(forgot.getByRole('alert')).toHaveText(t('error.offlineReset'));
    await expectNoAxeViolations(page);
    await goOnline(context);

    const password = 'Skare-2026!';
    await signIn(page, store, `change-${store.code}-${Date.now()}@example.com`, password);
    const change = page.getByRole('form', { name: t('ui.account.changePassword') });
    await change.getByLabel(t('ui.account.currentPassword')).fill(password);
    await change.getByLabel(t('ui.account.newPassword')).fill('Nyspar-2026!');
    await goOffline(context);
    await change.getByRole('button', { name: t('ui.account.changePassword') }).click();
    await expect(change.getByRole('alert')).toHaveText(t('error.offlineReset'));
    await goOnline(context);
    expect(calls).toEqual([]);
  });
}

for (const store of islandStores) {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(store.code, key, params);

  test(`${store.code}: a profile change saved offline waits in the queue and is sent when the connection returns`, async ({
    page,
    context,
  }) => {
    const password = 'Skare-2026!';
    await signIn(page, store, `queue-${store.code}-${Date.now()}@example.com`, password);
    const token = await page.evaluate(() => localStorage.getItem('np-user-token') ?? '');
    const serverName = async () =>
      (
        (await (await page.request.get('/api/user/me', { params: { token, storeCode: store.code } })).json()) as {
          result: { firstname: string };
        }
      ).result.firstname;

    await goOffline(context);
    const profile = page.getByRole('form', { name: t('ui.account.profile') });
    await profile.getByLabel(t('ui.account.firstname')).fill('Oona');
    await profile.getByRole('button', { name: t('ui.account.save') }).click();
    await expect(page.getByText(t('ui.account.greeting', { name: 'Oona' }))).toBeVisible();
    // Nothing reached the shop while offline.
    expect(await serverName()).toBe('Outi');

    await goOnline(context);
    await expect.poll(serverName, { timeout: 20_000 }).toBe('Oona');
  });
}
