import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/db.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import { callApi } from '../../support/call-api.ts';
import {
  cacheInvalidations,
  carts,
  coupons,
  giftCards,
  mailOutbox,
  orders,
  orderItems,
  products,
  stockItems,
} from '../../../src/lib/server/db/schema/index.ts';
import * as order from '../../../src/pages/api/order.ts';
import * as pull from '../../../src/pages/api/cart/pull.ts';
import * as applyCoupon from '../../../src/pages/api/cart/apply-coupon.ts';
import * as giftApply from '../../../src/pages/api/ext/polder/gift-card/apply.ts';
import * as shippingInformation from '../../../src/pages/api/cart/shipping-information.ts';
import {
  address,
  cartWith,
  choosePoint,
  customerToken,
  homeDelivery,
  orderBody,
  plainProduct,
  setStock,
  stockQty,
} from '../cart/helpers.ts';

describeEachDatabase('orders API', (ctx) => {
  it('places an order from a cart: number per store, stock taken, cart closed, confirmation mailed', async () => {
    const p = await plainProduct(ctx.db, 1);
    await setStock(ctx.db, p.id, 10);
    const cartId = await cartWith(p.sku, 2);
    const answer = await callApi(order, { method: 'POST', body: orderBody(p.sku, 2, { cart_id: cartId }) });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ customer_email: 'anna@example.se', currency: 'SEK', status: 'pending' });
    expect(answer.result.order_number).toMatch(/^SE\d{7}$/);
    // Home delivery is free from the store's threshold (the promise of the store view config).
    expect(answer.result.grand_total).toBeCloseTo(
      p.price * 2 + (p.price * 2 >= storeViews.sv.freeShippingFrom ? 0 : 99),
      2,
    );
    expect(await stockQty(ctx.db, p.id)).toBe(8);
    expect((await callApi(pull, { query: { cartId } })).status).toBe(404);
    const [stored] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, answer.result.order_number));
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, stored!.id));
    expect(items).toMatchObject([{ sku: p.sku, qty: 2, priceInclTax: p.price }]);
    // The confirmation is committed with the order; the outbox sender delivers it (the answer does not wait for it).
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'anna@example.se'));
    const confirmation = mails.find(
      (m) => m.kind === 'order-confirmation' && m.subject.includes(answer.result.order_number),
    );
    expect(confirmation?.text).toContain(`: ${answer.result.order_number}`);
    expect(confirmation?.html).toContain(`order=${answer.result.order_number}`);

    const next = await callApi(order, { method: 'POST', body: orderBody(p.sku, 1) });
    expect(Number(next.result.order_number.slice(2))).toBe(Number(answer.result.order_number.slice(2)) + 1);
    const fi = await callApi(order, {
      method: 'POST',
      query: { storeCode: 'fi' },
      body: orderBody(p.sku, 1, {
        addressInformation: {
          ...orderBody(p.sku, 1).addressInformation,
          shippingAddress: { ...address, countryId: 'FI', postcode: '00100', city: 'Helsinki' },
          billingAddress: undefined,
          shipping_carrier_code: 'posti',
        },
      }),
    });
    expect(fi.result.order_number).toMatch(/^FI\d{7}$/);
    expect(fi.result.currency).toBe('EUR');
  });

  it('answers validation, address, availability and service point errors with the catalogue messages and changes nothing', async () => {
    const p = await plainProduct(ctx.db, 2);
    await setStock(ctx.db, p.id, 3);
    const before = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
    const validation = await callApi(order, { method: 'POST', body: { order_id: 'x' } });
    expect(validation.status).toBe(400);
    expect(validation.result).toMatch(
      /^Internal validation error\. Please check if all required fields are filled in\. Please contact us on \S+@\S+$/,
    );
    const bad = orderBody(p.sku, 1);
    bad.addressInformation.shippingAddress = { ...address, postcode: '1' };
    expect((await callApi(order, { method: 'POST', body: bad })).result).toBe(
      'Address provided in checkout contains invalid data. Please check if all required fields are filled in. Your order has been canceled.',
    );
    const foreign = orderBody(p.sku, 1);
    foreign.addressInformation.shippingAddress = { ...address, countryId: 'DE', postcode: '10115' };
    expect((await callApi(order, { method: 'POST', body: foreign })).status).toBe(400);
    expect((await callApi(order, { method: 'POST', body: orderBody('NOPE', 1) })).result).toBe(
      'Some of the ordered products are not available!',
    );
    expect((await callApi(order, { method: 'POST', body: orderBody(p.sku, 4) })).result).toBe(
      'The requested qty is not available',
    );
    const point = orderBody(p.sku, 1);
    point.addressInformation.shipping_method_code = 'servicepoint';
    expect((await callApi(order, { method: 'POST', body: point })).result).toBe(
      'An error occured trying to find a ServicePoint',
    );
    expect((await callApi(order, { method: 'POST', body: '{"order_id":' })).status).toBe(400);
    expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n).toBe(before);
    expect(await stockQty(ctx.db, p.id)).toBe(3);
  });

  it('accepts service point delivery once a point is chosen on the cart', async () => {
    const p = await plainProduct(ctx.db, 3);
    const cartId = await cartWith(p.sku, 1);
    await callApi(shippingInformation, {
      method: 'POST',
      query: { cartId },
      body: {
        addressInformation: {
          shippingAddress: address,
          shippingCarrierCode: 'dhl',
          shippingMethodCode: 'servicepoint',
        },
      },
    });
    const body = orderBody(p.sku, 1, { cart_id: cartId });
    body.addressInformation.shipping_carrier_code = 'dhl';
    body.addressInformation.shipping_method_code = 'servicepoint';
    expect((await callApi(order, { method: 'POST', body })).result).toBe(
      'An error occured trying to find a ServicePoint',
    );
    expect((await choosePoint(cartId, 'dhl-se-stockholm-1')).status).toBe(200);
    const placed = await callApi(order, { method: 'POST', body });
    expect(placed.status).toBe(200);
    const [stored] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, placed.result.order_number));
    expect(stored!.servicePointId).toBe('dhl-se-stockholm-1');
  });

  it('is idempotent by order_id, also for 10 concurrent repeats', async () => {
    const p = await plainProduct(ctx.db, 4);
    await setStock(ctx.db, p.id, 20);
    const body = orderBody(p.sku, 1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callApi(order, { method: 'POST', body })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.result.order_number)).size).toBe(1);
    const again = await callApi(order, { method: 'POST', body });
    expect(again.result).toEqual(answers[0]!.result);
    expect((await ctx.db.select().from(orders).where(eq(orders.orderHash, body.order_id))).length).toBe(1);
    expect(await stockQty(ctx.db, p.id)).toBe(19);
    // Repeats of an order from a cart: the calls that find the cart closed by the first answer with its order.
    const fromCart = orderBody(p.sku, 1, { cart_id: await cartWith(p.sku, 1) });
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () => callApi(order, { method: 'POST', body: fromCart })),
    );
    expect(repeats.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(repeats.map((a) => a.result.order_number)).size).toBe(1);
    expect(await stockQty(ctx.db, p.id)).toBe(18);
  });

  it('sells the last 5 units to exactly 5 of 20 concurrent orders and never goes below 0', async () => {
    const p = await plainProduct(ctx.db, 5);
    await setStock(ctx.db, p.id, 5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callApi(order, { method: 'POST', body: orderBody(p.sku, 1) })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(
      answers.every((a) => a.status === 200 || (a.status === 400 && a.result === 'The requested qty is not available')),
    ).toBe(true);
    expect(await stockQty(ctx.db, p.id)).toBe(0);
  });

  it('counts a coupon with usage limit 1 once when two orders race for it', async () => {
    const p = await plainProduct(ctx.db, 6);
    await setStock(ctx.db, p.id, 10);
    const cartA = await cartWith(p.sku, 1);
    const cartB = await cartWith(p.sku, 1);
    for (const cartId of [cartA, cartB])
      expect((await callApi(applyCoupon, { method: 'POST', query: { cartId, coupon: 'ENGANG50' } })).result).toBe(true);
    const answers = await Promise.all(
      [cartA, cartB].map((cartId) =>
        callApi(order, { method: 'POST', body: orderBody(p.sku, 1, { cart_id: cartId }) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.result).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'ENGANG50'));
    expect(coupon!.timesUsed).toBe(1);
    expect(await stockQty(ctx.db, p.id)).toBe(9);
    const lost = answers.find((a) => a.status === 400)!;
    const retry = await callApi(order, {
      method: 'POST',
      body: orderBody(p.sku, 1, { cart_id: [cartA, cartB][answers.indexOf(lost)] }),
    });
    expect([retry.status, retry.result]).toEqual([400, "The coupon code isn't valid. Verify the code and try again."]);
    const won = answers.find((a) => a.status === 200)!;
    expect(won.result.grand_total).toBeCloseTo(
      p.price - Math.round(p.price * 50) / 100 + (p.price / 2 >= 999 ? 0 : 99),
      2,
    );
  });

  it('takes a gift card balance partly and never below 0', async () => {
    const p = await plainProduct(ctx.db, 7);
    const cartId = await cartWith(p.sku, 1);
    await homeDelivery(cartId);
    await callApi(giftApply, { method: 'POST', body: { cart_id: cartId, code: 'NP-SE-250', amount: 100 } });
    const placed = await callApi(order, { method: 'POST', body: orderBody(p.sku, 1, { cart_id: cartId }) });
    expect(placed.status).toBe(200);
    expect(placed.result.grand_total).toBeCloseTo(Math.max(0, p.price + 99 - 100), 2);
    const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.code, 'NP-SE-250'));
    expect(card!.balance).toBe(150);
  });

  it("never lets customer A order with or read customer B's cart", async () => {
    const a = await customerToken(ctx.db);
    const b = await customerToken(ctx.db);
    const p = await plainProduct(ctx.db, 8);
    const cartB = await cartWith(p.sku, 1, b.token);
    const attempt = await callApi(order, {
      method: 'POST',
      token: a.token,
      body: orderBody(p.sku, 1, { cart_id: cartB }),
    });
    expect(attempt.status).toBe(404);
    const [stillActive] = await ctx.db.select().from(carts).where(eq(carts.id, cartB));
    expect(stillActive!.status).toBe('active');
    const mine = await callApi(order, {
      method: 'POST',
      token: b.token,
      body: orderBody(p.sku, 1, { cart_id: cartB }),
    });
    expect(mine.status).toBe(200);
    const [placed] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, mine.result.order_number));
    expect(placed!.customerId).toBe(b.id);
    const replay = await callApi(order, {
      method: 'POST',
      token: a.token,
      body: { ...orderBody(p.sku, 1), order_id: placed!.orderHash },
    });
    expect(replay.status).toBe(409);
    expect(JSON.stringify(replay.result)).not.toContain(mine.result.order_number);
  });

  it('retires pages only when the stock they show changes: in stock, the last units counted, sold out', async () => {
    const [variant] = await ctx.db
      .select({ id: products.id, sku: products.sku, parentId: products.parentId })
      .from(products)
      .innerJoin(stockItems, eq(stockItems.productId, products.id))
      .where(and(isNotNull(products.parentId), eq(products.status, 1), eq(stockItems.manageStock, true)))
      .orderBy(products.id)
      .limit(1);
    const last = async () =>
      (await ctx.db.select().from(cacheInvalidations).orderBy(desc(cacheInvalidations.id)).limit(1))[0]?.id ?? 0;
    const since = async (id: number) =>
      (await ctx.db.select().from(cacheInvalidations).where(gt(cacheInvalidations.id, id))).map((row) => row.tags);
    const place = async (sku: string) =>
      expect((await callApi(order, { method: 'POST', body: orderBody(sku, 1) })).status).toBe(200);
    await setStock(ctx.db, variant!.id, 7);
    const tags = [`p:${variant!.id}`, `p:${variant!.parentId}`];
    // 7 → 6: still "in stock" on every page showing it.
    let before = await last();
    await place(variant!.sku);
    expect(await since(before)).toEqual([]);
    // 6 → 5: the page shows the units left.
    before = await last();
    await place(variant!.sku);
    expect((await since(before)).map((row) => [...row].sort())).toEqual([[...tags].sort()]);
    await setStock(ctx.db, variant!.id, 1);
    before = await last();
    await place(variant!.sku);
    expect((await since(before)).map((row) => [...row].sort())).toEqual([[...tags, 'listing'].sort()]);
  });
});
