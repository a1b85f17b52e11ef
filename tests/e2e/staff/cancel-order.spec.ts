import { expect, test, type APIRequestContext } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { BackOffice, newStaff, serverQuery } from '../support/back-office.ts';
import { customerWithOrder, orderLine } from '../support/customer-orders.ts';
import { shopperPage } from './shopper.ts';

/*
 * An administrator cancels a shopper's order in the back office: the unit it took is back in stock (the shop's stock
 * API says so), the shopper sees the order cancelled in My orders and has the cancellation mail.
 */
const skus: Record<string, string> = { tablet: '150014-001', desktop: '150014-004' };

async function stock(request: APIRequestContext, sku: string): Promise<number> {
  const answer = await request.get(`/api/stock/check?storeCode=sv&sku=${sku}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { qty: number } }).result.qty;
}

test('a cancelled order returns its stock and the shopper sees it cancelled', async ({ page, browser, request }) => {
  const sku = skus[test.info().project.name]!;
  const before = await stock(request, sku);
  const [customer, admin] = await Promise.all([
    customerWithOrder(request, 'sv', sku, 'staff-cancel'),
    newStaff('admin'),
  ]);
  expect(await stock(request, sku)).toBe(before - 1);

  const office = new BackOffice(page);
  await office.signIn(admin);
  await office.findOrder(customer.number, customer.number);
  const cancel = page.getByRole('form', { name: office.t('staff.order.cancelTitle') });
  await cancel.getByLabel(office.t('staff.order.reason')).fill('Kunden ångrade sig');
  await cancel.getByRole('button', { name: office.t('staff.order.cancelSubmit') }).click();
  await office.expectDone(office.t('staff.order.done', { status: office.t('staff.orderStatus.cancelled') }));
  // A cancelled order has nothing left to do.
  await expect(page.getByRole('heading', { name: office.t('staff.order.actions') })).toHaveCount(0);
  expect(await stock(request, sku)).toBe(before);

  const shopper = await shopperPage(browser);
  const line = await orderLine(shopper, 'sv', customer);
  await expect(line).toContainText(` · ${translate('sv', 'ui.account.status.cancelled')} · `);
  await shopper.context().close();

  const mails = await serverQuery<{ kind: string }>(`SELECT kind FROM mail_outbox WHERE "to" = $1 ORDER BY id`, [
    customer.email,
  ]);
  expect(mails.map((mail) => mail.kind)).toContain('order-cancelled');
});
