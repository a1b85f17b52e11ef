import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  createTestDatabase,
  startShop,
  stopShops,
  type ShopProcess,
  type TestDatabase,
} from '../../support/shop-process.ts';
import { ORDER_SKU, placeGuestOrder } from './guest-order.ts';

/*
 * Mails survive a crash: order confirmations are written to the outbox with their orders, so after a `kill -9`
 * right after the orders (their mails not delivered yet) the restarted shop mails every committed order exactly
 * once, as .eml files in DATA_DIR/outbox (no SMTP). The outbox is blocked during the first run by a file where its
 * directory should be, so every mail is still pending when the process is killed.
 */
test.describe.configure({ mode: 'serial' });

let shop: ShopProcess | undefined;
let database: TestDatabase | undefined;
let dataDir = '';

const query = <T>(sql: string): Promise<T[]> => database!.query<T>(sql);

function order(index: number): Promise<Response> {
  return placeGuestOrder(shop!.base, `crash-${Date.now()}-${index}`, `crash-${index}@example.se`);
}

/** The order confirmations in the outbox directory: order number, message id and file of each. */
function confirmations(): { number: string; messageId: string; file: string }[] {
  const outbox = path.join(dataDir, 'outbox');
  // The restarted shop creates the directory with its first delivery.
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml') && file.includes('-order-confirmation-'))
    .map((file) => {
      const raw = readFileSync(path.join(outbox, file), 'utf8');
      const subject = /^Subject: (.*)$/m
        .exec(raw)![1]!
        .replace(/=\?UTF-8\?B\?([^?]+)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
      return { number: /SE\d{7}/.exec(subject)![0], messageId: /^Message-ID: (.*)$/m.exec(raw)![1]!.trim(), file };
    });
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  database = await createTestDatabase('np_outbox');
  dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-outbox-'));
  // A file where the outbox directory goes: every delivery fails while it is there.
  writeFileSync(path.join(dataDir, 'outbox'), 'blocked');
  shop = await startShop({ databaseUrl: database.url, dataDir });
  await query(`UPDATE stock_items SET qty = 100000, is_in_stock = true WHERE sku = '${ORDER_SKU}'`);
});

test.afterAll(async () => {
  await stopShops(shop);
  await database?.drop();
});

test('after kill -9 right after orders, the restarted shop mails every committed order exactly once', async () => {
  test.setTimeout(300_000);
  const answered = await Promise.all(Array.from({ length: 20 }, (_, i) => order(i)));
  for (const answer of answered) expect(answer.status).toBe(200);
  // More orders still in flight when the process is killed: those that committed must be mailed too.
  const inFlight = Array.from({ length: 10 }, (_, i) => order(100 + i).catch(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 50));
  await shop!.stop('SIGKILL');
  await Promise.all(inFlight);

  const orders = await query<{ order_number: string }>('SELECT order_number FROM orders ORDER BY order_number');
  expect(orders.length).toBeGreaterThanOrEqual(20);
  const pending = await query<{ n: number }>(
    "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'order-confirmation' AND sent_at IS NULL",
  );
  // Each committed order has its mail in the outbox, none delivered.
  expect(pending[0]!.n).toBe(orders.length);

  rmSync(path.join(dataDir, 'outbox'));
  shop = await startShop({ databaseUrl: database!.url, dataDir });
  // A mail the killed process had claimed (claimed, not yet delivered) waits for its claim to lapse (60 s,
  // src/lib/server/mail/mailer.ts) before the restarted shop may take it: the wait allows for that.
  await expect.poll(() => confirmations().length, { timeout: 150_000 }).toBe(orders.length);
  const mailed = confirmations();
  expect(mailed.map((mail) => mail.number).sort()).toEqual(orders.map((o) => o.order_number));
  expect(new Set(mailed.map((mail) => mail.messageId)).size).toBe(mailed.length);
  await expect
    .poll(
      async () =>
        (await query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL'))[0]!.n,
    )
    .toBe(0);
});

test('a mail delivered again (its sent mark lost in a crash) replaces itself: the same message, no second copy', async () => {
  test.setTimeout(60_000);
  const before = confirmations();
  // What a crash between the delivery and its mark leaves: delivered mails not marked sent.
  await query(
    'UPDATE mail_outbox SET sent_at = NULL, next_attempt_at = now() WHERE id IN (SELECT id FROM mail_outbox ORDER BY id LIMIT 5)',
  );
  await expect
    .poll(
      async () =>
        (await query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL'))[0]!.n,
      { timeout: 20_000 },
    )
    .toBe(0);
  const attempts = await query<{ attempts: number }>('SELECT attempts FROM mail_outbox ORDER BY id LIMIT 5');
  for (const row of attempts) expect(row.attempts).toBeGreaterThanOrEqual(2);
  expect(confirmations().sort((a, b) => a.file.localeCompare(b.file))).toEqual(
    before.sort((a, b) => a.file.localeCompare(b.file)),
  );
});
