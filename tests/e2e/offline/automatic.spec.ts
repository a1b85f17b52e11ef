/**
 * OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION=true (offline_orders.automatic_transmission_enabled): a second built shop is
 * started with the setting on (its own throwaway database); an order placed offline is sent as soon as the shopper
 * is back online, on another page, without the 'Order waiting!' question — one order, one mail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort, waitFor } from '../../../scripts/server-process.ts';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop } from '../islands/shop.ts';
import { checkoutToReview, goOffline, goOnline, journeys, mailsTo, waitForOfflineReady } from './offline.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

test.describe('a shop started with OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION=true', () => {
  let server: ChildProcess | undefined;
  let dataDir = '';
  let baseUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'nordpeak-e2e-auto-'));
    baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_BASE_URL: baseUrl, OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION: 'true' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    server = spawn(process.execPath, [path.join(root, 'scripts', 'start.ts')], { cwd: root, env, stdio: 'ignore' });
    await waitFor(`${baseUrl}/`, 540_000);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      await new Promise((resolve) => {
        server!.once('exit', resolve);
        server!.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('sv: an order placed offline is sent when the shopper is back online, without asking', async ({ browser }) => {
    test.setTimeout(240_000);
    const journey = journeys[0]!;
    const { store } = journey;
    const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const email = `auto-${Date.now()}@example.com`;
    const shop = new IslandShop(page, store);
    await page.goto('/');
    await waitForOfflineReady(page);
    await shop.openProduct('150001');
    await shop.addToCart(1);
    await checkoutToReview(page, journey, { first: 'Auto', last: 'Matisk', email });

    await goOffline(context);
    await page.getByRole('button', { name: t('offline.placeOrder') }).click();
    await expect(page.getByRole('heading', { name: t('offline.waitingTitle') })).toBeVisible();
    // The shopper browses on (not the thank-you page) and comes back online: no question, the order goes.
    await page.goto('/');
    await goOnline(context);
    await expect.poll(() => mailsTo(email, dataDir), { timeout: 30_000 }).toBe(1);
    await expect(page.getByText(t('error.orderWaiting'))).toBeHidden();
    await context.close();
  });
});
