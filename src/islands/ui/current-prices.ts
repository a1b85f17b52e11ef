import { useEffect, useState } from 'react';
import { contractResult } from '../../lib/api-client/client.ts';
import { apiRoutes } from '../../lib/api-client/routes.ts';
import type { SearchProduct } from '../../lib/search/api.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';

/** A product's price now, with its announced reduction (the catalogue's decision), as a card shows it. */
export interface CurrentPrice {
  price: number;
  reduction: { priorPrice: number; percent: number } | null;
}

const PRICE_FIELDS = ['final_price_incl_tax', 'sale', 'prior_price', 'discount_percent'] as const;
type Priced = Partial<Pick<SearchProduct, 'sku' | (typeof PRICE_FIELDS)[number]>>;

function currentOf(doc: Priced): CurrentPrice | undefined {
  if (typeof doc.final_price_incl_tax !== 'number') return undefined;
  const announced = doc.sale && typeof doc.prior_price === 'number' && typeof doc.discount_percent === 'number';
  return {
    price: doc.final_price_incl_tax,
    reduction: announced ? { priorPrice: doc.prior_price!, percent: doc.discount_percent! } : null,
  };
}

/**
 * The current prices of saved products (the wishlist and the compare list keep the price of the day they were
 * saved): asked from the catalogue once per list of skus, a variant's sku priced as that variant. Empty until the
 * answer came, or when the catalogue cannot be asked (the lists show the saved price then, never a reduction).
 */
export function useCurrentPrices(storeCode: StoreCode, skus: readonly string[]): Map<string, CurrentPrice> {
  const [prices, setPrices] = useState<Map<string, CurrentPrice>>(new Map());
  const key = skus.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    const wanted = key.split(',');
    contractResult(apiRoutes.productSearch, {
      params: { storeCode },
      body: {
        query: { filters: { sku: wanted } },
        size: wanted.length,
        _sourceInclude: [
          'sku',
          ...PRICE_FIELDS,
          ...PRICE_FIELDS.map((f) => `configurable_children.${f}`),
          'configurable_children.sku',
        ],
      },
    })
      .then((result) => {
        const found = new Map<string, CurrentPrice>();
        for (const item of result.items) {
          for (const doc of [item, ...(item.configurable_children ?? [])] as Priced[]) {
            const current = doc.sku && wanted.includes(doc.sku) ? currentOf(doc) : undefined;
            if (current) found.set(doc.sku!, current);
          }
        }
        if (live) setPrices(found);
      })
      .catch((error: unknown) => console.warn('current prices failed', error));
    return () => void (live = false);
  }, [storeCode, key]);
  return prices;
}
