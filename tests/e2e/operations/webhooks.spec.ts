import { expect, test } from '@playwright/test';
import {
  createTestDatabase,
  startShop,
  stopShops,
  type ShopProcess,
  type TestDatabase,
} from '../../support/shop-process.ts';
import { createKey, orderOf, startReceiver, type Receiver } from '../../support/integration.ts';

/**
 * Webhooks survive a crash and an absent receiver: every committed order arrives at least once, signed. See
 * tests/e2e/README.md, "Webhooks survive a crash".
 */
test.describe.configure({ mode: 'serial' });

const SKU = '150079';
const env = { WEBHOOK_RETRY_BASE_SECONDS: '0.5', WEBHOOK_RETRY_MAX_SECONDS: '2' };
let shop: ShopProcess | undefined;
let database: TestDatabase | undefined;
let receiver: Receiver | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  receiver = await startReceiver();
  database = await createTestDatabase('np_hooks');
  shop = await startShop({ databaseUrl: database.url, env });
  await database.query(`UPDATE stock_items SET qty = 100000, is_in_stock = true WHERE sku = '${SKU}'`);
  const { key } = await createKey({ databaseUrl: database.url }, 'erp', ['webhooks:manage']);
  const created = await fetch(`${shop.base}/api/integration/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url, events: ['order.placed'] }),
  });
  expect(created.status).toBe(200);
  receiver.secret = ((await created.json()) as { result: { secret: string } }).result.secret;
});

test.afterAll(async () => {
  await stopShops(shop);
  await database?.drop();
  await receiver?.close();
});

test('with the receiver down and the shop killed during 200 orders, every committed order.placed arrives, signed', async () => {
  test.setTimeout(300_000);
  await receiver!.down();
  const first = shop!;
  let answered = 0;
  let next = 0;
  let killed: Promise<unknown> | undefined;
  const place = async () => {
    while (next < 200) {
      next++;
      const answer = await fetch(`${first.base}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(orderOf([{ sku: SKU, qty: 1 }], 'crash')),
      }).catch(() => undefined);
      if (answer?.status === 200) answered++;
      // Half-way, the shop is killed with orders in flight.
      if (answered === 100) killed ??= first.stop('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: 8 }, place));
  await (killed ?? first.stop('SIGKILL'));
  // Some of the 200 were cut off by the kill.
  expect(answered).toBeLessThan(200);

  const orders = (await database!.query<{ order_number: string }>('SELECT order_number FROM orders')).map(
    (row) => row.order_number,
  );
  expect(orders.length).toBeGreaterThanOrEqual(100);
  const pending = await database!.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'",
  );
  expect(pending[0]!.n).toBe(orders.length);

  await receiver!.up();
  shop = await startShop({ databaseUrl: database!.url, dataDir: first.dataDir, env });
  const arrived = () =>
    new Set(
      receiver!.received
        .filter((event) => event.type === 'order.placed' && event.accepted)
        .map((event) => event.data['order_number'] as string),
    );
  await expect.poll(() => orders.filter((number) => !arrived().has(number)), { timeout: 120_000 }).toEqual([]);
  expect(receiver!.received.filter((event) => !event.signed)).toEqual([]);
  // A repeat of an order's event is the same event.
  const ids = new Map<string, Set<string>>();
  for (const event of receiver!.received) {
    const number = event.data['order_number'] as string;
    ids.set(number, (ids.get(number) ?? new Set()).add(event.id));
  }
  expect([...ids.values()].filter((set) => set.size > 1)).toEqual([]);
});
