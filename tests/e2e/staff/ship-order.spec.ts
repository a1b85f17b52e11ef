import { expect, test } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { trackingUrl } from '../../../src/lib/orders/carriers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BackOffice, newStaff, serverQuery } from '../support/back-office.ts';
import { customerWithOrder, orderLine } from '../support/customer-orders.ts';
import { shopperPage } from './shopper.ts';

/*
 * "Where is my parcel?": support finds a shopper's order by e-mail (and may not ship it), the warehouse finds it by
 * its number, starts it and ships it with a carrier and a tracking number; the shopper's My orders then says
 * "Skickad" with the carrier's tracking link, and the shipping mail is in the outbox.
 */
const skus: Record<string, string> = { tablet: '150012-000', desktop: '150012-004' };

test('support finds an order, the warehouse ships it, the shopper follows the parcel', async ({
  page,
  browser,
  request,
}) => {
  const customer = await customerWithOrder(request, 'sv', skus[test.info().project.name]!, 'staff-ship');
  const [support, warehouse] = await Promise.all([newStaff('support'), newStaff('warehouse')]);
  const office = new BackOffice(page);

  await office.signIn(support);
  await office.findOrder(customer.email, customer.number);
  await expect(page.getByText(customer.email).first()).toBeVisible();
  // Support reads the order but has no lifecycle actions.
  await expect(page.getByRole('heading', { name: office.t('staff.order.actions') })).toHaveCount(0);
  await office.signOut();

  await office.signIn(warehouse);
  await office.findOrder(customer.number, customer.number);
  await page.getByRole('button', { name: office.t('staff.order.process') }).click();
  await office.expectDone(office.t('staff.order.done', { status: office.t('staff.orderStatus.processing') }));
  const tracking = `DHL${Date.now()}`;
  const ship = page.getByRole('form', { name: office.t('staff.order.shipTitle') });
  await ship.getByLabel(office.t('staff.order.carrier')).selectOption('dhl');
  await ship.getByLabel(office.t('staff.order.trackingNumber')).fill(tracking);
  await ship.getByRole('button', { name: office.t('staff.order.shipSubmit') }).click();
  await office.expectDone(office.t('staff.order.done', { status: office.t('staff.orderStatus.shipped') }));
  const url = trackingUrl('dhl', tracking, 'sv')!;
  await expect(page.getByRole('link', { name: office.t('staff.order.track', { tracking }) })).toHaveAttribute(
    'href',
    url,
  );
  await expectNoAxeViolations(page);

  const shopper = await shopperPage(browser);
  const line = await orderLine(shopper, 'sv', customer);
  await expect(line).toContainText(` · ${translate('sv', 'ui.account.status.shipped')} · `);
  expect(translate('sv', 'ui.account.status.shipped')).toBe('Skickad');
  await expect(
    line.getByRole('link', { name: translate('sv', 'ui.account.track', { carrier: 'DHL' }) }),
  ).toHaveAttribute('href', url);
  await shopper.context().close();

  const mails = await serverQuery<{ subject: string; text: string }>(
    `SELECT subject, text FROM mail_outbox WHERE kind = 'order-shipped' AND "to" = $1`,
    [customer.email],
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toContain(customer.number);
  expect(mails[0]!.text).toContain(url);
});
