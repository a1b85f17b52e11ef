import { expect, test, type Page, type Response } from '@playwright/test';
import { errorText } from '../../../src/lib/i18n/errors.ts';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { staffScreens } from '../../../src/lib/staff/screens.ts';
import { overflow } from '../layout/fit.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { BackOffice, newStaff, serverQuery } from '../support/back-office.ts';
import { customerWithOrder, orderLine } from '../support/customer-orders.ts';

/*
 * The back office's pages from the outside: a shopper, signed in or with their token, never opens them or their
 * calls; every page is private and never stored, framed by nobody, passes axe and fits the screen (a tablet too).
 */
const skus: Record<string, string> = { tablet: '150016-004', desktop: '150016-005' };

/** The page's headers say private, never stored, never framed. */
function expectPrivate(answer: Response | null): void {
  expect(answer, 'no answer').not.toBeNull();
  const headers = answer!.headers();
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

/** Once the page's islands have started: axe-clean and nothing wider than the screen. */
async function expectUsable(page: Page): Promise<void> {
  await new BackOffice(page).ready();
  await expectNoAxeViolations(page);
  expect(await overflow(page)).toEqual([]);
}

test('a shopper, signed in or with their token, never opens the back office', async ({ page, request }) => {
  const customer = await customerWithOrder(request, 'sv', skus[test.info().project.name]!, 'staff-shopper');
  await orderLine(page, 'sv', customer);

  const office = new BackOffice(page);
  const detail = await page.goto(`/staff/ordrar/${customer.number}`);
  expectPrivate(detail);
  await expect(page.getByText(translate('sv', 'error.staffSignInRequired'))).toBeVisible();
  await expect(page.getByRole('heading', { name: office.t('staff.order.lines') })).toHaveCount(0);
  await expect(page.getByText(customer.email)).toHaveCount(0);
  // The shopper's browser (its cookies, same origin) asks a staff call itself.
  expect(await page.evaluate(async () => (await fetch('/api/staff/orders')).status)).toBe(401);

  const login = await request.post('/api/user/login?storeCode=sv', {
    data: { username: customer.email, password: customer.password },
  });
  const token = ((await login.json()) as { result: string }).result;
  const origin = new URL(page.url()).origin;
  const asShopper = [
    request.get(`/api/staff/orders?token=${token}`),
    request.get(`/api/staff/orders/${customer.number}`, { headers: { authorization: `Bearer ${token}` } }),
    request.post(`/api/staff/orders/${customer.number}/cancel?token=${token}`, {
      headers: { authorization: `Bearer ${token}`, origin },
      data: {},
    }),
  ];
  for (const answer of await Promise.all(asShopper)) {
    expect(answer.status()).toBe(401);
    expect(((await answer.json()) as { result: string }).result).toBe(errorText('staffSignInRequired'));
  }
  const [order] = await serverQuery<{ status: string }>('SELECT status FROM orders WHERE order_number = $1', [
    customer.number,
  ]);
  expect(order?.status).toBe('pending');
});

test('every back office page is private, never framed, passes axe and fits the screen', async ({ page, request }) => {
  // Ten pages, each checked with axe: on a busy machine that takes longer than one page's test.
  test.slow();
  const [customer, admin] = await Promise.all([
    customerWithOrder(request, 'sv', skus[test.info().project.name]!, 'staff-pages'),
    newStaff('admin'),
  ]);
  const office = new BackOffice(page);
  expectPrivate(await page.goto('/staff'));
  await expectUsable(page);

  await office.signIn(admin);
  const paths = ['/staff', ...staffScreens.map((screen) => screen.path), `/staff/ordrar/${customer.number}`];
  for (const path of paths) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    expectPrivate(answer);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectUsable(page);
  }
});
