import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The plain-text body of the newest outbox mail of a kind to an address. */
function latestMailText(kind: string, to: string): string | undefined {
  const outbox = path.join(process.env['E2E_DATA_DIR'] ?? 'data', 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((file) => file.includes(`-${kind}-`) && file.includes(to))
      .sort();
  } catch {
    return undefined;
  }
  const last = files.at(-1);
  if (!last) return undefined;
  const eml = readFileSync(path.join(outbox, last), 'utf8');
  const part =
    /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([\s\S]*?)\r\n--/.exec(eml);
  return part ? Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8') : undefined;
}

test('a shopper who forgot the password follows the mailed link, sets a new one and is signed in', async ({
  page,
  request,
}) => {
  const email = `reset-${Date.now()}@example.com`;
  const created = await request.post('/api/user/create?storeCode=no', {
    data: { customer: { email, firstname: 'Kari', lastname: 'Nordmann' }, password: 'Gammel-Skitur-2026' },
  });
  expect(created.status()).toBe(200);

  await page.goto('/no/min-konto');
  await page.getByRole('button', { name: /Glemt passordet/ }).click();
  await page
    .getByRole('form', { name: /Glemt passordet/ })
    .getByLabel('E-postadresse')
    .fill(email);
  await page
    .getByRole('form', { name: /Glemt passordet/ })
    .getByRole('button')
    .click();
  await expect(page.getByRole('status').filter({ hasText: /lenke/ })).toBeVisible();

  await expect.poll(() => latestMailText('password-reset', email), { timeout: 15_000 }).toBeTruthy();
  const link = new URL(/https?:\/\/\S+/.exec(latestMailText('password-reset', email)!)![0]);
  expect(link.pathname).toBe('/no/min-konto');
  // The secret is in the fragment, which no server or cache sees.
  expect(link.search).toBe('');
  expect(link.hash).toMatch(/resetToken=/);

  // Opened from the mail: a fresh page load (a fragment change on the open page would not load it again).
  await page.goto('about:blank');
  await page.goto(`${link.pathname}${link.hash}`);
  const form = page.getByRole('form', { name: 'Lagre nytt passord' });
  await form.getByLabel('Nytt passord', { exact: true }).fill('Ny-Fjelltur-2026!');
  await form.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(page.getByText('Hei Kari!')).toBeVisible({ timeout: 15_000 });

  const login = await request.post('/api/user/login', { data: { username: email, password: 'Ny-Fjelltur-2026!' } });
  expect(login.status()).toBe(200);
});
