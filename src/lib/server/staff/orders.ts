/**
 * The back office's reading of orders (the list with its filters, one order) and sending an order's mail again;
 * the lifecycle itself is the order services' (src/lib/server/orders). A staff member limited to one store sees
 * only that store's orders.
 */
import { and, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { mailOutbox, orderHistory, orders } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import { deliverMails, enqueueMail } from '../mail/mailer.ts';
import { orderDetail } from '../orders/details.ts';
import type { OrderDetail } from '../../orders/lifecycle.ts';
import type { OrderStatus } from '../../orders/status.ts';
import { staffOrdersQuerySchema, type StaffOrderPage } from '../../staff/orders.ts';
import type { StaffPrincipal } from './sessions.ts';

/** Orders per page of the list. */
export const ORDER_PAGE_SIZE = 25;
/** The days of the list's date filter are the shop's days. */
const SHOP_TIME_ZONE = 'Europe/Stockholm';

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The orders a staff member may see, by the list's filters, newest first. */
export async function staffOrderList(
  query: unknown,
  staff: Pick<StaffPrincipal, 'storeCode'>,
): Promise<StaffOrderPage> {
  const q = parseWith(staffOrdersQuerySchema, query);
  if (staff.storeCode && q.store && q.store !== staff.storeCode) throw catalogError(403, 'staffOtherStore');
  const store = staff.storeCode ?? q.store;
  const day = sql`(${orders.createdAt} AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
  const name = sql`(${orders.billingAddress}->>'firstname') || ' ' || (${orders.billingAddress}->>'lastname')`;
  const filters: (SQL | undefined)[] = [
    store ? eq(orders.storeCode, store) : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
    q.from ? gte(day, sql`${q.from}::date`) : undefined,
    q.to ? lte(day, sql`${q.to}::date`) : undefined,
  ];
  if (q.q) {
    const text = q.q;
    filters.push(
      or(
        eq(orders.orderNumber, text.toUpperCase()),
        sql`${orders.email} ILIKE ${like(text)}`,
        sql`${name} ILIKE ${like(text)}`,
        sql`(${orders.shippingAddress}->>'firstname') || ' ' || (${orders.shippingAddress}->>'lastname') ILIKE ${like(text)}`,
      ),
    );
  }
  const where = and(...filters.filter((filter): filter is SQL => filter !== undefined));
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select({
      number: orders.orderNumber,
      createdAt: orders.createdAt,
      store: orders.storeCode,
      status: orders.status,
      name: sql<string>`${name}`,
      email: orders.email,
      total: orders.grandTotal,
      currency: orders.currency,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_PAGE_SIZE)
    .offset((q.page - 1) * ORDER_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      order_number: row.number,
      created_at: row.createdAt.toISOString(),
      store_code: row.store,
      status: row.status as OrderStatus,
      customer_name: row.name ?? '',
      email: row.email,
      grand_total: row.total,
      currency: row.currency,
    })),
    total_count: total!.n,
    page: q.page,
    page_size: ORDER_PAGE_SIZE,
  };
}

/** One order a staff member may see: 404 for none, 403 for another store's. */
export async function staffOrderDetail(number: string, staff: Pick<StaffPrincipal, 'storeCode'>): Promise<OrderDetail> {
  const detail = await orderDetail(await getDb(), number);
  if (!detail) throw catalogError(404, 'orderNotFound');
  if (staff.storeCode && detail.store_code !== staff.storeCode) throw catalogError(403, 'orderOtherStore');
  return detail;
}

/**
 * Sends a mail of an order's history again (the shopper lost it): a copy of the outbox row with a new message id,
 * written to the audit log with it, then delivered. 404 when the mail is not one of this order's.
 */
export async function resendOrderMail(
  number: string,
  mailId: number,
  staff: Pick<StaffPrincipal, 'storeCode'>,
  actor: Actor,
): Promise<true> {
  const detail = await staffOrderDetail(number, staff);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [mail] = await tx
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        kind: mailOutbox.kind,
      })
      .from(mailOutbox)
      .innerJoin(orderHistory, eq(orderHistory.mailId, mailOutbox.id))
      .innerJoin(orders, eq(orders.id, orderHistory.orderId))
      .where(and(eq(mailOutbox.id, mailId), eq(orders.orderNumber, number)));
    if (!mail) throw catalogError(404, 'notFound');
    const { html, ...rest } = mail;
    const copy = await enqueueMail(tx, html ? { ...rest, html } : rest);
    await recordAudit(tx, actor, {
      action: 'order.resend_mail',
      entityType: 'order',
      entityId: number,
      storeCode: detail.store_code,
      after: { mail: mailId, kind: mail.kind, to: mail.to, copy },
    });
    return copy;
  });
  await deliverMails([id]).catch((error: unknown) =>
    console.error('[staff] a resent mail was left to the outbox:', error),
  );
  return true;
}
