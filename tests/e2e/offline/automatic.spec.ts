/**
 * OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION=true (offline_orders.automatic_transmission_enabled): a second built shop is
 * started with the setting on (its own throwaway database); an order placed offline is sent as soon as the shopper
 * is back online, on another page, without the 'Order waiting!' question — one order, one mail.
 */
import { expect, test } from '@playwright/test';
import { translate, type MessageKey } from '../../../src/lib/i18n/i18n.ts';
import { IslandShop } from '../support/island-shop.ts';
import { useSecondShop } from '../support/second-shop.ts';
import { checkoutToReview, goOffline, goOnline, journeys, mailsTo, waitForOfflineReady } from './offline.ts';

test.describe('a shop started with OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION=true', () => {
  const server = useSecondShop({ OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION: 'true' }, 'auto');

  test('sv: an order placed offline is sent when the shopper is back online, without asking', async ({ browser }) => {
    test.setTimeout(240_000);
    const journey = journeys[0]!;
    const { store } = journey;
    const t = (key: MessageKey, params?: Record<string, string | number>) => translate(store.code, key, params);
    const context = await browser.newContext({ baseURL: server.baseUrl });
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
    await expect.poll(() => mailsTo(email, server.dataDir), { timeout: 30_000 }).toBe(1);
    await expect(page.getByText(t('error.orderWaiting'))).toBeHidden();
    await context.close();
  });
});
