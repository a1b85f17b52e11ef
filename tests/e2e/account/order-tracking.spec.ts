import { expect, test } from '@playwright/test';
import pg from 'pg';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { trackingUrl } from '../../../src/lib/orders/carriers.ts';
import { routePath } from '../../../src/lib/routes/routes.ts';
import { createKey } from '../../support/integration.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addresses } from '../support/buyer.ts';
import { islandStores } from '../support/island-shop.ts';
import { serverDatabaseUrl } from '../support/server-db.ts';

/*
 * The shopper sees where the order is: after the warehouse ships it (through the integration API, as a warehouse
 * system does), My orders shows it as shipped in the shopper's language with the carrier's tracking link, and the
 * shipping mail is in the outbox — in every store.
 */
const skus = { sv: '150002-001', no: '150002-002', fi: '150002-003' } as const;
const countries = { sv: 'SE', no: 'NO', fi: 'FI' } as const;
const carriers = { sv: ['postnord', 'PostNord'], no: ['bring', 'Bring'], fi: ['posti', 'Posti'] } as const;
let key = '';

test.beforeAll(async () => {
  key = (await createKey({ dataDir: process.env['E2E_DATA_DIR']! }, `warehouse-${Date.now()}`, ['orders:write'])).key;
});

for (const store of islandStores) {
  const t = (name: MessageKey, params?: Record<string, string | number>) => translate(store.code, name, params);

  test(`${store.code}: a shipped order shows its status and the tracking link in My orders, and is mailed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `tracking-${store.code}-${Date.now()}@example.com`;
    const password = 'Fjällräv-2026!';
    const query = `?storeCode=${store.code}`;
    const a = addresses[store.code];
    await request.post(`/api/user/create${query}`, {
      data: { customer: { email, firstname: a.first, lastname: a.last }, password },
    });
    const login = await request.post(`/api/user/login${query}`, { data: { username: email, password } });
    const token = ((await login.json()) as { result: string }).result;
    const address = {
      firstname: a.first,
      lastname: a.last,
      street: [a.street],
      city: a.city,
      postcode: a.postcode,
      countryId: countries[store.code],
      telephone: a.phone,
      email,
    };
    const [carrier, carrierTitle] = carriers[store.code];
    const placed = await request.post(`/api/order${query}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        order_id: `tracking-${store.code}-${Date.now()}`,
        products: [{ sku: skus[store.code], qty: 1 }],
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shipping_method_code: 'home',
          shipping_carrier_code: carrier,
          payment_method_code: 'invoice',
          payment_method_additional: {},
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const number = ((await placed.json()) as { result: { order_number: string } }).result.order_number;
    const warehouse = { authorization: `Bearer ${key}` };
    const tracking = `${store.code.toUpperCase()}${Date.now()}`;
    expect(
      (
        await request.post(`/api/integration/orders/${number}/status`, {
          headers: warehouse,
          data: { status: 'processing' },
        })
      ).status(),
    ).toBe(200);
    const shipped = await request.post(`/api/integration/orders/${number}/shipments`, {
      headers: warehouse,
      data: { carrier, tracking_number: tracking },
    });
    expect(shipped.status(), await shipped.text()).toBe(200);

    await page.goto(routePath(store.code, 'account'));
    const form = page.getByRole('form', { name: t('ui.account.login') });
    await form.getByLabel(t('ui.account.email')).fill(email);
    await form.getByLabel(t('ui.account.password')).fill(password);
    await form.getByRole('button', { name: t('ui.account.login') }).click();
    const orders = page.getByRole('region', { name: t('ui.account.orders') });
    const line = orders
      .getByRole('listitem')
      .filter({ hasText: t('ui.account.orderNumber', { number }) })
      .first();
    await expect(line).toContainText(` · ${t('ui.account.status.shipped')} · `, { timeout: 30_000 });
    await expect(line.getByRole('list', { name: t('ui.account.shipments') })).toContainText(tracking);
    const link = line.getByRole('link', { name: t('ui.account.track', { carrier: carrierTitle }) });
    await expect(link).toHaveAttribute('href', trackingUrl(carrier, tracking, store.code)!);
    await expectNoAxeViolations(page);

    const db = new pg.Client({ connectionString: serverDatabaseUrl() });
    await db.connect();
    try {
      const mails = await db.query('SELECT subject FROM mail_outbox WHERE kind = \'order-shipped\' AND "to" = $1', [
        email,
      ]);
      expect(mails.rows.map((row: { subject: string }) => row.subject)).toEqual([expect.stringContaining(number)]);
    } finally {
      await db.end();
    }
  });
}
