import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/db.ts';
import { callApi } from '../../support/call-api.ts';
import { auditLog, mailOutbox, webhookEndpoints } from '../../../src/lib/server/db/schema/index.ts';
import { cancelOrder, setOrderStatus } from '../../../src/lib/server/orders/lifecycle.ts';
import { addShipment } from '../../../src/lib/server/orders/shipments.ts';
import { refundOrder } from '../../../src/lib/server/orders/refunds.ts';
import { orderDetail } from '../../../src/lib/server/orders/details.ts';
import type { Actor } from '../../../src/lib/server/audit/service.ts';
import * as order from '../../../src/pages/api/order.ts';
import { orderBody, plainProduct, setStock, stockQty } from '../cart/helpers.ts';

const warehouse: Actor = { type: 'staff', id: 3, name: 'lager@nordpeak.example' };

describeEachDatabase('order lifecycle', (ctx) => {
  /** Places an order of two products (2 and 1 units) and returns its number and products. */
  async function placed() {
    const a = await plainProduct(ctx.db, 0);
    const b = await plainProduct(ctx.db, 1);
    await setStock(ctx.db, a.id, 10);
    await setStock(ctx.db, b.id, 1);
    const answer = await callApi(order, {
      method: 'POST',
      body: orderBody(a.sku, 2, {
        products: [
          { sku: a.sku, qty: 2 },
          { sku: b.sku, qty: 1 },
        ],
      }),
    });
    expect(answer.status, JSON.stringify(answer.result)).toBe(200);
    return { number: answer.result.order_number as string, a, b };
  }

  const mailsOf = async (kind: string) =>
    (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).map((m) => m.subject);

  it('goes pending → processing → partially shipped → shipped → delivered, with history, mails and audit', async () => {
    const { number, a, b } = await placed();
    const first = await orderDetail(ctx.db, number);
    expect(first!.status).toBe('pending');
    expect(first!.history.map((h) => h.event)).toEqual(['placed']);

    await setOrderStatus(ctx.db, number, { status: 'processing' }, warehouse);
    const partly = await addShipment(
      ctx.db,
      number,
      { carrier: 'postnord', tracking_number: 'SE123456789', items: [{ sku: a.sku, qty: 1 }] },
      warehouse,
    );
    expect(partly.status).toBe('partially_shipped');
    expect(partly.shipments[0]).toMatchObject({
      carrier_title: 'PostNord',
      tracking_number: 'SE123456789',
      tracking_url: 'https://tracking.postnord.com/se/?id=SE123456789',
      items: [{ sku: a.sku, qty: 1 }],
    });
    // More units than are left to ship: refused, nothing changes.
    await expect(
      addShipment(
        ctx.db,
        number,
        { carrier: 'dhl', tracking_number: 'JD0002', items: [{ sku: b.sku, qty: 2 }] },
        warehouse,
      ),
    ).rejects.toMatchObject({ code: 409 });
    const rest = await addShipment(ctx.db, number, { carrier: 'dhl', tracking_number: 'JD0002' }, warehouse);
    expect(rest.status).toBe('shipped');
    expect(rest.items.map((i) => [i.sku, i.qty_shipped])).toEqual([
      [a.sku, 2],
      [b.sku, 1],
    ]);
    await expect(
      addShipment(ctx.db, number, { carrier: 'dhl', tracking_number: 'JD0003' }, warehouse),
    ).rejects.toMatchObject({ code: 409 });
    const done = await setOrderStatus(ctx.db, number, { status: 'delivered' }, warehouse);
    expect(done.history.map((h) => `${h.event}:${h.to_status}`)).toEqual([
      'placed:pending',
      'process:processing',
      'ship:partially_shipped',
      'ship:shipped',
      'deliver:delivered',
    ]);
    expect(done.history.filter((h) => h.mail?.kind === 'order-shipped')).toHaveLength(2);
    expect((await mailsOf('order-shipped')).filter((s) => s.includes(number))).toHaveLength(2);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, number));
    expect(audit.map((e) => e.action).sort()).toEqual(['order.deliver', 'order.process', 'order.ship', 'order.ship']);
    expect(audit.every((e) => e.actorName === 'lager@nordpeak.example')).toBe(true);
    // A delivered order cannot be cancelled.
    await expect(cancelOrder(ctx.db, number, {}, warehouse)).rejects.toMatchObject({ code: 409 });
  });

  it('refuses illegal moves with 409 and its catalogue message, unknown orders with 404', async () => {
    const { number } = await placed();
    await expect(setOrderStatus(ctx.db, number, { status: 'delivered' }, warehouse)).rejects.toMatchObject({
      code: 409,
      message: 'Only a shipped order can be marked as delivered (this order is pending)',
    });
    await expect(
      addShipment(ctx.db, number, { carrier: 'bring', tracking_number: 'ABCD1' }, warehouse),
    ).rejects.toMatchObject({ code: 409 });
    await expect(refundOrder(ctx.db, number, {}, warehouse)).rejects.toMatchObject({ code: 409 });
    await expect(setOrderStatus(ctx.db, 'SE9999999', { status: 'processing' }, warehouse)).rejects.toMatchObject({
      code: 404,
    });
    await expect(
      setOrderStatus(ctx.db, number, { status: 'processing' }, warehouse, { onlyStore: 'no' }),
    ).rejects.toMatchObject({ code: 403 });
    await expect(
      setOrderStatus(ctx.db, number, { status: 'shipped' as 'processing' }, warehouse),
    ).rejects.toMatchObject({
      code: 400,
    });
    expect((await orderDetail(ctx.db, number))!.history).toHaveLength(1);
  });

  it('a cancelled order gives its stock back and mails the shopper', async () => {
    const { number, a, b } = await placed();
    expect(await stockQty(ctx.db, a.id)).toBe(8);
    expect(await stockQty(ctx.db, b.id)).toBe(0);
    const cancelled = await cancelOrder(ctx.db, number, { reason: 'Kunden ångrade sig' }, warehouse);
    expect(cancelled.status).toBe('cancelled');
    expect(await stockQty(ctx.db, a.id)).toBe(10);
    expect(await stockQty(ctx.db, b.id)).toBe(1);
    expect(cancelled.history.at(-1)).toMatchObject({ event: 'cancel', mail: { kind: 'order-cancelled' } });
    expect((await mailsOf('order-cancelled')).some((s) => s.includes(number))).toBe(true);
    await expect(cancelOrder(ctx.db, number, {}, warehouse)).rejects.toMatchObject({ code: 409 });
    expect(await stockQty(ctx.db, a.id)).toBe(10);
  });

  it('refunds per line and by amount, never above what was paid; the whole of it makes the order refunded', async () => {
    const { number, a } = await placed();
    await setOrderStatus(ctx.db, number, { status: 'processing' }, warehouse);
    const before = (await orderDetail(ctx.db, number))!;
    const line = before.items.find((i) => i.sku === a.sku)!;
    const one = await refundOrder(ctx.db, number, { items: [{ sku: a.sku, qty: 1 }], reason: 'Retur' }, warehouse);
    expect(one.status).toBe('processing');
    expect(one.refunds[0]).toMatchObject({ amount: line.price_incl_tax, items: [{ sku: a.sku, qty: 1 }] });
    expect(one.totals.refunded_amount).toBe(line.price_incl_tax);
    await expect(refundOrder(ctx.db, number, { items: [{ sku: a.sku, qty: 2 }] }, warehouse)).rejects.toMatchObject({
      code: 409,
    });
    const left = Math.round((before.totals.grand_total - line.price_incl_tax) * 100) / 100;
    await expect(refundOrder(ctx.db, number, { amount: left + 0.01 }, warehouse)).rejects.toMatchObject({ code: 409 });
    const all = await refundOrder(ctx.db, number, {}, warehouse);
    expect(all.status).toBe('refunded');
    expect(all.totals.refunded_amount).toBe(before.totals.grand_total);
    expect((await mailsOf('order-refunded')).filter((s) => s.includes(number))).toHaveLength(2);
    await expect(refundOrder(ctx.db, number, { amount: 1 }, warehouse)).rejects.toMatchObject({ code: 409 });
  });

  it('writes webhook events in the transaction of the change, only for endpoints that want them', async () => {
    const [endpoint] = await ctx.db
      .insert(webhookEndpoints)
      .values({
        url: 'http://127.0.0.1:9/hook',
        secret: 'whsec_test',
        events: ['order.placed', 'order.shipped'],
        createdBy: 'test',
      })
      .returning();
    const { number } = await placed();
    await setOrderStatus(ctx.db, number, { status: 'processing' }, warehouse);
    await addShipment(ctx.db, number, { carrier: 'posti', tracking_number: 'JJFI1234' }, warehouse);
    const events = await ctx.db.execute(
      sql`SELECT e.type, e.payload->>'order_number' AS number FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id WHERE d.endpoint_id = ${endpoint!.id} ORDER BY e.id`,
    );
    expect((events as unknown as { rows: { type: string; number: string }[] }).rows).toEqual([
      { type: 'order.placed', number },
      { type: 'order.shipped', number },
    ]);
    await ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id));
  });
});
