import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
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

/**
 * Mails survive a crash: after a `kill -9` every committed order is mailed exactly once. See tests/e2e/README.md,
 * "Mails survive a crash".
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

/** An SMTP server that accepts connections and never says a word: a delivery to it hangs until the sender gives up. */
async function silentSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

let smtp: Awaited<ReturnType<typeof silentSmtp>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  database = await createTestDatabase('np_outbox');
  dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-outbox-'));
  smtp = await silentSmtp();
  shop = await startShop({ databaseUrl: database.url, dataDir, env: { SMTP_URL: smtp.url } });
  await query(`UPDATE stock_items SET qty = 100000, is_in_stock = true WHERE sku = '${ORDER_SKU}'`);
});

test.afterAll(async () => {
  await stopShops(shop);
  await smtp?.close();
  await database?.drop();
});

test('after kill -9 right after orders, the restarted shop mails every committed order exactly once, within 10 s', async () => {
  test.setTimeout(300_000);
  const answered = await Promise.all(Array.from({ length: 20 }, (_, i) => order(i)));
  for (const answer of answered) expect(answer.status).toBe(200);
  // The sender's round takes the confirmations due at its start into a delivery that hangs (the silent SMTP server);
  // those committed after it started wait for its next round...
  const claimed = async () =>
    (
      await query<{ n: number }>(
        "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'order-confirmation' AND claimed_until > now()",
      )
    )[0]!.n;
  await expect.poll(claimed, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  const held = await claimed();
  // ... and more orders are still in flight when the process is killed: those that committed are mailed too.
  const inFlight = Array.from({ length: 10 }, (_, i) => order(100 + i).catch(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 50));
  await shop!.stop('SIGKILL');
  await Promise.all(inFlight);
  // A COMMIT the killed process had sent may still run in its backend: count once its connections are gone.
  await expect
    .poll(
      async () =>
        (
          await query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          )
        )[0]!.n,
      { timeout: 30_000 },
    )
    .toBe(0);

  const orders = await query<{ order_number: string }>('SELECT order_number FROM orders ORDER BY order_number');
  const pending = await query<{ n: number; claimed: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE claimed_until > now())::int AS claimed
     FROM mail_outbox WHERE kind = 'order-confirmation' AND sent_at IS NULL`,
  );
  // Each committed order has its mail in the outbox, none delivered, and the killed process held claims on some.
  expect(pending[0]!.n).toBe(orders.length);
  expect(pending[0]!.claimed).toBeGreaterThanOrEqual(held);

  // Started again without SMTP: the mails go to DATA_DIR/outbox, those the killed process had claimed included.
  shop = await startShop({ databaseUrl: database!.url, dataDir });
  await expect.poll(() => confirmations().length, { timeout: 10_000 }).toBe(orders.length);
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
