import type { PriceFields } from '../../lib/server/catalog/price-fields.ts';

/** What a price element shows of a document's announced reduction (Price.astro), or null for a plain price. */
export function reductionOf(
  prices: Partial<Pick<PriceFields, 'sale' | 'prior_price' | 'discount_percent'>>,
): { priorPrice: number; percent: number } | null {
  return prices.sale && typeof prices.prior_price === 'number' && typeof prices.discount_percent === 'number'
    ? { priorPrice: prices.prior_price, percent: prices.discount_percent }
    : null;
}
