/**
 * Integration keys and webhook endpoints in the back office, over HTTP against the running shop. See README.md,
 * "Integration keys and webhook endpoints".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorText, formMessages } from '../../../src/lib/i18n/errors.ts';
import { integrationOrdersContract } from '../../../src/lib/integration/contract.ts';
import * as calls from '../../../src/lib/staff/integrations-contract.ts';
import { staffStockSetContract } from '../../../src/lib/staff/stock-contract.ts';
import { invalid, shopQuery, shopUrl, testRequest } from '../../support/http.ts';
import { startReceiver, type Received } from '../../support/integration.ts';
import { addStaff } from '../../support/staff.ts';
import { httpShop } from '../../support/staff-http.ts';

let admin: Record<string, string>;
const count = async (table: string) => (await shopQuery(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;
const auditOf = async (type: string, id: number) =>
  (
    await shopQuery(`SELECT action, actor_type FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id`, [
      type,
      String(id),
    ])
  ).rows;

beforeAll(async () => {
  admin = (await addStaff(httpShop(), 'admin')).headers;
});

describe('integration keys in the back office', () => {
  it('a new key is shown once, works on the integration API, and is refused (401) once revoked', async () => {
    const created = await testRequest(calls.staffKeyCreateContract, {
      body: { name: 'Lager ERP', scopes: ['orders:read'] },
      headers: admin,
    });
    expect(created.status, JSON.stringify(created.result)).toBe(200);
    const { key, id } = created.result;
    expect(key).toMatch(/^npk_/);
    const orders = () =>
      testRequest(integrationOrdersContract, {
        storeCode: null,
        query: { limit: '1' },
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await orders()).status).toBe(200);

    const list = await testRequest(calls.staffKeysContract, { headers: admin });
    const listed = list.result.find((row) => row.id === id)!;
    expect(listed).toMatchObject({ name: 'Lager ERP', scopes: ['orders:read'], revoked_at: null });
    expect(listed.last_used_at).not.toBeNull();
    expect(JSON.stringify(list.result)).not.toContain(key);

    const revoked = await testRequest(calls.staffKeyRevokeContract, { params: { id: String(id) }, headers: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.result.revoked_at).not.toBeNull();
    expect((await orders()).status).toBe(401);
    const audit = await auditOf('integration-key', id);
    expect(audit.map((row) => row.action)).toEqual(['integration-key.create', 'integration-key.revoke']);
    expect(audit.map((row) => row.actor_type)).toEqual(['staff', 'staff']);
  });

  it('bad input is a translated 400 and an unknown id a 404, nothing changed', async () => {
    const before = await count('integration_keys');
    const bad = [
      { name: '', scopes: ['orders:read'] },
      { name: 'erp', scopes: [] },
      { name: 'erp', scopes: ['everything'] },
      { name: 'erp<script>', scopes: ['orders:read'] },
      { scopes: ['orders:read'] },
    ];
    for (const body of bad) {
      const answer = await testRequest(calls.staffKeyCreateContract, { body: invalid(body), headers: admin });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect([formMessages.fixErrors, formMessages.required]).toContain(answer.result);
    }
    expect(await count('integration_keys')).toBe(before);
    const unknown = await testRequest(calls.staffKeyRevokeContract, { params: { id: '2000000000' }, headers: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.result).toBe(errorText('notFound'));
  });
});

describe('webhook endpoints in the back office', () => {
  it('a new endpoint shows its secret once, gets deliveries, a failed one is resent, then it is removed', async () => {
    const created = await testRequest(calls.staffWebhookCreateContract, {
      body: { url: 'http://127.0.0.1:9/nordpeak', events: ['stock.changed'] },
      headers: admin,
    });
    expect(created.status, JSON.stringify(created.result)).toBe(200);
    const { id, secret } = created.result;
    expect(secret).toMatch(/^whsec_/);
    const list = await testRequest(calls.staffWebhooksContract, { headers: admin });
    expect(list.result.find((row) => row.id === id)).toMatchObject({ events: ['stock.changed'], active: true });
    expect(JSON.stringify(list.result)).not.toContain(secret);

    const { rows } = await shopQuery(
      `SELECT p.sku, s.qty FROM products p JOIN stock_items s ON s.product_id = p.id
       WHERE p.parent_id IS NOT NULL ORDER BY p.id DESC LIMIT 1`,
    );
    const sku = rows[0].sku as string;
    const stock = await testRequest(staffStockSetContract, {
      body: { sku, qty: Number(rows[0].qty) + 1 },
      headers: admin,
    });
    expect(stock.status).toBe(200);
    const deliveries = await testRequest(calls.staffDeliveriesContract, {
      params: { id: String(id) },
      query: {},
      headers: admin,
    });
    expect(deliveries.status).toBe(200);
    expect(deliveries.result.map((row) => row.event_type)).toEqual(['stock.changed']);
    // Given up after a day of retries: set so here rather than waited for.
    const delivery = deliveries.result[0]!.id;
    await shopQuery(`UPDATE webhook_deliveries SET status = 'failed' WHERE id = $1`, [delivery]);
    const failed = await testRequest(calls.staffDeliveriesContract, {
      params: { id: String(id) },
      query: { status: 'failed' },
      headers: admin,
    });
    expect(failed.result.map((row) => row.id)).toEqual([delivery]);
    const resent = await testRequest(calls.staffResendContract, { params: { id: String(delivery) }, headers: admin });
    expect(resent.status).toBe(200);
    expect(resent.result.status).not.toBe('failed');

    const removed = await testRequest(calls.staffWebhookDeleteContract, { params: { id: String(id) }, headers: admin });
    expect(removed.status).toBe(200);
    const again = await testRequest(calls.staffWebhookDeleteContract, { params: { id: String(id) }, headers: admin });
    expect(again.status).toBe(404);
    expect((await auditOf('webhook', id)).map((row) => row.action)).toEqual(['webhook.create', 'webhook.delete']);
    expect((await auditOf('webhook-delivery', delivery)).map((row) => row.action)).toEqual(['webhook.resend']);
  });

  it('bad input is a translated 400 and an unknown id a 404, nothing changed', async () => {
    const before = await count('webhook_endpoints');
    const bad = [
      { url: 'ftp://erp.example.com/x', events: ['order.placed'] },
      { url: 'https://user:pw@erp.example.com/x', events: ['order.placed'] },
      { url: 'https://erp.example.com/x', events: [] },
      { url: 'https://erp.example.com/x', events: ['order.lost'] },
      { events: ['order.placed'] },
    ];
    for (const body of bad) {
      const answer = await testRequest(calls.staffWebhookCreateContract, { body: invalid(body), headers: admin });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect([formMessages.fixErrors, formMessages.required, errorText('webhookUrl')]).toContain(answer.result);
    }
    expect(await count('webhook_endpoints')).toBe(before);
    for (const answer of [
      await testRequest(calls.staffDeliveriesContract, { params: { id: '2000000000' }, query: {}, headers: admin }),
      await testRequest(calls.staffResendContract, { params: { id: '2000000000' }, headers: admin }),
      await testRequest(calls.staffWebhookDeleteContract, { params: { id: '2000000000' }, headers: admin }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.result).toBe(errorText('notFound'));
    }
    const junk = await testRequest(calls.staffWebhookDeleteContract, { params: { id: 'x' }, headers: admin });
    expect(junk.status).toBe(400);
    expect(await count('webhook_endpoints')).toBe(before);
  });
});

describe('pausing a webhook endpoint', () => {
  it('a paused endpoint is sent nothing; on resuming it gets the events it missed', async () => {
    const receiver = await startReceiver();
    // An active endpoint for the same event: once it has the event, a sender round has passed the paused one by.
    const witness = await startReceiver();
    try {
      const created = await testRequest(calls.staffWebhookCreateContract, {
        body: { url: receiver.url, events: ['stock.changed'] },
        headers: admin,
      });
      receiver.secret = created.result.secret;
      const watching = await testRequest(calls.staffWebhookCreateContract, {
        body: { url: witness.url, events: ['stock.changed'] },
        headers: admin,
      });
      witness.secret = watching.result.secret;
      const params = { id: String(created.result.id) };
      const paused = await testRequest(calls.staffWebhookActiveContract, {
        params,
        body: { active: false },
        headers: admin,
      });
      expect(paused.status).toBe(200);
      expect(paused.result.active).toBe(false);
      const { rows } = await shopQuery(
        `SELECT p.sku, s.qty FROM products p JOIN stock_items s ON s.product_id = p.id
         WHERE p.parent_id IS NOT NULL ORDER BY p.id DESC LIMIT 1 OFFSET 1`,
      );
      const sku = rows[0].sku as string;
      await testRequest(staffStockSetContract, { body: { sku, qty: Number(rows[0].qty) + 2 }, headers: admin });
      const sent = (event: Received) => (event.data['items'] as { sku: string }[]).some((item) => item.sku === sku);
      await expect.poll(() => witness.received.filter(sent).length, { timeout: 20_000 }).toBe(1);
      expect(receiver.received).toEqual([]);
      // Never claimed either: a claim counts its attempt in the statement that claimed the witness's delivery.
      const attempts = await shopQuery('SELECT attempts FROM webhook_deliveries WHERE endpoint_id = $1', [
        created.result.id,
      ]);
      expect(attempts.rows).toEqual([{ attempts: 0 }]);
      const held = await testRequest(calls.staffWebhooksContract, { headers: admin });
      expect(held.result.find((row) => row.id === created.result.id)).toMatchObject({ active: false, pending: 1 });

      const resumed = await testRequest(calls.staffWebhookActiveContract, {
        params,
        body: { active: true },
        headers: admin,
      });
      expect(resumed.result.active).toBe(true);
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
      expect(receiver.received[0]).toMatchObject({ type: 'stock.changed', signed: true });
      expect((await auditOf('webhook', created.result.id)).map((row) => row.action)).toEqual([
        'webhook.create',
        'webhook.pause',
        'webhook.resume',
      ]);
      await testRequest(calls.staffWebhookDeleteContract, { params, headers: admin });
      await testRequest(calls.staffWebhookDeleteContract, {
        params: { id: String(watching.result.id) },
        headers: admin,
      });
    } finally {
      await receiver.close();
      await witness.close();
    }
  });

  it('an unknown endpoint is a 404 and a body without a yes or no a 400', async () => {
    const unknown = await testRequest(calls.staffWebhookActiveContract, {
      params: { id: '2000000000' },
      body: { active: false },
      headers: admin,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.result).toBe(errorText('notFound'));
    const bad = await testRequest(calls.staffWebhookActiveContract, {
      params: { id: '1' },
      body: invalid({ active: 'sometimes' }),
      headers: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.result).toBe(formMessages.fixErrors);
  });
});

describe('only administrators', () => {
  it('support and warehouse are refused (403) every integration call, and the screen', async () => {
    for (const role of ['support', 'warehouse'] as const) {
      const headers = (await addStaff(httpShop(), role)).headers;
      const keys = await testRequest(calls.staffKeysContract, { headers });
      expect(keys.status).toBe(403);
      expect(keys.result).toBe(errorText('staffForbidden'));
      const create = await testRequest(calls.staffKeyCreateContract, {
        body: { name: 'stolen', scopes: ['orders:write'] },
        headers,
      });
      expect(create.status).toBe(403);
      const hook = await testRequest(calls.staffWebhookCreateContract, {
        body: { url: 'https://evil.example.com/', events: ['order.placed'] },
        headers,
      });
      expect(hook.status).toBe(403);
      const page = await fetch(new URL('/staff/integrationer', shopUrl()), { headers });
      expect(page.status).toBe(403);
      expect(await page.text()).not.toContain('href="/staff/integrationer"');
    }
  });

  it('the screen is private, never stored, in the admin’s menu', async () => {
    const page = await fetch(new URL('/staff/integrationer', shopUrl()), { headers: admin });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    expect(page.headers.get('cache-control')).toContain('private');
    expect(await page.text()).toContain('href="/staff/integrationer"');
  });
});
