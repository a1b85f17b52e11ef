import { asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { orderItems, shipmentItems, shipments } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import type { Actor } from '../audit/service.ts';
import { emitEvent } from '../webhooks/events.ts';
import { carrierOf, trackingUrl } from '../../orders/carriers.ts';
import { shipmentInputSchema, type OrderDetail, type ShipmentInput } from '../../orders/lifecycle.ts';
import { statusAfter, type OrderStatus } from '../../orders/status.ts';
import { changeOrder, recordStep, storeOfOrder, type LifecycleOptions } from './lifecycle.ts';
import { shippedMail } from './status-mails.ts';

/** An order line with what is left of it. */
export interface OpenLine {
  id: number;
  sku: string;
  name: string;
  qty: number;
  left: number;
}

/** An order's lines (id, sku, name and units ordered) with the `extra` fields, in the order's line order. */
export function orderLinesWith<Extra extends SelectedFields>(db: Pick<Db, 'select'>, orderId: number, extra: Extra) {
  return db
    .select({ id: orderItems.id, sku: orderItems.sku, name: orderItems.name, qty: orderItems.qty, ...extra })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/**
 * Which units of which lines a selection takes: lines by item id or by sku (a sku on several lines fills them in
 * order); none given means every unit left. 400 for a line the order does not have, 409 for more units than are left.
 */
export function pickUnits(
  lines: OpenLine[],
  selection: { item_id?: number | undefined; sku?: string | undefined; qty: number }[] | undefined,
  tooMany: 'shipmentTooMany' | 'refundLineTooMany',
): Map<number, number> {
  const picked = new Map<number, number>();
  if (!selection) {
    for (const line of lines) if (line.left > 0) picked.set(line.id, line.left);
    return picked;
  }
  for (const wanted of selection) {
    const candidates = lines.filter((line) =>
      wanted.item_id !== undefined ? line.id === wanted.item_id : line.sku === wanted.sku,
    );
    if (candidates.length === 0)
      throw catalogError(400, 'orderLineUnknown', { line: String(wanted.item_id ?? wanted.sku) });
    let need = wanted.qty;
    for (const line of candidates) {
      const take = Math.min(need, line.left - (picked.get(line.id) ?? 0));
      if (take <= 0) continue;
      picked.set(line.id, (picked.get(line.id) ?? 0) + take);
      need -= take;
    }
    if (need > 0) {
      const left = candidates.reduce((total, line) => total + line.left, 0);
      throw catalogError(409, tooMany, { qty: wanted.qty, sku: candidates[0]!.sku, left });
    }
  }
  return picked;
}

/** Records a parcel sent for a processing or partly shipped order. More in README.md. */
export async function addShipment(
  db: Db,
  orderNumber: string,
  input: ShipmentInput,
  actor: Actor,
  options: LifecycleOptions = {},
): Promise<OrderDetail> {
  const parsed = parseWith(shipmentInputSchema, input);
  return changeOrder(db, orderNumber, 'ship', options, async (tx, after, order) => {
    const lines: OpenLine[] = (
      await orderLinesWith(tx, order.id, {
        shipped: sql<number>`coalesce((SELECT sum(qty) FROM shipment_items WHERE order_item_id = ${orderItems.id}), 0)::int`,
      })
    ).map((line) => ({ ...line, left: line.qty - line.shipped }));
    if (lines.every((line) => line.left <= 0)) throw catalogError(409, 'shipmentNothingLeft');
    const picked = pickUnits(lines, parsed.items, 'shipmentTooMany');
    const [parcel] = await tx
      .insert(shipments)
      .values({ orderId: order.id, carrierCode: parsed.carrier, trackingNumber: parsed.tracking_number })
      .returning({ id: shipments.id, createdAt: shipments.createdAt });
    await tx
      .insert(shipmentItems)
      .values([...picked].map(([orderItemId, qty]) => ({ shipmentId: parcel!.id, orderItemId, qty })));
    const unitsLeft = lines.reduce((total, line) => total + line.left - (picked.get(line.id) ?? 0), 0);
    const to: OrderStatus = statusAfter(order.status as OrderStatus, 'ship', { unitsLeftToShip: unitsLeft });
    const store = storeOfOrder(order);
    const carrier = carrierOf(parsed.carrier)?.title ?? parsed.carrier;
    const url = trackingUrl(parsed.carrier, parsed.tracking_number, store);
    const shipped = lines
      .filter((line) => picked.has(line.id))
      .map((line) => ({ item_id: line.id, sku: line.sku, name: line.name, qty: picked.get(line.id)! }));
    const parcelData = { carrier: parsed.carrier, tracking_number: parsed.tracking_number, items: shipped };
    await recordStep(tx, after, order, actor, {
      event: 'ship',
      to,
      note: parsed.note,
      mail: shippedMail(
        order,
        store,
        { carrier, tracking: parsed.tracking_number, url, lines: shipped },
        unitsLeft === 0,
      ),
      audit: { after: { shipment: { id: parcel!.id, ...parcelData } } },
    });
    const sent = await emitEvent(tx, 'order.shipped', {
      order_number: order.orderNumber,
      store_code: order.storeCode,
      status: to,
      shipment: {
        id: parcel!.id,
        ...parcelData,
        carrier_title: carrier,
        tracking_url: url ?? null,
        created_at: parcel!.createdAt.toISOString(),
      },
    });
    if (sent) after.webhooks = true;
  });
}
