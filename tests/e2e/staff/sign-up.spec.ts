import { expect, test } from '@playwright/test';
import { authenticator, signupToken, staffCommand } from '../../support/staff.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BackOffice, e2eShop } from '../support/back-office.ts';

/*
 * A new staff member opens the sign-up link the operator's command printed: the page shows the authenticator key,
 * takes a password and a first code, shows the recovery codes once, and the member is in the back office (and signs in
 * again after signing out).
 * A link without its token says so.
 */
test('a new staff member signs up from the link and signs in again', async ({ page }) => {
  const office = new BackOffice(page);
  const email = `signup-${test.info().project.name}-${Date.now()}@example.se`;
  const password = 'Fjällräv-Personal-2026!';
  const token = signupToken(await staffCommand(e2eShop(), ['add', email, '--role', 'support']));

  await page.goto('/staff/valkommen');
  await office.ready();
  await expect(page.getByText(office.t('staff.signUp.noLink'))).toBeVisible();

  await page.goto('about:blank'); // (from the same path, only the fragment would change)
  await page.goto(`/staff/valkommen#token=${token}`);
  await office.ready();
  await expect(page.getByRole('heading', { level: 1, name: office.t('staff.signUp.title') })).toBeVisible();
  await expect(page.getByRole('img', { name: office.t('staff.signUp.qrAlt') })).toBeVisible();
  // The token leaves the address bar once read.
  expect(new URL(page.url()).hash).toBe('');
  const secret = (await page.locator('[data-totp-secret]').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  const nextCode = authenticator(secret);
  await expectNoAxeViolations(page);

  // A wrong first code is refused with a message; the link still works.
  await page.getByLabel(office.t('staff.signUp.password')).fill(password);
  await page.getByRole('textbox', { name: office.t('staff.signUp.code') }).fill('000000');
  await page.getByRole('button', { name: office.t('staff.signUp.submit') }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();

  await page.getByLabel(office.t('staff.signUp.password')).fill(password);
  await page.getByRole('textbox', { name: office.t('staff.signUp.code') }).fill(await nextCode());
  await page.getByRole('button', { name: office.t('staff.signUp.submit') }).click();
  await expect(page.getByRole('heading', { name: office.t('staff.signUp.done') })).toBeVisible();
  await expect(page.locator('.np-staff__codes li')).not.toHaveCount(0);
  await expectNoAxeViolations(page);

  // The sign-up signed the member in; signed out, the password and the app sign them in again.
  await page.getByRole('link', { name: office.t('staff.signUp.continue') }).click();
  await expect(page.getByRole('navigation', { name: office.t('staff.nav.label') })).toBeVisible();
  await office.ready();
  await office.signOut();
  await office.signIn({ email, password, recoveryCodes: [], headers: {}, nextCode });
});
