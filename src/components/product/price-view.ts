import { announcedReduction } from '../../lib/server/catalog/price-fields.ts';
import type { PriceFields } from '../../lib/server/catalog/price-fields.ts';

/** What a price element shows of a document's announced reduction (Price.astro), or null for a plain price. */
export function reductionOf(
  prices: Partial<Pick<PriceFields, 'sale' | 'final_price' | 'prior_price' | 'discount_percent'>>,
): { priorPrice: number; percent: number } | null {
  const reduction = announcedReduction(prices);
  return reduction ? { priorPrice: reduction.priorPrice, percent: reduction.percent } : null;
}
