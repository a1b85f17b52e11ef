import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

const address = {
  firstname: 'Anna',
  lastname: 'Svensson',
  street: ['Storgatan 1'],
  city: 'Stockholm',
  postcode: '111 22',
  countryId: 'SE',
  email: 'anna@example.se',
};

/** A POST as the storefront's own pages send it (same origin, so Astro's cross-site check lets it through). */
function post(request: APIRequestContext, url: string, data: unknown = {}) {
  return request.post(url, {
    data,
    headers: { origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').origin },
  });
}

/** A guest cart with one in-stock configurable child and home delivery, and its purchase token. */
async function cartReadyToPay(request: APIRequestContext): Promise<{ cartId: string; token: string }> {
  const cartId = (await (await post(request, '/api/cart/create')).json()).result as string;
  let added = false;
  for (let parent = 150001; parent < 150040 && !added; parent++) {
    for (let child = 0; child < 4 && !added; child++) {
      const sku = `${parent}-${String(child).padStart(3, '0')}`;
      const answer = await post(request, `/api/cart/update?cartId=${encodeURIComponent(cartId)}`, {
        cartItem: { sku, qty: 1 },
      });
      added = answer.status() === 200;
    }
  }
  expect(added).toBe(true);
  const info = await post(request, `/api/cart/shipping-information?cartId=${encodeURIComponent(cartId)}`, {
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shippingCarrierCode: 'postnord',
      shippingMethodCode: 'home',
    },
  });
  expect(info.status()).toBe(200);
  const init = await (await request.get(`/api/ext/polder/avarda/init/${encodeURIComponent(cartId)}`)).json();
  return { cartId, token: init.result.token as string };
}

/** The payment step page of the test provider. */
class PaymentStep {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  /** Pays by card; the step's answer (a 303 back to the checkout with the outcome). */
  async payByCard(number: string) {
    await this.page.getByRole('radio', { name: 'Kort' }).check();
    await this.page.getByLabel('Kortnummer').fill(number);
    const [answer] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/pay/')),
      this.page.getByRole('button', { name: /^Betala/ }).click(),
    ]);
    return { status: answer.status(), location: answer.headers()['location'] };
  }
}

test('the shopper is declined with the test card, pays with a good card, and the order is completed', async ({
  page,
  request,
}) => {
  const { cartId, token } = await cartReadyToPay(request);
  await page.goto(`/pay/${token}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1, name: 'Betalning' })).toBeVisible();
  await expect(page.getByText(/Delbetalning: .+\/mån i 24 månader/)).toBeVisible();
  await expectNoAxeViolations(page);
  const step = new PaymentStep(page);

  // The outcome goes back to the checkout (303, so the browser asks with GET), declined first.
  expect(await step.payByCard('4000 0000 0000 0002')).toEqual({ status: 303, location: '/checkout?payment=declined' });
  const refused = await post(request, `/api/ext/polder/avarda/complete/${encodeURIComponent(cartId)}`);
  expect(refused.status()).toBe(402);

  await page.goto(`/pay/${token}`);
  expect(await step.payByCard('4111 1111 1111 1111')).toEqual({ status: 303, location: '/checkout?payment=approved' });
  // The approved session shows as such if the shopper comes back to the payment step.
  await page.goto(`/pay/${token}`);
  await expect(page.getByRole('status')).toContainText('Betalningen är godkänd.');
  const done = await (await post(request, `/api/ext/polder/avarda/complete/${encodeURIComponent(cartId)}`)).json();
  expect(done.result.order.order_number).toMatch(/^SE\d{7}$/);
});

test("a payment page opened under another store's path leads to the session's store", async ({ page, request }) => {
  const { token } = await cartReadyToPay(request);
  await page.goto(`/fi/pay/${token}`);
  await expect(page).toHaveURL(new RegExp(`/pay/${token}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Betalning' })).toBeVisible();
  const missing = await page.goto('/fi/pay/no-such-token');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Maksu' })).toBeVisible();
});
