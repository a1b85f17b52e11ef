import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/db.ts';
import { callApi } from '../../support/call-api.ts';
import { paymentSessions, orders } from '../../../src/lib/server/db/schema/index.ts';
import { paymentStepState } from '../../../src/lib/server/payment/step.ts';
import { storeViews } from '../../../src/lib/store-view/config.ts';
import * as avarda from '../../../src/pages/api/ext/polder/avarda/[action]/[cartId].ts';
import * as widget from '../../../src/pages/api/ext/avarda-widget/init.ts';
import * as update from '../../../src/pages/api/cart/update.ts';
import { cartWith, customerToken, homeDelivery, plainProduct, stockQty } from '../cart/helpers.ts';

const pay = (token: string, fields: Record<string, string>) =>
  paymentStepState(
    new Request(`http://shop.test/pay/${token}`, { method: 'POST', body: new URLSearchParams(fields) }),
    token,
    storeViews.sv,
  );

describeEachDatabase('test payment provider (avarda)', (ctx) => {
  it('binds a purchase session to the cart total, declines the test card, then completes the order after a good card', async () => {
    const p = await plainProduct(ctx.db, 9);
    const cartId = await cartWith(p.sku, 1);
    await homeDelivery(cartId);
    const init = await callApi(avarda, { params: { action: 'init', cartId } });
    expect(init.status).toBe(200);
    const token = init.result.token as string;
    expect((await callApi(avarda, { params: { action: 'get', cartId } })).result.token).toBe(token);
    expect((await callApi(avarda, { params: { action: 'load', cartId } })).result.token).toBe(token);
    const [session] = await ctx.db.select().from(paymentSessions).where(eq(paymentSessions.purchaseToken, token));
    expect(session!.amount).toBeCloseTo(p.price + 99, 2);

    const notPaid = await callApi(avarda, { method: 'POST', params: { action: 'complete', cartId } });
    expect([notPaid.status, notPaid.result]).toEqual([400, 'The payment has not been completed']);

    const declined = await pay(token, { method: 'card', cardNumber: '4000 0000 0000 0002' });
    // Declined: back to the checkout (303) with the outcome, which the checkout shows translated.
    expect([declined.status, declined.redirect]).toEqual([303, '/checkout?payment=declined']);
    const refused = await callApi(avarda, { method: 'POST', params: { action: 'complete', cartId } });
    expect([refused.status, refused.result]).toEqual([402, 'The payment was declined']);
    expect((await pay(token, { method: 'card', cardNumber: '4111 1111 1111 1112' })).redirect).toBe(
      '/checkout?payment=declined',
    );
    expect((await pay(token, {})).status).toBe(422);

    const approved = await pay(token, { method: 'card', cardNumber: '4111 1111 1111 1111' });
    expect([approved.status, approved.redirect]).toEqual([303, '/checkout?payment=approved']);
    const done = await callApi(avarda, { method: 'POST', params: { action: 'complete', cartId } });
    expect(done.status).toBe(200);
    expect(done.result.order.order_number).toMatch(/^SE\d{7}$/);
    expect(done.result.order.customer_email).toBe('anna@example.se');
    // The confirmation's summary: lines, totals, address and the method actually used.
    expect(done.result.order).toMatchObject({
      items: [{ sku: p.sku, qty: 1 }],
      shipping_address: { postcode: expect.any(String) },
      payment_method: 'Kort',
    });
    expect(done.result.order.grand_total).toBeCloseTo(p.price + 99, 2);
    const again = await callApi(avarda, { method: 'POST', params: { action: 'complete', cartId } });
    expect(again.result).toEqual(done.result);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNumber, done.result.order.order_number));
    expect(order!.paymentMethodCode).toBe('avarda');
    expect(order!.grandTotal).toBeCloseTo(p.price + 99, 2);
  });

  it('refuses completion when the cart changed after payment, and supports invoice and part payment', async () => {
    const p = await plainProduct(ctx.db, 10);
    const cartId = await cartWith(p.sku, 1);
    await homeDelivery(cartId);
    const first = (await callApi(avarda, { params: { action: 'init', cartId } })).result.token as string;
    expect((await pay(first, { method: 'invoice' })).view).toBe('approved');
    await callApi(update, { method: 'POST', query: { cartId }, body: { cartItem: { sku: p.sku, qty: 1 } } });
    const changed = await callApi(avarda, { method: 'POST', params: { action: 'complete', cartId } });
    expect(changed.status).toBe(409);
    const second = (await callApi(avarda, { params: { action: 'get', cartId } })).result.token as string;
    expect(second).not.toBe(first);
    expect((await pay(first, { method: 'invoice' })).view).toBe('expired');
    const part = await pay(second, { method: 'partpayment' });
    expect(part.view).toBe('approved');
    const stockBefore = await stockQty(ctx.db, p.id);
    expect((await callApi(avarda, { method: 'POST', params: { action: 'complete', cartId } })).status).toBe(200);
    expect(await stockQty(ctx.db, p.id)).toBe(stockBefore - 2);
  });

  it("keeps a customer's purchase sessions to that customer and rejects unknown carts", async () => {
    const a = await customerToken(ctx.db);
    const b = await customerToken(ctx.db);
    const p = await plainProduct(ctx.db, 11);
    const cartB = await cartWith(p.sku, 1, b.token);
    expect((await callApi(avarda, { params: { action: 'init', cartId: cartB }, token: a.token })).status).toBe(404);
    expect(
      (await callApi(avarda, { method: 'POST', params: { action: 'complete', cartId: cartB }, token: a.token })).status,
    ).toBe(404);
    expect((await callApi(avarda, { params: { action: 'init', cartId: 'nope' } })).status).toBe(404);
    expect((await callApi(avarda, { params: { action: 'other', cartId: cartB } })).status).toBe(404);
    expect((await paymentStepState(new Request('http://shop.test/pay/x'), 'x', storeViews.sv)).status).toBe(404);
  });

  it('answers the part-payment widget session as a JSON string with the monthly amount over 24 months', async () => {
    const answer = await callApi(widget, { query: { amount: '2400', storeCode: 'no' } });
    expect(answer.status).toBe(200);
    const parsed = JSON.parse(answer.result as string);
    expect(parsed).toMatchObject({ months: 24, monthlyAmount: 100, currency: 'NOK' });
    expect(parsed.widgetJwt.split('.')).toHaveLength(3);
    expect(new Date(parsed.expiredUtc).getTime()).toBeGreaterThan(Date.now());
    expect(typeof parsed.paymentId).toBe('string');
  });
});
