/**
 * Webhooks over HTTP: signed events with stable ids, resending refused deliveries, pausing and resuming. See README.md,
 * "Webhooks over HTTP".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCreateContract } from '../../../src/lib/checkout/contract.ts';
import * as api from '../../../src/lib/integration/contract.ts';
import { shopDatabase, shopQuery, testRequest } from '../../support/http.ts';
import { keyPlace } from '../../support/integration-http.ts';
import { createKey, orderOf, startReceiver, type Receiver } from '../../support/integration.ts';

const SKU = '150079';
let receiver: Receiver;
let headers: Record<string, string> = {};
let endpointId = 0;

const eventsOf = (type: string, number: string) =>
  receiver.received.filter(
    (event) =>
      event.type === type &&
      (event.data['order_number'] === number ||
        (event.data['items'] as { sku: string }[] | undefined)?.some((item) => item.sku === number)),
  );

async function placeOrder(): Promise<string> {
  const answer = await testRequest(orderCreateContract, { body: orderOf([{ sku: SKU, qty: 1 }], 'webhooks') });
  expect(answer.status, JSON.stringify(answer.result)).toBe(200);
  return answer.result.order_number;
}

describe(`webhooks over HTTP (${shopDatabase()} database)`, () => {
  beforeAll(async () => {
    receiver = await startReceiver();
    const key = await createKey(keyPlace(), 'webhooks', ['webhooks:manage', 'orders:write', 'stock:write']);
    headers = { authorization: `Bearer ${key.key}` };
    await shopQuery('UPDATE stock_items SET qty = 100000, is_in_stock = true WHERE sku = $1', [SKU]);
    const created = await testRequest(api.integrationWebhookCreateContract, {
      storeCode: null,
      body: {
        url: receiver.url,
        events: ['order.placed', 'order.status_changed', 'order.shipped', 'stock.changed'],
        description: 'ERP',
      },
      headers,
    });
    expect(created.status).toBe(200);
    expect(created.result.secret).toMatch(/^whsec_/);
    receiver.secret = created.result.secret;
    endpointId = created.result.id;
    const listed = await testRequest(api.integrationWebhooksContract, { storeCode: null, headers });
    expect(JSON.stringify(listed.result)).not.toContain(created.result.secret);
  });

  afterAll(async () => {
    if (endpointId)
      await testRequest(api.integrationWebhookDeleteContract, {
        storeCode: null,
        params: { id: String(endpointId) },
        headers,
      });
    await receiver?.close();
  });

  it('delivers order and stock events, each signed, with a stable event id', async () => {
    const number = await placeOrder();
    await expect.poll(() => eventsOf('order.placed', number).length, { timeout: 20_000 }).toBe(1);
    const placed = eventsOf('order.placed', number)[0]!;
    expect(placed).toMatchObject({ signed: true, data: { order_number: number, status: 'pending' } });
    expect(placed.id).toMatch(/^evt_/);
    expect(placed.headerEventId).toBe(placed.id);
    expect((placed.data['items'] as { sku: string }[])[0]!.sku).toBe(SKU);
    await expect.poll(() => eventsOf('stock.changed', SKU).length, { timeout: 20_000 }).toBeGreaterThan(0);

    const params = { orderNumber: number };
    await testRequest(api.integrationStatusContract, {
      storeCode: null,
      params,
      body: { status: 'processing' },
      headers,
    });
    await testRequest(api.integrationShipmentContract, {
      storeCode: null,
      params,
      body: { carrier: 'postnord', tracking_number: 'SE9988776655' },
      headers,
    });
    await expect.poll(() => eventsOf('order.shipped', number).length, { timeout: 20_000 }).toBe(1);
    expect(eventsOf('order.shipped', number)[0]!.data).toMatchObject({
      status: 'shipped',
      shipment: {
        carrier: 'postnord',
        tracking_number: 'SE9988776655',
        tracking_url: expect.stringContaining('SE9988776655'),
      },
    });
    await expect
      .poll(() => eventsOf('order.status_changed', number).map((event) => event.data['to']), { timeout: 20_000 })
      .toEqual(['processing', 'shipped']);
    expect(receiver.received.every((event) => event.signed)).toBe(true);
  });

  it('a refused delivery shows its attempts and is sent again on request; a given-up one too', async () => {
    receiver.failing = true;
    const number = await placeOrder();
    const deliveries = async () =>
      (
        await testRequest(api.integrationDeliveriesContract, {
          storeCode: null,
          params: { id: String(endpointId) },
          query: { limit: '20' },
          headers,
        })
      ).result;
    const failedOne = async () =>
      (await deliveries()).find(
        (delivery) =>
          delivery.event_type === 'order.placed' && delivery.attempts > 0 && delivery.last_status_code === 503,
      );
    await expect.poll(async () => Boolean(await failedOne()), { timeout: 20_000 }).toBe(true);
    const refused = (await failedOne())!;
    expect(refused).toMatchObject({ status: 'pending', history: [{ status_code: 503, error: 'HTTP 503' }] });
    expect(refused.next_attempt_at).not.toBeNull();
    receiver.failing = false;
    const resent = await testRequest(api.integrationResendContract, {
      storeCode: null,
      params: { id: String(refused.id) },
      headers,
    });
    expect(resent.status).toBe(200);
    await expect
      .poll(() => eventsOf('order.placed', number).filter((event) => event.accepted).length, { timeout: 20_000 })
      .toBe(1);
    // Both attempts carried the same event.
    expect(new Set(eventsOf('order.placed', number).map((event) => event.id)).size).toBe(1);
    await expect
      .poll(async () => (await deliveries()).find((delivery) => delivery.id === refused.id)?.status, {
        timeout: 20_000,
      })
      .toBe('delivered');

    // A delivery given up after its day of retries is resent the same way.
    await shopQuery("UPDATE webhook_deliveries SET status = 'failed' WHERE id = $1", [refused.id]);
    expect((await deliveries()).find((delivery) => delivery.id === refused.id)?.status).toBe('failed');
    await testRequest(api.integrationResendContract, { storeCode: null, params: { id: String(refused.id) }, headers });
    await expect
      .poll(async () => (await deliveries()).find((delivery) => delivery.id === refused.id)?.status, {
        timeout: 20_000,
      })
      .toBe('delivered');
    expect(eventsOf('order.placed', number).filter((event) => event.accepted).length).toBe(2);
    expect(receiver.received.every((event) => event.signed)).toBe(true);
  });

  it('a paused endpoint keeps the events of orders placed meanwhile and is sent them once resumed', async () => {
    const active = (value: boolean) =>
      testRequest(api.integrationWebhookActiveContract, {
        storeCode: null,
        params: { id: String(endpointId) },
        body: { active: value },
        headers,
      });
    // An active endpoint for the same event: once it has the order, a sender round has passed the paused one by.
    const witness = await startReceiver();
    try {
      const watching = await testRequest(api.integrationWebhookCreateContract, {
        storeCode: null,
        body: { url: witness.url, events: ['order.placed'] },
        headers,
      });
      expect((await active(false)).result.active).toBe(false);
      const number = await placeOrder();
      await expect
        .poll(() => witness.received.filter((event) => event.data['order_number'] === number).length, {
          timeout: 20_000,
        })
        .toBe(1);
      expect(eventsOf('order.placed', number)).toEqual([]);
      // Never claimed either: a claim counts its attempt in the statement that claimed the witness's delivery.
      const held = await shopQuery(
        `SELECT d.attempts FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
         WHERE d.endpoint_id = $1 AND ev.type = 'order.placed' AND ev.payload->>'order_number' = $2`,
        [endpointId, number],
      );
      expect(held.rows).toEqual([{ attempts: 0 }]);
      await testRequest(api.integrationWebhookDeleteContract, {
        storeCode: null,
        params: { id: String(watching.result.id) },
        headers,
      });
      expect((await active(true)).result.active).toBe(true);
      await expect.poll(() => eventsOf('order.placed', number).length, { timeout: 20_000 }).toBe(1);
    } finally {
      await witness.close();
    }
  });
});
