import type { MessageKey } from '../i18n/i18n.ts';
import type { StockRecord } from './api.ts';

/** Stock known for a sku; `null` when it could not be checked (volatile). */
export type StockInfo = Pick<StockRecord, 'qty' | 'is_in_stock' | 'manage_stock'> | null;

/** What adding a product to the cart may turn out as. */
export type AddOutcome = 'ok' | 'volatile' | 'capped' | 'out_of_stock' | 'price_unknown' | 'product_error';

/** The decision for one add: how many units go in, and the message to show. */
export interface AddDecision {
  outcome: AddOutcome;
  allowed: boolean;
  qty: number;
  message?: { key: MessageKey; params?: Record<string, string | number> } | { text: string };
  type: 'success' | 'info' | 'warning' | 'error';
}

/** One sku to check: what is asked, what is already in the cart, and its stock. */
export interface StockLine {
  sku: string;
  /** Units of this sku per unit of the product added (bundle selections), 1 otherwise. */
  perUnit: number;
  inCart: number;
  stock: StockInfo;
}

/** The product fields the add rule reads. */
export interface AddCandidate {
  price_incl_tax?: number | null;
  /** Product errors (e.g. 'No available product variants'); any error blocks the add. */
  errors?: Record<string, string>;
}

/**
 * Decides an add to cart: product errors and an unknown (negative or missing) price block it; an out-of-stock
 * line blocks it; unknown stock lets it in as "volatile" with a warning; the quantity is capped at the stock less
 * what is already in the cart (bundles: per child, the tightest child wins) with an info message.
 */
export function decideAdd(
  product: AddCandidate,
  qty: number,
  lines: StockLine[],
  allowOutOfStockInCart = false,
): AddDecision {
  const firstError = Object.values(product.errors ?? {}).find(Boolean);
  if (firstError)
    return { outcome: 'product_error', allowed: false, qty: 0, message: { text: firstError }, type: 'error' };
  const price = product.price_incl_tax;
  if (price === undefined || price === null || !Number.isFinite(price) || price < 0) {
    return { outcome: 'price_unknown', allowed: false, qty: 0, message: { key: 'error.priceUnknown' }, type: 'error' };
  }
  let allowedQty = qty;
  let volatile = false;
  let limit: number | undefined;
  for (const line of lines) {
    if (line.stock === null) {
      volatile = true;
      continue;
    }
    if (!line.stock.is_in_stock && !allowOutOfStockInCart) {
      return { outcome: 'out_of_stock', allowed: false, qty: 0, message: { key: 'error.outOfStock' }, type: 'error' };
    }
    if (!line.stock.manage_stock || allowOutOfStockInCart) continue;
    const free = Math.floor((line.stock.qty - line.inCart) / line.perUnit);
    if (free < allowedQty) {
      allowedQty = Math.max(0, free);
      limit = line.stock.qty;
    }
  }
  if (limit !== undefined) {
    if (allowedQty <= 0) {
      return {
        outcome: 'capped',
        allowed: false,
        qty: 0,
        message: { key: 'error.stockLimit', params: { qty: limit } },
        type: 'info',
      };
    }
    return {
      outcome: 'capped',
      allowed: true,
      qty: allowedQty,
      message: { key: 'error.stockLimit', params: { qty: limit } },
      type: 'info',
    };
  }
  if (volatile)
    return { outcome: 'volatile', allowed: true, qty, message: { key: 'error.volatileStock' }, type: 'warning' };
  return { outcome: 'ok', allowed: true, qty, message: { key: 'error.addedToCart' }, type: 'success' };
}
