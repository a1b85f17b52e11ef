/** Orders changed since a cursor, for other systems that keep a copy (ERP, warehouse). More in README.md. */
import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import { CURSOR } from '../../integration/contract.ts';
import type { OrderDetail } from '../../orders/lifecycle.ts';
import { orderDetailsOf } from './details.ts';

/** A page of changed orders and where the next one starts. */
export interface OrderChanges {
  items: OrderDetail[];
  next_cursor: string;
  has_more: boolean;
}

/** The cursor of a position (opaque to clients). */
export const cursorOf = (xid: number | string, seq: number | string): string => `c1.${xid}.${seq}`;

/** Orders whose last change is after `cursor` (from the first order without one), oldest change first. */
export async function ordersChangedSince(db: Db, cursor: string | undefined, limit: number): Promise<OrderChanges> {
  if (cursor !== undefined && !CURSOR.test(cursor)) throw catalogError(400, 'cursorInvalid');
  const [, xid = '0', seq = '0'] = cursor?.split('.') ?? [];
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        sql`(${orders.changeXid}, ${orders.changeSeq}) > (${xid}::bigint, ${seq}::bigint)`,
        sql`${orders.changeXid} < (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint`,
      ),
    )
    .orderBy(asc(orders.changeXid), asc(orders.changeSeq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await orderDetailsOf(db, page),
    next_cursor: last ? cursorOf(last.changeXid, last.changeSeq) : (cursor ?? cursorOf(0, 0)),
    has_more: rows.length > limit,
  };
}
