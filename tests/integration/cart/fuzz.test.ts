import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { APIRoute } from 'astro';
import { describeEachDatabase } from '../../support/db.ts';
import { callApi, type ApiCall } from '../../support/call-api.ts';
import type { Db } from '../../../src/lib/server/db/client.ts';
import * as create from '../../../src/pages/api/cart/create.ts';
import * as pull from '../../../src/pages/api/cart/pull.ts';
import * as update from '../../../src/pages/api/cart/update.ts';
import * as del from '../../../src/pages/api/cart/delete.ts';
import * as totals from '../../../src/pages/api/cart/totals.ts';
import * as paymentMethods from '../../../src/pages/api/cart/payment-methods.ts';
import * as shippingMethods from '../../../src/pages/api/cart/shipping-methods.ts';
import * as shippingInformation from '../../../src/pages/api/cart/shipping-information.ts';
import * as collect from '../../../src/pages/api/cart/collect-totals.ts';
import * as applyCoupon from '../../../src/pages/api/cart/apply-coupon.ts';
import * as deleteCoupon from '../../../src/pages/api/cart/delete-coupon.ts';
import * as order from '../../../src/pages/api/order.ts';
import * as balance from '../../../src/pages/api/ext/polder/gift-card/balance/[code].ts';
import * as giftApply from '../../../src/pages/api/ext/polder/gift-card/apply.ts';
import * as giftRemove from '../../../src/pages/api/ext/polder/gift-card/remove.ts';
import * as servicePoints from '../../../src/pages/api/ext/polder/service-points/index.ts';
import * as servicePoint from '../../../src/pages/api/ext/polder/cart/service-point.ts';
import * as avarda from '../../../src/pages/api/ext/polder/avarda/[action]/[cartId].ts';
import * as widget from '../../../src/pages/api/ext/avarda-widget/init.ts';
import { address, cartWith, orderBody, plainProduct } from './helpers.ts';

type Route = { ALL: APIRoute };

/** Every stored fact the cart, checkout and order calls can change (timestamps aside). */
async function snapshot(db: Db) {
  const one = async (query: ReturnType<typeof sql>) =>
    JSON.stringify(((await db.execute(query)) as unknown as { rows: unknown[] }).rows);
  return Promise.all([
    one(
      sql`SELECT count(*)::int AS n, string_agg(id || status || coalesce(coupon_code, '') || coalesce(shipping_method_code, '') || coalesce(service_point_id, '') || coalesce(payment_method_code, '') || coalesce(shipping_address::text, ''), ',' ORDER BY id) AS s FROM carts`,
    ),
    one(
      sql`SELECT count(*)::int AS n, coalesce(sum(qty), 0)::int AS q, string_agg(id || ':' || sku || ':' || qty, ',' ORDER BY id) AS s FROM cart_items`,
    ),
    one(sql`SELECT count(*)::int AS n FROM orders`),
    one(sql`SELECT count(*)::int AS n FROM order_items`),
    one(sql`SELECT sum(qty)::bigint AS q FROM stock_items`),
    one(sql`SELECT sum(times_used)::int AS q FROM coupons`),
    one(sql`SELECT sum(balance)::text AS q FROM gift_cards`),
    one(sql`SELECT count(*)::int AS n FROM cart_gift_cards`),
    one(sql`SELECT count(*)::int AS n, string_agg(status, ',' ORDER BY id) AS s FROM payment_sessions`),
    one(
      sql`SELECT (SELECT last_value || ':' || is_called FROM order_number_sv) AS sv, (SELECT last_value || ':' || is_called FROM order_number_no) AS no, (SELECT last_value || ':' || is_called FROM order_number_fi) AS fi`,
    ),
  ]);
}

const badStrings: unknown[] = [123, [], {}, true, 'x'.repeat(5000), 'nul\u0000byte'];
const badNumbers: unknown[] = ['abc', -1, 0, null, [], {}, 1e308, true];
const badBooleans: unknown[] = ['yes', 1, {}];

/** Each body with one leaf replaced by a value of the wrong kind or size. */
function leafMutations(body: unknown): unknown[] {
  const out: unknown[] = [];
  const walk = (value: unknown, replace: (v: unknown) => unknown) => {
    if (Array.isArray(value))
      value.forEach((item, i) => walk(item, (v) => replace(value.map((x, j) => (j === i ? v : x)))));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, (v) => replace({ ...(value as object), [key]: v }));
    } else {
      const bad = typeof value === 'number' ? badNumbers : typeof value === 'boolean' ? badBooleans : badStrings;
      for (const b of bad) out.push(replace(b));
    }
  };
  walk(body, (v) => v);
  return out;
}

const badBodies: unknown[] = ['', 'not json', '[]', 'null', '123', '"text"', '{"a":', '{"__proto__":{"x":1}}'];
const badCartIds = ['', 'x', 'x'.repeat(1000), "' OR 1=1 --", '../../etc/passwd', '%00', '\u0000', 'a\u0000b', 'null'];

describeEachDatabase('cart, checkout and order calls under fuzzed input', (ctx) => {
  it('answer every bad input with a 4xx envelope and change nothing', async () => {
    const p = await plainProduct(ctx.db, 12);
    const cartId = await cartWith(p.sku, 1);
    const calls: { route: Route; call: ApiCall; label: string }[] = [];
    const add = (label: string, route: Route, call: ApiCall) => calls.push({ label, route, call });

    const bodyRoutes: [string, Route, Record<string, string>, unknown][] = [
      ['update', update, { cartId }, { cartItem: { sku: p.sku, qty: 1, quoteId: cartId } }],
      ['delete', del, { cartId }, { cartItem: { item_id: 1, sku: p.sku } }],
      [
        'shipping-methods',
        shippingMethods,
        { cartId },
        { address: { country_id: 'SE', postcode: '11122', city: 'Stockholm', street: ['Storgatan 1'] } },
      ],
      [
        'shipping-information',
        shippingInformation,
        { cartId },
        {
          addressInformation: {
            shippingAddress: address,
            billingAddress: address,
            shippingCarrierCode: 'postnord',
            shippingMethodCode: 'home',
          },
        },
      ],
      [
        'collect-totals',
        collect,
        { cartId },
        {
          methods: {
            paymentMethod: { method: 'invoice' },
            shippingCarrierCode: 'postnord',
            shippingMethodCode: 'home',
          },
        },
      ],
      ['order', order, {}, orderBody(p.sku, 1, { cart_id: cartId })],
      ['gift-card/apply', giftApply, {}, { cart_id: cartId, code: 'NP-SE-250', amount: 10 }],
      ['gift-card/remove', giftRemove, {}, { cart_id: cartId }],
      ['cart/service-point', servicePoint, {}, { cart_id: cartId, service_point_id: 'postnord-se-stockholm-1' }],
    ];
    for (const [label, route, query, valid] of bodyRoutes) {
      // Removal-style calls are valid with their body as is; only the rest is fuzzed leaf by leaf.
      const leaves =
        label === 'gift-card/remove'
          ? leafMutations(valid).filter((b) => typeof (b as { cart_id: unknown }).cart_id !== 'string')
          : leafMutations(valid);
      for (const body of leaves) add(`${label} leaf`, route, { method: 'POST', query, body });
      // collect-totals without methods is a valid "just the totals" call, so an empty object body is not bad input there.
      for (const body of badBodies.filter(
        (b) => label !== 'collect-totals' || (b !== '' && !String(b).startsWith('{"__proto__')),
      ))
        add(`${label} body ${String(body).slice(0, 10)}`, route, { method: 'POST', query, body });
      add(`${label} text/plain`, route, {
        method: 'POST',
        query,
        body: JSON.stringify(valid),
        headers: { 'content-type': 'text/plain' },
      });
      add(`${label} too large`, route, { method: 'POST', query, body: JSON.stringify({ pad: 'x'.repeat(110_000) }) });
      add(`${label} unknown store`, route, { method: 'POST', query: { ...query, storeCode: 'xx' }, body: valid });
      add(`${label} bad token`, route, { method: 'POST', query: { ...query, token: 'not.a.token' }, body: valid });
      add(`${label} wrong method`, route, { method: 'PUT', query, body: valid });
    }
    for (const id of badCartIds) {
      for (const [label, route, method] of [
        ['pull', pull, 'GET'],
        ['totals', totals, 'GET'],
        ['payment-methods', paymentMethods, 'GET'],
        ['delete-coupon', deleteCoupon, 'POST'],
        ['apply-coupon', applyCoupon, 'POST'],
      ] as const) {
        add(`${label} cartId`, route, { method, query: { cartId: id, coupon: 'VINTER10' } });
      }
      add('update cartId', update, {
        method: 'POST',
        query: { cartId: id },
        body: { cartItem: { sku: p.sku, qty: 1 } },
      });
      for (const action of ['init', 'load', 'get']) add(`avarda ${action}`, avarda, { params: { action, cartId: id } });
      add('avarda complete', avarda, { method: 'POST', params: { action: 'complete', cartId: id } });
    }
    for (const coupon of ['', 'x'.repeat(100), "' OR 1=1 --", 'SOMMAR2025', 'LUMI20', 'NOPE'])
      add(`apply-coupon ${coupon.slice(0, 8)}`, applyCoupon, { method: 'POST', query: { cartId, coupon } });
    add('apply-coupon without code', applyCoupon, { method: 'POST', query: { cartId } });
    add('avarda complete unpaid', avarda, { method: 'POST', params: { action: 'complete', cartId } });
    add('avarda complete bad body', avarda, {
      method: 'POST',
      params: { action: 'complete', cartId },
      body: { order_id: 123 },
    });
    add('avarda unknown action', avarda, { params: { action: 'drop', cartId } });
    for (const code of ['', 'x'.repeat(500), "'; DROP TABLE gift_cards; --", 'NP-NO-500'])
      add('gift balance', balance, { params: { code } });
    for (const query of [
      { country: 'XXX' },
      { country: '1' },
      { country: 'SE', postcode: 'x'.repeat(50) },
      { country: 'SE', carrier: '!!' },
      { storeCode: 'de' },
    ]) {
      add('service-points', servicePoints, { query });
    }
    add('create unknown store', create, { method: 'POST', query: { storeCode: 'de' } });
    add('create bad token', create, { method: 'POST', query: { token: 'garbage' } });
    add('create GET', create, { method: 'GET' });
    add('widget unknown store', widget, { query: { storeCode: 'zz' } });
    add('widget POST', widget, { method: 'POST', body: {} });

    const before = await snapshot(ctx.db);
    const failures: string[] = [];
    for (const { label, route, call } of calls) {
      const answer = await callApi(route, call);
      if (
        answer.status < 400 ||
        answer.status >= 500 ||
        answer.code !== answer.status ||
        typeof answer.result !== 'string'
      ) {
        failures.push(
          `${label} ${JSON.stringify(call.body ?? call.query ?? call.params).slice(0, 160)} → ${answer.status} ${JSON.stringify(answer.result).slice(0, 120)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(calls.length).toBeGreaterThan(300);
    expect(await snapshot(ctx.db)).toEqual(before);
  });
});
