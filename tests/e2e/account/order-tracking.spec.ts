import { expect, test } from '@playwright/test';
import pg from 'pg';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { carrierOf, trackingUrl } from '../../../src/lib/orders/carriers.ts';
import { createKey } from '../../support/integration.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { customerWithOrder, homeCarriers, orderLine } from '../support/customer-orders.ts';
import { islandStores } from '../support/island-shop.ts';
import { serverDatabaseUrl } from '../support/server-db.ts';

/*
 * The shopper sees where the order is: after the warehouse ships it (through the integration API, as a warehouse
 * system does), My orders shows it as shipped in the shopper's language with the carrier's tracking link, and the
 * shipping mail is in the outbox — in every store.
 */
const skus = { sv: '150002-001', no: '150002-002', fi: '150002-003' } as const;
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
    const customer = await customerWithOrder(request, store.code, skus[store.code], 'tracking');
    const { email, number } = customer;
    const carrier = homeCarriers[store.code];
    const carrierTitle = carrierOf(carrier)!.title;
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

    const line = await orderLine(page, store.code, customer);
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
