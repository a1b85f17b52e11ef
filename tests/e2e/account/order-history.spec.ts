import { expect, test } from '@playwright/test';
import { translate } from '../../../src/lib/i18n/i18n.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { customerWithOrder, orderLine } from '../support/customer-orders.ts';
import { islandStores } from '../support/island-shop.ts';

/** Every visible string in the shopper's language: an order's status in "my orders" too (never the stored 'pending'). */
const skus = { sv: '150002-001', no: '150002-002', fi: '150002-003' } as const;

for (const store of islandStores) {
  test(`${store.code}: the order history shows an order's status in the shopper's language`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const customer = await customerWithOrder(request, store.code, skus[store.code], 'history');
    const line = await orderLine(page, store.code, customer);
    await expect(line).toContainText(` · ${translate(store.code, 'ui.account.status.pending')} · `);
    await expect(line).not.toContainText('pending');
    await expectNoAxeViolations(page);
  });
}
