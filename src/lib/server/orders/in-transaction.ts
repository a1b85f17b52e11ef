import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carts, type orderItems, type orders } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import { fromMinor } from '../catalog/pricing.ts';
import type { Mail } from '../mail/mailer.ts';
import type { StoreView } from '../../store-view/config.ts';
import type { OrderAnswer } from '../../orders/schema.ts';
import { emitPlacedEvents, recordPlacedOrder } from './placed.ts';
import { retiredOf, takeStock, takeStockSql, type Retired } from './stock-taken.ts';

/** Extra steps a caller runs inside the order transaction (the payment provider marks its session completed). */
export type OrderHook = (tx: Db, answer: OrderAnswer) => Promise<void>;

/** A priced order as the placement transaction writes it; the row, mail and answer once its number is taken. */
export interface TransactionOrder {
  store: StoreView;
  /** The cart it closes, none for an order without one. */
  cartId: string | undefined;
  giftCardUse: { code: string; amount: number }[];
  couponCode: string | null;
  /** Units per product, in product id order, and the cache tags of each product (its own, its parent's). */
  stockNeeds: [number, number][];
  tagPairs: [string, string | null][];
  row: (orderNumber: string) => typeof orders.$inferInsert;
  lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[];
  mail: (orderNumber: string) => Mail;
  answer: (orderNumber: string) => OrderAnswer;
}

class DuplicateOrder extends Error {}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Places an order in ONE transaction: closes its cart, takes the gift card balances and the store's next order
 * number, records it, takes the stock, writes its events and counts the coupon use. 'repeated' when its order_id
 * was placed meanwhile (the caller answers the first order). More in README.md.
 */
export async function placeInTransaction(
  db: Db,
  order: TransactionOrder,
  hook?: OrderHook,
): Promise<{ answer: OrderAnswer; retired: Retired | undefined } | 'repeated'> {
  const { store, stockNeeds, tagPairs, couponCode } = order;
  let retired: Retired | undefined;
  try {
    // The rows many orders write at once (a sale's stock, a campaign's coupon) are written last, so their locks are
    // held for the fewest round trips: what only this order writes comes first. See README.md.
    const answer = await db.transaction(async (tx) => {
      // The cart is closed and the store's next order number taken in one statement (a sequence: concurrent orders
      // never wait for each other for it); a cart closed meanwhile refuses the order and takes no number.
      const number = order.cartId
        ? (
            await tx
              .update(carts)
              .set({ status: 'ordered', updatedAt: new Date() })
              .where(and(eq(carts.id, order.cartId), eq(carts.status, 'active')))
              .returning({ number: nextOrderNumber(store) })
          )[0]?.number
        : rowsOf(await tx.execute(sql`SELECT ${nextOrderNumber(store)} AS number`))[0]?.number;
      if (number === undefined) throw cartClosed();
      for (const use of order.giftCardUse) {
        if (use.amount === 0) continue;
        const amount = fromMinor(use.amount);
        const taken = await tx.execute(
          sql`UPDATE gift_cards SET balance = balance - ${amount} WHERE code = ${use.code} AND balance >= ${amount} RETURNING code`,
        );
        if (rowsOf(taken).length === 0) throw catalogError(400, 'giftCardInvalid', { card_code: use.code });
      }
      const orderNumber = `${store.countryId}${String(number)}`;
      const result = order.answer(orderNumber);
      // The order with its lines, confirmation mail (committed with the order, so a crash cannot lose it; the outbox
      // sender delivers it), the stock it takes and its history, in one statement.
      // Without a hook, the shared stock rows are taken by the same statement, last of its steps (see README.md).
      const written = await recordPlacedOrder(
        tx as unknown as Db,
        order.row(orderNumber),
        order.lines,
        order.mail(orderNumber),
        stockNeeds,
        hook ? undefined : takeStockSql(stockNeeds, tagPairs),
      );
      const placed = written.placed;
      if (!placed) throw new DuplicateOrder();
      if (hook) await hook(tx as unknown as Db, result);
      // Last, the shared rows: the stock (never below 0; refused with the catalogue's stock message) with the pages
      // whose shown stock it changes recorded for the other processes to forget, in one statement (or in the order's
      // own); then the coupon's use.
      retired = hook ? await takeStock(tx, stockNeeds, tagPairs) : retiredOf(written.also);
      await emitPlacedEvents(tx as unknown as Db, placed, stockNeeds);
      if (couponCode) {
        const used = await tx.execute(sql`UPDATE coupons SET times_used = times_used + 1
          WHERE code = ${couponCode} AND (usage_limit IS NULL OR times_used < usage_limit) RETURNING code`);
        if (rowsOf(used).length === 0) throw catalogError(400, 'couponInvalid');
      }
      return result;
    });
    return { answer, retired };
  } catch (error) {
    if (error instanceof DuplicateOrder) return 'repeated';
    throw error;
  }
}

/** The answer to an order whose cart was closed meanwhile: the shopper's app makes a new cart. */
export const cartClosed = () => catalogError(404, 'cartRecreate');

/** The store's order number sequence (`order_number_{store}`, migration 0017). */
export const orderSequence = (store: StoreView) => `order_number_${store.storeCode}`;

/** The next number of the store's order sequence, as SQL. */
const nextOrderNumber = (store: StoreView) => sql<string>`nextval(${orderSequence(store)}::regclass)::text`;
