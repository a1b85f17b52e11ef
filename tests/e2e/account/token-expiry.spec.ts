import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { issueAccessToken } from '../../../src/lib/server/auth/tokens.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { IslandShop, islandStores } from '../support/island-shop.ts';

/** The test server's token-signing secret (generated into its data directory). */
function serverSecret(): string {
  return readFileSync(path.join(process.env['E2E_DATA_DIR'] ?? 'data', 'token-secret'), 'utf8').trim();
}

test('an access token that expires mid-session is refreshed silently and the shopper stays signed in', async ({
  page,
  request,
}) => {
  const email = `expiry-${Date.now()}@example.com`;
  const password = 'Vinterfjall-2026!';
  expect(
    (
      await request.post('/api/user/create', {
        data: { customer: { email, firstname: 'Aino', lastname: 'Aalto' }, password },
      })
    ).status(),
  ).toBe(200);

  await page.goto('/fi/oma-tili');
  const form = page.getByRole('form', { name: 'Kirjaudu sisään' });
  await form.getByLabel('Sähköpostiosoite').fill(email);
  await form.getByLabel('Salasana').fill(password);
  await form.getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await expect(page.getByText('Hei Aino!')).toBeVisible({ timeout: 15_000 });

  // Replace the stored access token by the same session's token, expired 5 minutes ago (validly signed).
  const current = await page.evaluate(() => localStorage.getItem('np-user-token') ?? '');
  const claims = JSON.parse(Buffer.from(current.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    grp: number;
    fam?: string;
  };
  const expired = await issueAccessToken(
    Number(claims.sub),
    claims.grp,
    Date.now() - 20 * 60 * 1000,
    serverSecret(),
    claims.fam,
  );
  expect((await request.get('/api/user/me', { params: { token: expired } })).status()).toBe(401);
  await page.evaluate((token) => localStorage.setItem('np-user-token', token), expired);

  await page.reload();
  await expect(page.getByText('Hei Aino!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Olet kirjautunut ulos')).toHaveCount(0);
  // The greeting shows from the stored profile at once; the silent refresh replaces the token right after.
  const storedToken = () => page.evaluate(() => localStorage.getItem('np-user-token') ?? '');
  await expect.poll(storedToken, { timeout: 15_000 }).not.toBe(expired);
  const renewed = await storedToken();
  expect((await request.get('/api/user/me', { params: { token: renewed } })).status()).toBe(200);
});

for (const store of islandStores.filter((s) => s.code !== 'no')) {
  const { code } = store;
  const t = (key: MessageKey, params?: Record<string, string>) => translate(code, key, params);

  test(`${code}: a token that cannot be refreshed, met on a product page, logs out silently and opens the sign-in dialog with the error`, async ({
    page,
    request,
  }) => {
    const email = `norefresh-${code}-${Date.now()}@example.com`;
    const password = 'Vinterfjall-2026!';
    expect(
      (
        await request.post('/api/user/create', {
          data: { customer: { email, firstname: 'Aino', lastname: 'Aalto' }, password },
        })
      ).status(),
    ).toBe(200);
    await new IslandShop(page, store).logIn(email, password, 'Aino');

    // Both tokens become worthless (as after a revocation elsewhere): the page's Club-price call is refused with 401
    // and the refresh fails.
    await page.evaluate(() => {
      localStorage.setItem('np-user-token', 'revoked.access.token');
      localStorage.setItem('np-refresh-token', 'revoked-refresh-token');
    });
    await page.goto(`${store.prefix}/p/150001/x`);
    const dialog = page.getByRole('dialog', { name: t('ui.account.title') });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(
      dialog.getByRole('form', { name: t('ui.account.login') }).getByLabel(t('ui.account.email')),
    ).toBeFocused();
    const toasts = page.getByRole('region', { name: t('ui.notifications.region') });
    await expect(toasts.getByText(t('error.refreshFailure'))).toBeVisible();
    // Logged out silently: no "You're logged out", the tokens are gone.
    await expect(toasts.getByText(t('error.loggedOut'))).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('np-user-token') ?? '')).toBe('');
    await expectNoAxeViolations(page);

    // Signing in again from the dialog closes it.
    const again = dialog.getByRole('form', { name: t('ui.account.login') });
    await again.getByLabel(t('ui.account.email')).fill(email);
    await again.getByLabel(t('ui.account.password')).fill(password);
    await again.getByRole('button', { name: t('ui.account.login') }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('np-user-token') ?? '')).not.toBe('');
  });
}
