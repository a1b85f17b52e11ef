import { randomBytes } from 'node:crypto';
import { eq, getTableColumns, inArray, sql, type SQL, type Table } from 'drizzle-orm';
import { poolOf, type Db } from '../db/client.ts';
import { mailOutbox, orderItems, orders, stockItems } from '../db/schema/index.ts';
import { outboxRow, type Mail } from '../mail/mailer.ts';
import { emitEvent } from '../webhooks/events.ts';
import { orderDetailsOf } from './details.ts';
import {
  atOnceOutcome,
  RECORDED_RETIREMENT,
  RETIRED_TAGS,
  shownStockChanged,
  unitsThere,
  type AtOnceGate,
  type AtOnceOutcome,
} from './placement.ts';

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
  const written = await tx.execute(sql`
    WITH placed AS ${inserted},
    lines AS (${sql.raw(INSERT_LINES)}${itemsJson(lines)}::jsonb${sql.raw(LINE_COLUMNS)}),
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

/** The lines of an order as one JSON parameter (`INSERT_LINES`: their order id is the order row inserted before). */
function itemsJson(lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[]): string {
  return JSON.stringify(
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
}

/** The order lines' step, from the JSON of `itemsJson` written between the two. */
const INSERT_LINES = `INSERT INTO order_items (order_id, product_id, sku, name, qty, price_incl_tax, row_total_incl_tax,
        tax_percent, tax_amount, discount_amount, product_option)
      SELECT placed.id, l.product_id, l.sku, l.name, l.qty, l.price_incl_tax, l.row_total_incl_tax, l.tax_percent,
        l.tax_amount, l.discount_amount, l.product_option
      FROM placed, jsonb_to_recordset(`;
const LINE_COLUMNS = `) AS l(product_id int, sku text, name text, qty int,
        price_incl_tax numeric, row_total_incl_tax numeric, tax_percent numeric, tax_amount numeric,
        discount_amount numeric, product_option jsonb)`;

/**
 * Stands for the order number in the confirmation mail given to `placeAtOnce`, which takes the number in the same
 * statement: random per process, letters and digits only (the same escaped for HTML or a URL), so no text a shopper
 * writes holds it.
 */
export const ORDER_NUMBER_MARK = `NUMBER${randomBytes(12).toString('hex').toUpperCase()}`;

/** A row's values by column name (JSON for `jsonb_populate_record`). */
function byColumnName(table: Table, values: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [columns[key]!.name, value]));
}

/**
 * Places an order in ONE statement, without a transaction around it (one statement is one): locks the cart and the
 * stock rows, and only when the cart is still open, every unit is there and no webhook endpoint wants the order's
 * events, takes the store's next order number and writes the order (nothing when its order_id is taken); only with
 * the order written, its lines, its confirmation mail (its number put in here), the stock it takes, its history,
 * the cart closed, the stock taken and the pages to forget. Prepared by name. More in README.md.
 */
const PLACE_AT_ONCE = `WITH cart_locked AS MATERIALIZED (
    SELECT id FROM carts WHERE id = $3::text AND status = 'active' FOR UPDATE),
  stock_locked AS MATERIALIZED (
    SELECT l.product_id, l.qty, l.manage_stock, l.is_in_stock, v.need, v.own, v.parent FROM stock_items l
    JOIN unnest($5::int[], $6::int[], $7::text[], $8::text[]) AS v(product_id, need, own, parent)
      ON v.product_id = l.product_id
    ORDER BY l.product_id FOR UPDATE OF l),
  gate AS MATERIALIZED (SELECT
    (SELECT count(*) FROM cart_locked) = $4::int AS cart_open,
    (SELECT count(*) FROM stock_locked l WHERE ${unitsThere('l', 'l.need')}) = cardinality($5::int[]) AS stock_complete,
    NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE events && '{order.placed,stock.changed}'::text[]) AS unwatched),
  go AS (SELECT true AS go FROM gate WHERE cart_open AND stock_complete AND unwatched),
  numbered AS (SELECT $1::text || nextval($2::regclass)::text AS order_number FROM go),
  placed AS (
    INSERT INTO orders (order_number, order_hash, store_code, customer_id, cart_id, email, status, currency,
      subtotal_incl_tax, tax_amount, shipping_incl_tax, discount_amount, gift_card_amount, gift_card_uses, grand_total,
      coupon_code, shipping_address, billing_address, shipping_carrier_code, shipping_method_code, service_point_id,
      payment_method_code, payment_additional, response)
    SELECT n.order_number, r.order_hash, r.store_code, r.customer_id, r.cart_id, r.email, r.status, r.currency,
      r.subtotal_incl_tax, r.tax_amount, r.shipping_incl_tax, r.discount_amount, r.gift_card_amount, r.gift_card_uses,
      r.grand_total, r.coupon_code, r.shipping_address, r.billing_address, r.shipping_carrier_code,
      r.shipping_method_code, r.service_point_id, r.payment_method_code, r.payment_additional,
      jsonb_set(r.response, '{order_number}', to_jsonb(n.order_number))
    FROM numbered n, jsonb_populate_record(NULL::orders, $9::jsonb) r
    ON CONFLICT (order_hash) DO NOTHING
    RETURNING id, order_number),
  closed AS (
    UPDATE carts c SET status = 'ordered', updated_at = now() FROM placed WHERE c.id IN (SELECT id FROM cart_locked)),
  lines AS (${INSERT_LINES}$10::jsonb${LINE_COLUMNS}),
  mailed AS (
    INSERT INTO mail_outbox (message_id, kind, "to", reply_to, subject, text, html, headers)
    SELECT m.message_id, m.kind, m."to", m.reply_to, replace(m.subject, $12::text, p.order_number),
      replace(m.text, $12::text, p.order_number), replace(m.html, $12::text, p.order_number), m.headers
    FROM placed p, jsonb_populate_record(NULL::mail_outbox, $11::jsonb) m),
  taken AS (
    INSERT INTO order_stock (order_id, product_id, qty) SELECT p.id, n.product_id, n.need FROM placed p, stock_locked n),
  step AS (
    INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, actor_name)
    SELECT p.id, 'placed', NULL, 'pending', 'system', 'checkout' FROM placed p),
  stock_taken AS (
    UPDATE stock_items s SET qty = s.qty - n.need, is_in_stock = (s.qty - n.need) > 0, updated_at = now()
    FROM stock_locked n, placed WHERE s.product_id = n.product_id
    RETURNING s.is_in_stock, n.own, n.parent,
      ${shownStockChanged('n.is_in_stock')} AS shown),
  stock_summary AS (SELECT coalesce(bool_or(NOT is_in_stock), false) AS sold_out, ${RETIRED_TAGS} AS tags
    FROM stock_taken),
  stock_recorded AS (INSERT INTO cache_invalidations (tags, revalidate)
    SELECT ${RECORDED_RETIREMENT} FROM stock_summary
    WHERE cardinality(tags) > 0
    RETURNING id, tags)
  SELECT g.cart_open, g.stock_complete, g.unwatched, (SELECT order_number FROM placed) AS order_number,
    (SELECT sold_out FROM stock_summary) AS stock_sold_out, (SELECT id FROM stock_recorded) AS stock_retired_id,
    (SELECT tags FROM stock_recorded) AS stock_retired_tags
  FROM gate g`;

/** What `placeAtOnce` found: the gate's answers, the order number when placed and the pages the stock retires. */
export type PlacedAtOnce = AtOnceGate & {
  stock_sold_out: boolean | null;
  stock_retired_id: string | null;
  stock_retired_tags: string[] | null;
};

/** Places an order in one statement (`PLACE_AT_ONCE`); what it did is `atOnceOutcome` of its gate. */
export async function placeAtOnce(
  db: Db,
  order: {
    /** The order number's prefix and the sequence of its store (`order_number_{store}`). */
    numberPrefix: string;
    sequence: string;
    cartId: string | null;
    /** The order row; its `orderNumber` and its response's `order_number` are the number the statement takes. */
    row: typeof orders.$inferInsert;
    lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[];
    /** The confirmation mail, `ORDER_NUMBER_MARK` where its number goes. */
    mail: Mail;
    /** Units per product, in product id order, and the cache tags of each product (its own, its parent's). */
    stock: [number, number][];
    tags: [string, string | null][];
  },
): Promise<{ outcome: AtOnceOutcome; row: PlacedAtOnce }> {
  const result = await poolOf(db).query<PlacedAtOnce>({
    name: 'place_order_at_once',
    text: PLACE_AT_ONCE,
    values: [
      order.numberPrefix,
      order.sequence,
      order.cartId ?? '',
      order.cartId === null ? 0 : 1,
      order.stock.map(([productId]) => productId),
      order.stock.map(([, qty]) => qty),
      order.tags.map(([own]) => own),
      order.tags.map(([, parent]) => parent),
      JSON.stringify(byColumnName(orders, order.row)),
      itemsJson(order.lines),
      JSON.stringify(byColumnName(mailOutbox, outboxRow(order.mail))),
      ORDER_NUMBER_MARK,
    ],
  });
  const row = result.rows[0]!;
  return { outcome: atOnceOutcome(row), row };
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
