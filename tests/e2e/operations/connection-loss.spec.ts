import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { errorText } from '../../../src/lib/i18n/errors.ts';
import { sv } from '../../../src/lib/i18n/messages/sv.ts';
import {
  createTestDatabase,
  embeddedDatabaseUrl,
  startShop,
  stopShops,
  type ShopProcess,
  type TestDatabase,
} from '../../support/shop-process.ts';
import { ORDER_SKU, placeGuestOrder } from './guest-order.ts';

/**
 * Dropped database connections: the shop stays up, answers 200 or 503, and stores every acknowledged order once. See
 * tests/e2e/README.md, "Database connections dropped".
 */
const UNAVAILABLE = errorText('databaseUnavailable');
const CLIENTS = 8;
const DROPS = 12;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database the test reaches as its administrator: `sql` on a connection of its own. */
interface Admin {
  sql<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function adminOf(url: string): Promise<Admin> {
  const client = new pg.Client({ connectionString: url });
  // A lost connection fails the next query; the event itself must not end the test's process.
  client.on('error', () => undefined);
  await client.connect();
  return {
    sql: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    close: () => client.end(),
  };
}

/** Ends every connection of the shop to `database` (the admin's own one is another database's or spared). */
async function dropConnections(admin: Admin, database: string): Promise<number> {
  const rows = await admin.sql<{ ended: boolean }>(
    'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  );
  return rows.filter((row) => row.ended).length;
}

/** What the shop answered one request while connections were dropped. */
interface Answer {
  call: string;
  status: number;
  result: unknown;
  retryAfter: string | null;
}

async function answerOf(call: string, request: Promise<Response>): Promise<Answer> {
  try {
    const response = await request;
    const text = await response.text();
    let result: unknown = text.slice(0, 200);
    try {
      result = (JSON.parse(text) as { result: unknown }).result;
    } catch {
      // A page: it says the catalogue's message in the store's language.
      if (text.includes(sv['error.databaseUnavailable'])) result = UNAVAILABLE;
    }
    return { call, status: response.status, result, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { call, status: 0, result: String(error), retryAfter: null };
  }
}

/** Customers placing orders, reading their cart and opening the cart page until `until` settles; their answers and the order ids they sent. */
function shoppers(shop: ShopProcess, cartId: string, tag: string, until: Promise<void>) {
  const answers: Answer[] = [];
  const orders = new Map<string, Answer>();
  let stopped = false;
  void until.then(() => {
    stopped = true;
  });
  const shopper = async (index: number) => {
    for (let n = 0; !stopped; n += 1) {
      const orderId = `${tag}-${index}-${n}`;
      const answer = await answerOf('order', placeGuestOrder(shop.base, orderId, `drop-${index}@example.se`));
      orders.set(orderId, answer);
      answers.push(answer);
      answers.push(await answerOf('cart pull', fetch(`${shop.base}/api/cart/pull?cartId=${cartId}`)));
      const cookie = { cookie: `np_cart_sv=${cartId}` };
      answers.push(await answerOf('cart page', fetch(`${shop.base}/varukorg`, { headers: cookie })));
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, (_, index) => shopper(index)));
  return { answers, orders, done };
}

/** One line for the run's log: what the shoppers met, per call. */
function report(label: string, answers: Answer[], ended: number): void {
  const calls = [...new Set(answers.map((answer) => answer.call))].map((call) => {
    const of = answers.filter((answer) => answer.call === call);
    return `${call} ${of.filter((answer) => answer.status === 503).length}/${of.length}`;
  });
  console.log(`[connection loss] ${label}: 503 answers ${calls.join(', ')}; ${ended} connections ended`);
}

/** Answers that are neither a 200 nor the catalogue's 503 with Retry-After. */
function unexpected(answers: Answer[]): Answer[] {
  return answers.filter(
    (answer) =>
      answer.status !== 200 &&
      !(answer.status === 503 && answer.result === UNAVAILABLE && Number(answer.retryAfter) > 0),
  );
}

/** Checks that every acknowledged order is stored once, and that a 503'd one sent again is answered, not doubled. */
async function checkOrders(shop: ShopProcess, admin: Admin, orders: Map<string, Answer>, stockBefore: number) {
  const acknowledged = [...orders].filter(([, answer]) => answer.status === 200);
  expect(acknowledged.length).toBeGreaterThan(0);
  const stored = new Map(
    (await admin.sql<{ order_hash: string; order_number: string }>('SELECT order_hash, order_number FROM orders')).map(
      (row) => [row.order_hash, row.order_number],
    ),
  );
  for (const [orderId, answer] of acknowledged)
    expect(stored.get(orderId), orderId).toBe((answer.result as { order_number: string }).order_number);
  // A refused order may have committed before its connection was lost: sent again, it is answered, once.
  for (const [orderId, answer] of orders) {
    if (answer.status === 200) continue;
    const again = await answerOf('order again', placeGuestOrder(shop.base, orderId, 'again@example.se'));
    expect(again.status, `${orderId}: ${String(again.result)}`).toBe(200);
  }
  const [counts] = await admin.sql<{ orders: number; ids: number; mails: number; qty: number }>(
    `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(DISTINCT order_hash)::int FROM orders) AS ids,
       (SELECT count(*)::int FROM mail_outbox WHERE kind = 'order-confirmation') AS mails,
       (SELECT qty::int FROM stock_items WHERE sku = $1) AS qty`,
    [ORDER_SKU],
  );
  expect(counts!.orders).toBe(orders.size);
  expect(counts!.ids).toBe(orders.size);
  expect(counts!.mails).toBe(orders.size);
  expect(stockBefore - counts!.qty).toBe(orders.size);
}

/** Normal service: an order, a cart read and a page answer 200 at the first try; adds the order to `orders`. */
async function checkNormalService(shop: ShopProcess, cartId: string, tag: string, orders: Map<string, Answer>) {
  const answers = await Promise.all([
    answerOf('order after', placeGuestOrder(shop.base, `${tag}-after`, 'after@example.se')),
    answerOf('cart pull after', fetch(`${shop.base}/api/cart/pull?cartId=${cartId}`)),
    answerOf('page after', fetch(`${shop.base}/p/150058/x`)),
  ]);
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  orders.set(`${tag}-after`, answers[0]!);
}

async function prepare(shop: ShopProcess, admin: Admin): Promise<{ cartId: string; stockBefore: number }> {
  await admin.sql('UPDATE stock_items SET qty = 100000, is_in_stock = true WHERE sku = $1', [ORDER_SKU]);
  const created = (await (await fetch(`${shop.base}/api/cart/create`, { method: 'POST' })).json()) as {
    result: string;
  };
  // Served once before the drops: the first cart page also builds the search index, which every page then waits for.
  const warm = await fetch(`${shop.base}/varukorg`, { headers: { cookie: `np_cart_sv=${created.result}` } });
  expect(warm.status).toBe(200);
  return { cartId: created.result, stockBefore: 100000 };
}

/** Drops the shop's connections DROPS times, 150–450 ms apart, with shoppers busy; returns when the last is dropped. */
async function dropRepeatedly(admin: Admin, database: string): Promise<number> {
  let ended = 0;
  for (let drop = 0; drop < DROPS; drop += 1) {
    await sleep(150 + Math.random() * 300);
    ended += await dropConnections(admin, database);
  }
  return ended;
}

test.describe('connection loss', () => {
  let shop: ShopProcess | undefined;
  let database: TestDatabase | undefined;
  let admin: Admin | undefined;

  test.afterEach(async () => {
    await admin?.close();
    await stopShops(shop);
    await database?.drop();
    admin = undefined;
    shop = undefined;
    database = undefined;
  });

  test('on PostgreSQL: dropped connections fail no order and leave the process serving', async () => {
    test.setTimeout(300_000);
    database = await createTestDatabase('np_drop');
    shop = await startShop({ databaseUrl: database.url });
    const name = new URL(database.url).pathname.slice(1);
    const adminUrl = new URL(database.url);
    adminUrl.pathname = '/postgres';
    admin = await adminOf(adminUrl.toString());
    // The shop's own database is reached afresh each time: the drops end every connection to it.
    const setup = await adminOf(database.url);
    const { cartId, stockBefore } = await prepare(shop, setup);
    await setup.close();

    let lastDrop!: () => void;
    const busy = shoppers(shop, cartId, 'pg', new Promise<void>((resolve) => (lastDrop = resolve)));
    const ended = await dropRepeatedly(admin, name);
    lastDrop();
    await busy.done;

    report('PostgreSQL', busy.answers, ended);
    expect(shop.child.exitCode).toBeNull();
    expect(unexpected(busy.answers)).toEqual([]);
    expect(ended).toBeGreaterThan(DROPS);
    await sleep(1_000);
    await checkNormalService(shop, cartId, 'pg', busy.orders);
    const own = await adminOf(database.url);
    try {
      await checkOrders(shop, own, busy.orders, stockBefore);
    } finally {
      await own.close();
    }
  });

  test('on the embedded server: dropped connections and a killed server fail no order', async () => {
    test.setTimeout(300_000);
    shop = await startShop({ databaseUrl: '' });
    admin = await adminOf(embeddedDatabaseUrl(shop.dataDir));
    const { cartId, stockBefore } = await prepare(shop, admin);

    let lastDrop!: () => void;
    const busy = shoppers(shop, cartId, 'emb', new Promise<void>((resolve) => (lastDrop = resolve)));
    const ended = await dropRepeatedly(admin, 'nordpeak');
    lastDrop();
    await busy.done;
    report('embedded', busy.answers, ended);
    expect(shop.child.exitCode).toBeNull();
    expect(unexpected(busy.answers)).toEqual([]);
    expect(ended).toBeGreaterThan(DROPS);
    await sleep(1_000);
    await checkNormalService(shop, cartId, 'emb', busy.orders);

    // The server itself killed with orders in flight: answered 200 or 503 while the shop starts it again, then served.
    await admin.close();
    admin = undefined;
    let restarted!: () => void;
    const during = shoppers(shop, cartId, 'kill', new Promise<void>((resolve) => (restarted = resolve)));
    await sleep(300);
    const postmaster = Number(readFileSync(path.join(shop.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');
    await expect
      .poll(() => shop!.log(), { timeout: 60_000 })
      .toMatch(/the embedded PostgreSQL server is running again/);
    restarted();
    await during.done;
    report('embedded server killed', during.answers, 0);
    expect(shop.child.exitCode).toBeNull();
    expect(unexpected(during.answers)).toEqual([]);
    // A restart within a call's retries (0.3 s on a quiet machine) is not seen by shoppers; a slower one is a 503.
    expect(shop.log()).toMatch(/the embedded PostgreSQL server \(pid \d+\) stopped unexpectedly \(SIGKILL\)/);
    await expect.poll(async () => (await fetch(`${shop!.base}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    await checkNormalService(shop, cartId, 'kill', during.orders);

    admin = await adminOf(embeddedDatabaseUrl(shop.dataDir));
    await checkOrders(shop, admin, new Map([...busy.orders, ...during.orders]), stockBefore);
  });
});
