import type { z } from 'astro/zod';
import type { priceFieldsSchema, priorPriceBasisSchema } from '../../catalog/documents.ts';
import { effectiveSpecialPrice, finalPriceOf, splitTax, toMinor, type PriceRow, type TierPrice } from './pricing.ts';
import {
  PRIOR_PRICE_DAYS,
  PRIOR_PRICE_SPAN_MS,
  priceReduction,
  type PriceReduction as Reduction,
  type PriceStep,
} from './price-reduction.ts';

/** An announced reduction as documents give it: the reduced price, its prior price and the percentage. */
export type PriceReduction = Pick<Reduction, 'price' | 'priorPrice' | 'percent'>;

/** Price fields of a product document; every amount is tax included unless its name says excl. */
export type PriceFields = z.infer<typeof priceFieldsSchema>;

/** The span whose lowest price is the prior price of a reduction: its days, its start and end (ISO 8601). */
export type PriorPriceBasis = z.infer<typeof priorPriceBasisSchema>;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * Price fields of a product in a store for a customer group at `now`, its price history deciding whether the final
 * price is announced as a reduction: only a special price (campaign and sale prices) that the customer pays (no
 * lower group price) and that priceReduction finds below the lowest price of the 30 days before it began.
 */
export function priceFieldsOf(
  row: PriceRow,
  tiers: readonly TierPrice[],
  groupId: number,
  now: Date,
  taxRate: number,
  history: readonly PriceStep[] = [],
): PriceFields {
  const special = effectiveSpecialPrice(row, now);
  const final = finalPriceOf(row, now, tiers, groupId, 1);
  const regular = splitTax(row.price, taxRate);
  const finalSplit = splitTax(final, taxRate);
  const reduction =
    special !== null && toMinor(final) === toMinor(special) ? priceReduction(history, now, special) : null;
  return {
    price: row.price,
    price_incl_tax: row.price,
    price_excl_tax: regular.exclTax,
    price_tax: regular.tax,
    special_price: special,
    special_price_incl_tax: special,
    special_from_date: special === null ? null : iso(row.specialFromDate),
    special_to_date: special === null ? null : iso(row.specialToDate),
    final_price: final,
    final_price_incl_tax: final,
    final_price_excl_tax: finalSplit.exclTax,
    final_price_tax: finalSplit.tax,
    original_price: row.price,
    original_price_incl_tax: row.price,
    original_price_excl_tax: regular.exclTax,
    tax_percent: taxRate,
    tier_prices: tiers
      .filter((tier) => tier.customerGroupId === groupId)
      .sort((a, b) => a.qty - b.qty)
      .map((tier) => ({
        customer_group_id: tier.customerGroupId,
        qty: tier.qty,
        value: tier.value,
        value_excl_tax: splitTax(tier.value, taxRate).exclTax,
      })),
    sale: reduction !== null,
    discount_label: reduction ? `-${reduction.percent}%` : null,
    discount_percent: reduction?.percent ?? null,
    prior_price: reduction?.priorPrice ?? null,
    prior_price_basis: reduction
      ? {
          days: PRIOR_PRICE_DAYS,
          from: new Date(reduction.since - PRIOR_PRICE_SPAN_MS).toISOString(),
          to: new Date(reduction.since).toISOString(),
        }
      : null,
  };
}

/**
 * The reduction a document's prices announce (its final price, the prior price and the percentage), or null for a
 * plain price: what every place showing a price reads (cards, pages, the feed's sale price), never the regular or
 * special price directly.
 */
export function announcedReduction(
  prices: Partial<Pick<PriceFields, 'sale' | 'final_price' | 'prior_price' | 'discount_percent'>>,
): PriceReduction | null {
  return prices.sale &&
    typeof prices.final_price === 'number' &&
    typeof prices.prior_price === 'number' &&
    typeof prices.discount_percent === 'number'
    ? { price: prices.final_price, priorPrice: prices.prior_price, percent: prices.discount_percent }
    : null;
}
