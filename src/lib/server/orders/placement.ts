import { LOW_STOCK_SHOWN } from '../../catalog/stock-shown.ts';
import { LISTING_TAG } from '../page-cache/tags.ts';

/**
 * When an order is placed in one statement (`placeAtOnce`) and what that statement's gate decided, and the SQL
 * conditions of its stock steps that the transaction's stock step shares: each rule once, for `placeOrder`,
 * `placeAtOnce` and `takeStock`. More in README.md.
 */

/** How an order is written: in one statement without a transaction, or in the placement transaction. */
export type PlacementPath = 'at-once' | 'transaction';

/**
 * The path of a priced order: one statement only without a provider hook, coupon or gift card taken (a guest's
 * order in a sale); those write more rows, which the transaction writes with the order.
 */
export function placementPath(order: {
  hook: boolean;
  couponCode: string | null;
  giftCardUse: readonly { amount: number }[];
}): PlacementPath {
  return !order.hook && !order.couponCode && order.giftCardUse.every((use) => use.amount === 0)
    ? 'at-once'
    : 'transaction';
}

/** The gate of `placeAtOnce`, read with the locked rows: the order is written only when all three hold. */
export type AtOnceGate = {
  cart_open: boolean;
  stock_complete: boolean;
  /** False: an endpoint wants the order's events, which need the order's details (the transaction writes them). */
  unwatched: boolean;
  /** The number taken, or null when nothing was written. */
  order_number: string | null;
};

/**
 * What the one statement did: `placed`; `repeated` (the gate let it through but its order_id was placed
 * meanwhile, so nothing was written); or nothing written because the cart is closed, a unit is short, or an
 * endpoint wants the events (`transaction`: place it there instead).
 */
export type AtOnceOutcome = 'placed' | 'repeated' | 'cart-closed' | 'stock-short' | 'transaction';

/** Reads the gate's answers (the statement's `go` step lets the order through on the same three). */
export function atOnceOutcome(gate: AtOnceGate): AtOnceOutcome {
  if (!gate.unwatched) return 'transaction';
  if (!gate.cart_open) return 'cart-closed';
  if (!gate.stock_complete) return 'stock-short';
  return gate.order_number === null ? 'repeated' : 'placed';
}

/**
 * SQL: the stock row `row` holds `need` units (stock not managed: while it is marked in stock). The condition of
 * `placeAtOnce`'s gate and of the stock taken in the transaction.
 */
export const unitsThere = (row: string, need: string) =>
  `(NOT ${row}.manage_stock OR ${row}.qty >= ${need}) AND (${row}.manage_stock OR ${row}.is_in_stock)`;

/**
 * SQL, in a `RETURNING` of the stock rows taken as `s`: whether the stock a page shows changed, given whether the
 * row was in stock before (`wasInStock`): its availability flipped, or it is at or below the number a page shows.
 */
export const shownStockChanged = (wasInStock: string) =>
  `${wasInStock} <> s.is_in_stock OR (s.manage_stock AND s.qty <= ${LOW_STOCK_SHOWN})`;

/** SQL: the cache tags (own and parent) of the stock rows taken (`stock_taken`) whose shown stock changed. */
export const RETIRED_TAGS =
  'array(SELECT DISTINCT tag FROM stock_taken, unnest(array[own, parent]) AS tag WHERE shown AND tag IS NOT NULL)';

/**
 * SQL: the `cache_invalidations` columns (tags, revalidate) of `stock_summary`: listings too when a sku sold out, and
 * the pages answered stale while they render again unless one did.
 */
export const RECORDED_RETIREMENT = `CASE WHEN sold_out THEN tags || '${LISTING_TAG}'::text ELSE tags END, NOT sold_out`;
