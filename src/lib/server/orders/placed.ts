import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox, orderItems, orders, stockItems } from '../db/schema/index.ts';
import { outboxRow, type Mail } from '../mail/mailer.ts';
import { emitEvent } from '../webhooks/events.ts';
import { orderDetailsOf } from './details.ts';

/** A new order's row as recorded: its id and the webhook event types some endpoint wants. */
export interface PlacedOrder {
  id: number;
  wanted: Set<string>;
}

/** More steps of the statement recording an order: CTEs after its own, and columns of its one answer row. */
export interface AlsoWritten {
  ctes: SQL;
  columns: SQL;
}

/**
 * Records a new order inside the placement transaction in one statement: the order (none when its order_id is taken:
 * a repeat), its lines, its confirmation mail in the outbox, the stock it takes per product (what a cancellation
 * gives back) and the first step of its history; reads which webhook events endpoints want. `also` adds steps to
 * the statement (the shared stock rows, written last), their columns answered in `also`. More in README.md.
 */
export async function recordPlacedOrder(
  tx: Db,
  order: typeof orders.$inferInsert,
  lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
  mail: Mail,
  stockTaken: [number, number][],
  also?: AlsoWritten,
): Promise<{ placed: PlacedOrder | undefined; also: Record<string, unknown> }> {
  const inserted = tx
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: orders.orderHash })
    .returning({ id: orders.id });
  const mailed = tx.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  // The lines as one JSON parameter: their order id is the row inserted above.
  const items = JSON.stringify(
    lines.map((line) => ({
      product_id: line.productId,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      price_incl_tax: line.priceInclTax,
      row_total_incl_tax: line.rowTotalInclTax,
      tax_percent: line.taxPercent,
      tax_amount: line.taxAmount,
      discount_amount: line.discountAmount ?? 0,
      product_option: line.productOption ?? null,
    })),
  );
  const written = await tx.execute(sql`
    WITH placed AS ${inserted},
    lines AS (
      INSERT INTO order_items (order_id, product_id, sku, name, qty, price_incl_tax, row_total_incl_tax, tax_percent,
        tax_amount, discount_amount, product_option)
      SELECT placed.id, l.product_id, l.sku, l.name, l.qty, l.price_incl_tax, l.row_total_incl_tax, l.tax_percent,
        l.tax_amount, l.discount_amount, l.product_option
      FROM placed, jsonb_to_recordset(${items}::jsonb) AS l(product_id int, sku text, name text, qty int,
        price_incl_tax numeric, row_total_incl_tax numeric, tax_percent numeric, tax_amount numeric,
        discount_amount numeric, product_option jsonb)
    ),
    mailed AS ${mailed},
    taken AS (
      INSERT INTO order_stock (order_id, product_id, qty)
      SELECT placed.id, t.product_id, t.qty
      FROM placed, unnest(${sql.param(stockTaken.map(([productId]) => productId))}::int[],
        ${sql.param(stockTaken.map(([, qty]) => qty))}::int[]) AS t(product_id, qty)
    ),
    step AS (
      INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, actor_name)
      SELECT placed.id, 'placed', NULL, 'pending', 'system', 'checkout' FROM placed
    )${also ? sql`, ${also.ctes}` : sql``}
    SELECT (SELECT id FROM placed) AS placed_id, array(SELECT DISTINCT unnest(events) FROM webhook_endpoints) AS wanted
      ${also ? sql`, ${also.columns}` : sql``}`);
  const [row] = (
    written as unknown as { rows: ({ placed_id: number | null; wanted: string[] } & Record<string, unknown>)[] }
  ).rows;
  return {
    placed: row?.placed_id != null ? { id: Number(row.placed_id), wanted: new Set(row.wanted) } : undefined,
    also: row ?? {},
  };
}

/**
 * The `order.placed` and `stock.changed` webhook events of a new order, when an endpoint wants them (after the stock
 * was taken: the levels it left).
 */
export async function emitPlacedEvents(tx: Db, placed: PlacedOrder, stockTaken: [number, number][]): Promise<void> {
  const { id: orderId, wanted } = placed;
  if (wanted.has('order.placed')) {
    const rows = await tx.select().from(orders).where(eq(orders.id, orderId));
    const [detail] = await orderDetailsOf(tx, rows);
    if (detail) await emitEvent(tx, 'order.placed', detail);
  }
  const productIds = stockTaken.map(([productId]) => productId);
  if (wanted.has('stock.changed') && productIds.length > 0) {
    const levels = await tx
      .select({
        sku: stockItems.sku,
        qty: stockItems.qty,
        isInStock: stockItems.isInStock,
        productId: stockItems.productId,
      })
      .from(stockItems)
      .where(inArray(stockItems.productId, productIds));
    await emitEvent(tx, 'stock.changed', {
      source: 'order',
      items: levels.map((level) => ({
        sku: level.sku,
        qty: level.qty,
        previous_qty: level.qty + (stockTaken.find(([id]) => id === level.productId)?.[1] ?? 0),
        is_in_stock: level.isInStock,
      })),
    });
  }
}
