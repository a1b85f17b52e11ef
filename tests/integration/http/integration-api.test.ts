/** The integration API over HTTP against the built shop. More in README.md. */
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contractsOf, type AnyContract } from '../../../src/lib/api-client/contract.ts';
import { orderCreateContract } from '../../../src/lib/checkout/contract.ts';
import * as api from '../../../src/lib/integration/contract.ts';
import { SCOPE_NAMES, type Scope } from '../../../src/lib/integration/scopes.ts';
import { newCustomer } from '../../support/customers.ts';
import { shopDatabase, shopQuery, testRequest } from '../../support/http.ts';
import { keyPlace } from '../../support/integration-http.ts';
import { apiKeyCommand, createKey, orderOf } from '../../support/integration.ts';

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const keys = {} as Record<Scope | 'all' | 'reader', string>;
/** A product whose stock the orders of these tests take (plenty of it, set first). */
const SKU = '150079';

/** Places a guest order over HTTP and answers its number. */
async function placeOrder(lines: { sku: string; qty: number }[]): Promise<string> {
  const answer = await testRequest(orderCreateContract, { body: orderOf(lines) });
  expect(answer.status, JSON.stringify(answer.result)).toBe(200);
  return answer.result.order_number;
}

/**
 * A request of each integration call that reaches the call's own work without changing anything (an unknown order
 * or id, an unknown sku, a refused URL): what a key with the scope gets past authorisation to.
 */
function harmless(contract: AnyContract): Parameters<typeof testRequest>[1] {
  const example = contract.examples[0]!;
  const params = example.params
    ? Object.fromEntries(Object.keys(example.params).map((name) => [name, name === 'id' ? '2147483647' : 'SE9999999']))
    : undefined;
  const bodies: Record<string, unknown> = {
    'integration.stock': { items: [{ sku: 'NO-SUCH-SKU', qty: 1 }] },
    'integration.prices': { items: [{ sku: 'NO-SUCH-SKU', store: 'sv', price: 1 }] },
    'integration.reviews.moderate': { ids: [2147483647], status: 'approved' },
    'integration.webhooks.create': { url: 'ftp://example.com/', events: ['order.placed'] },
  };
  return {
    storeCode: null,
    ...(params ? { params } : {}),
    ...(example.query ? { query: example.query } : {}),
    ...(contract.body ? { body: bodies[contract.name] ?? example.body } : {}),
  } as Parameters<typeof testRequest>[1];
}

const integrationCalls = contractsOf(api);

describe(`the integration API over HTTP (${shopDatabase()} database)`, () => {
  beforeAll(async () => {
    await shopQuery('UPDATE stock_items SET qty = 100000, is_in_stock = true WHERE sku = $1', [SKU]);
    keys.all = (await createKey(keyPlace(), 'erp', [...SCOPE_NAMES])).key;
    keys.reader = (await createKey(keyPlace(), 'order-reader', ['orders:read'], 100_000)).key;
    for (const scope of SCOPE_NAMES)
      keys[scope] = (await createKey(keyPlace(), `only-${scope.replace(':', '-')}`, [scope])).key;
  });

  it('a key is shown once and stored as its hash; no key, a wrong, revoked or customer token is a 401', async () => {
    const { rows } = await shopQuery('SELECT key_hash, prefix FROM integration_keys WHERE name = $1', ['erp']);
    expect(rows[0].key_hash).not.toContain(keys.all.slice(4));
    expect(keys.all.startsWith(rows[0].prefix)).toBe(true);
    const call = (headers: Record<string, string>) =>
      testRequest(api.integrationOrdersContract, { storeCode: null, query: { limit: '1' }, headers });
    expect(await call({})).toMatchObject({
      status: 401,
      result: 'An integration key is required: send Authorization: Bearer <key>',
    });
    expect(await call(bearer(`${keys.all}x`))).toMatchObject({
      status: 401,
      result: 'The integration key is not valid or has been revoked',
    });
    expect((await call(bearer((await newCustomer('integration')).token))).status).toBe(401);
    const revoked = await createKey(keyPlace(), 'old-wms', ['orders:read']);
    expect((await call(bearer(revoked.key))).status).toBe(200);
    expect(await apiKeyCommand(keyPlace(), ['revoke', String(revoked.id)])).toContain('revoked');
    expect((await call(bearer(revoked.key))).status).toBe(401);
    const listed = await apiKeyCommand(keyPlace(), ['list']);
    expect(listed).toMatch(new RegExp(`#${revoked.id} .* REVOKED`));
    expect(listed).not.toContain(keys.all);
  });

  it('every scope × call is allowed or refused as its contract declares', async () => {
    const problems: string[] = [];
    for (const contract of integrationCalls) {
      for (const scope of SCOPE_NAMES) {
        const answer = await testRequest(contract, { ...harmless(contract), headers: bearer(keys[scope]) });
        const allowed = contract.scope === scope;
        const ok = allowed
          ? ![401, 403, 429].includes(answer.status) && answer.status < 500
          : answer.status === 403 && answer.result === `The integration key lacks the scope ${contract.scope}`;
        if (!ok)
          problems.push(
            `${contract.name} with ${scope}: ${answer.status} ${JSON.stringify(answer.result).slice(0, 100)}`,
          );
      }
      const none = await testRequest(contract, harmless(contract));
      if (none.status !== 401) problems.push(`${contract.name} without a key: ${none.status}`);
    }
    expect(problems).toEqual([]);
    const { rows } = await shopQuery(
      "SELECT count(*)::int AS n FROM audit_log WHERE actor_type = 'integration' AND after->>'status' = '403'",
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(integrationCalls.length * (SCOPE_NAMES.length - 1));
  });

  it('pages through every order since a cursor, none missing or repeated, while new orders arrive', async () => {
    const headers = bearer(keys.reader);
    const seen: string[] = [];
    let cursor: string | undefined;
    const page = async () => {
      const answer = await testRequest(api.integrationOrdersContract, {
        storeCode: null,
        query: { limit: '7', ...(cursor ? { cursor } : {}) },
        headers,
      });
      expect(answer.status).toBe(200);
      seen.push(...answer.result.items.map((order) => order.order_number));
      cursor = answer.result.next_cursor;
      return answer.result.has_more;
    };
    while (await page()) {
      /* the orders so far */
    }
    const placed: string[] = [];
    let placing = true;
    const producer = (async () => {
      for (let round = 0; round < 10; round++)
        placed.push(...(await Promise.all([1, 2, 3, 4].map(() => placeOrder([{ sku: SKU, qty: 1 }])))));
      placing = false;
    })();
    while (placing) {
      await page();
      // Paced like a client polling for news, so the pages interleave with the orders being placed.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await producer;
    // The last orders show once their transactions are older than every one still running on the database server
    // (which, on a server shared with other work, may take a moment).
    await expect
      .poll(
        async () => {
          while (await page()) {
            /* the rest */
          }
          return placed.filter((number) => !seen.includes(number));
        },
        { timeout: 30_000 },
      )
      .toEqual([]);
    expect(seen.filter((number, index) => seen.indexOf(number) !== index)).toEqual([]);
    expect(placed.filter((number) => !seen.includes(number))).toEqual([]);
    const { rows } = await shopQuery('SELECT order_number FROM orders');
    expect(new Set(seen)).toEqual(new Set(rows.map((row: { order_number: string }) => row.order_number)));
  });

  it('holds back orders committed after an earlier change that is still being committed, then lists both', async () => {
    const headers = bearer(keys.reader);
    const changes = async (cursor: string) =>
      (await testRequest(api.integrationOrdersContract, { storeCode: null, query: { cursor, limit: '100' }, headers }))
        .result;
    let cursor = 'c1.0.0';
    for (let page = await changes(cursor); ; page = await changes(cursor)) {
      cursor = page.next_cursor;
      if (!page.has_more) break;
    }
    const earlier = await placeOrder([{ sku: SKU, qty: 1 }]);
    cursor = (await changes(cursor)).next_cursor;
    // A change of the earlier order takes its place in the change order, then waits to commit.
    const held = new pg.Client({ connectionString: inject('shopDatabaseUrl') });
    await held.connect();
    try {
      await held.query('BEGIN');
      await held.query(
        `UPDATE orders SET change_xid = (pg_current_xact_id()::text)::bigint,
         change_seq = nextval(pg_get_serial_sequence('orders', 'change_seq')) WHERE order_number = $1`,
        [earlier],
      );
      const later = await placeOrder([{ sku: SKU, qty: 1 }]);
      const meanwhile = await changes(cursor);
      expect(meanwhile.items.map((order) => order.order_number)).toEqual([]);
      expect(meanwhile.next_cursor).toBe(cursor);
      await held.query('COMMIT');
      // Both, the earlier change first (once no older transaction of the server is still running).
      await expect
        .poll(async () => (await changes(cursor)).items.map((order) => order.order_number), { timeout: 30_000 })
        .toEqual([earlier, later]);
    } finally {
      await held.end();
    }
  });

  it('moves an order through its lifecycle; a write with an Idempotency-Key is answered again, never done twice', async () => {
    const headers = bearer(keys.all);
    const number = await placeOrder([{ sku: SKU, qty: 3 }]);
    const params = { orderNumber: number };
    const stock = async () =>
      (await shopQuery('SELECT qty FROM stock_items WHERE sku = $1', [SKU])).rows[0].qty as number;
    const processing = await testRequest(api.integrationStatusContract, {
      storeCode: null,
      params,
      body: { status: 'processing' },
      headers: { ...headers, 'idempotency-key': `status-${number}` },
    });
    expect(processing.result.status).toBe('processing');
    const again = await testRequest(api.integrationStatusContract, {
      storeCode: null,
      params,
      body: { status: 'processing' },
      headers: { ...headers, 'idempotency-key': `status-${number}` },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.result).toEqual(processing.result);
    const reused = await testRequest(api.integrationStatusContract, {
      storeCode: null,
      params,
      body: { status: 'delivered' },
      headers: { ...headers, 'idempotency-key': `status-${number}` },
    });
    expect(reused).toMatchObject({
      status: 409,
      result: 'This Idempotency-Key was already used for a different request',
    });
    // Without the key a repeat is a new request: an illegal move.
    expect(
      await testRequest(api.integrationStatusContract, {
        storeCode: null,
        params,
        body: { status: 'processing' },
        headers,
      }),
    ).toMatchObject({ status: 409, result: 'Only a pending order can start processing (this order is processing)' });

    const ship = (qty: number, key: string) =>
      testRequest(api.integrationShipmentContract, {
        storeCode: null,
        params,
        body: { carrier: 'bring', tracking_number: `TRACK-${key}`, items: [{ sku: SKU, qty }] },
        headers: { ...headers, 'idempotency-key': key },
      });
    expect(await ship(4, `too-many-${number}`)).toMatchObject({
      status: 409,
      result: `The shipment holds 4 of ${SKU}, but only 3 are left to ship`,
    });
    const first = await ship(2, `parcel-${number}`);
    expect(first.result).toMatchObject({ status: 'partially_shipped', shipments: [{ carrier_title: 'Bring' }] });
    expect((await ship(2, `parcel-${number}`)).result.shipments).toHaveLength(1);
    const before = await stock();
    expect(
      await testRequest(api.integrationCancelContract, { storeCode: null, params, body: {}, headers }),
    ).toMatchObject({ status: 409 });
    expect(await stock()).toBe(before);
    const rest = await ship(1, `rest-${number}`);
    expect(rest.result.status).toBe('shipped');
    const refund = await testRequest(api.integrationRefundContract, {
      storeCode: null,
      params,
      body: { amount: rest.result.totals.grand_total + 1 },
      headers,
    });
    expect(refund.status).toBe(409);
    const one = await testRequest(api.integrationOrderContract, { storeCode: null, params, headers });
    expect(one.result.history.map((step) => step.event)).toEqual(['placed', 'process', 'ship', 'ship']);
    const mails = await shopQuery(
      "SELECT kind FROM mail_outbox WHERE kind = 'order-shipped' AND subject LIKE '%' || $1 || '%'",
      [number],
    );
    expect(mails.rows).toHaveLength(2);
    const audit = await shopQuery("SELECT action FROM audit_log WHERE entity_id = $1 AND actor_type = 'integration'", [
      number,
    ]);
    expect(audit.rows.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining([
        'order.process',
        'order.ship',
        'api.integration.orders.status',
        'api.integration.orders.get',
      ]),
    );

    const cancelled = await placeOrder([{ sku: SKU, qty: 5 }]);
    const taken = await stock();
    const cancel = await testRequest(api.integrationCancelContract, {
      storeCode: null,
      params: { orderNumber: cancelled },
      body: { reason: 'Kunden ångrade sig' },
      headers,
    });
    expect(cancel.result.status).toBe('cancelled');
    expect(await stock()).toBe(taken + 5);
    expect(
      await testRequest(api.integrationOrderContract, {
        storeCode: null,
        params: { orderNumber: 'SE9999999' },
        headers,
      }),
    ).toMatchObject({ status: 404, result: 'No order with this number' });
  });

  it("counts a key's calls a minute and refuses those over its limit with 429 and Retry-After", async () => {
    const { key } = await createKey(keyPlace(), 'slow-wms', ['orders:read'], 3);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof testRequest>> | undefined;
    for (let call = 0; call < 4; call++) {
      last = await testRequest(api.integrationOrdersContract, {
        storeCode: null,
        query: { limit: '1' },
        headers: bearer(key),
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
