import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BackOffice, newStaff, serverQuery } from '../support/back-office.ts';

/*
 * An administrator adds a webhook endpoint in the back office, pauses it while the other system is down and resumes
 * it; the list says it is paused, the change is in the audit log, and the screen passes axe in each state.
 */
test('an administrator pauses and resumes a webhook endpoint', async ({ page }) => {
  const admin = await newStaff('admin');
  const url = `https://erp.example.com/nordpeak/${test.info().project.name}-${Date.now()}`;
  const office = new BackOffice(page);
  await office.signIn(admin);
  await office.open('staff.nav.integrations');
  await office.ready();

  const hooks = page.getByRole('region', { name: office.t('staff.webhooks.title') });
  await hooks.getByLabel(office.t('staff.webhooks.url')).fill(url);
  await hooks.getByRole('checkbox', { name: 'order.placed' }).check();
  await hooks.getByRole('button', { name: office.t('staff.webhooks.create') }).click();
  await expect(hooks.getByText(office.t('staff.webhooks.created'))).toBeVisible();

  await hooks.getByRole('button', { name: office.t('staff.webhooks.pause', { url }) }).click();
  await office.expectDone(office.t('staff.webhooks.pausedNotice', { url }));
  const entry = hooks.getByRole('listitem').filter({ hasText: url });
  await expect(entry.getByText(office.t('staff.webhooks.paused'))).toBeVisible();
  await expectNoAxeViolations(page);
  const [paused] = await serverQuery<{ active: boolean }>('SELECT active FROM webhook_endpoints WHERE url = $1', [url]);
  expect(paused?.active).toBe(false);

  await hooks.getByRole('button', { name: office.t('staff.webhooks.resume', { url }) }).click();
  await office.expectDone(office.t('staff.webhooks.resumed', { url }));
  await expect(entry.getByText(office.t('staff.webhooks.paused'))).toHaveCount(0);
  await expect(hooks.getByRole('button', { name: office.t('staff.webhooks.pause', { url }) })).toBeVisible();
  const audit = await serverQuery<{ action: string }>(
    `SELECT a.action FROM audit_log a JOIN webhook_endpoints e ON a.entity_id = e.id::text
     WHERE a.entity_type = 'webhook' AND e.url = $1 ORDER BY a.id`,
    [url],
  );
  expect(audit.map((row) => row.action)).toEqual(['webhook.create', 'webhook.pause', 'webhook.resume']);
  await serverQuery('DELETE FROM webhook_endpoints WHERE url = $1', [url]);
});
