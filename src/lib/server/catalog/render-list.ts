import type { RenderListItem } from '../../catalog/contract.ts';
import type { StoreView } from '../../store-view/config.ts';
import { ApiError } from '../http/api.ts';
import { splitTax } from './pricing.ts';
import type { ChildDocument, ProductDocument } from './documents.ts';
import { getProductsBySku, getVariantsBySku } from './product.ts';

/** One product's prices as the render-list answers them (tax included; `tax_adjustments` without tax). */
export type { RenderListItem };

/** The most skus one render-list call prices. */
export const RENDER_LIST_MAX_SKUS = 999;

/**
 * The render-list prices of products by sku in a store for a customer group: minimal and max
 * price over the variants in stock (the product's own final price when none), unknown or hidden skus left out.
 * No skus, too many or too long ones, or a currency other than the store's are a 400.
 */
export async function renderListItems(
  store: StoreView,
  skus: readonly string[],
  groupId: number,
  currencyCode?: string | null,
): Promise<RenderListItem[]> {
  if (skus.length === 0)
    throw new ApiError(400, 'No skus provided', { errors: [{ path: 'skus', message: 'Field is required' }] });
  if (skus.length > RENDER_LIST_MAX_SKUS || skus.some((s) => s.length > 200)) {
    throw new ApiError(400, 'Too many or too long skus', {
      errors: [{ path: 'skus', message: `At most ${RENDER_LIST_MAX_SKUS} skus` }],
    });
  }
  if (currencyCode && currencyCode.toUpperCase() !== store.currencyCode) {
    throw new ApiError(400, `Currency ${currencyCode.slice(0, 10)} is not the currency of store ${store.storeCode}`, {
      errors: [{ path: 'currencyCode', message: 'Wrong currency' }],
    });
  }
  const products = await getProductsBySku(store, skus, { customerGroupId: groupId });
  const found = new Set(products.map((p) => p.sku));
  // A variant's sku (150005-000) is priced as that variant, with its parent's tax class.
  const variants = await getVariantsBySku(
    store,
    skus.filter((sku) => !found.has(sku)),
    { customerGroupId: groupId },
  );
  const items = new Map<string, RenderListItem>();
  for (const p of products) {
    const childPrices = p.configurable_children.filter((c) => c.is_in_stock).map((c) => c.final_price);
    items.set(p.sku, renderListItem(store, groupId, p, childPrices.length > 0 ? childPrices : [p.final_price]));
  }
  for (const { variant } of variants)
    items.set(variant.sku, renderListItem(store, groupId, variant, [variant.final_price]));
  return [...new Set(skus)].flatMap((sku) => items.get(sku) ?? []);
}

function renderListItem(
  store: StoreView,
  groupId: number,
  p: ProductDocument | ChildDocument,
  prices: number[],
): RenderListItem {
  return {
    id: p.id,
    sku: p.sku,
    sgn: `${p.id}-${store.storeCode}-${groupId}`,
    price_info: {
      final_price: p.final_price,
      regular_price: p.price,
      ...(p.special_price !== null ? { special_price: p.special_price } : {}),
      ...(p.prior_price !== null ? { prior_price: p.prior_price } : {}),
      minimal_price: Math.min(...prices),
      max_price: Math.max(...prices),
      tax_adjustments: {
        final_price: p.final_price_excl_tax,
        regular_price: p.price_excl_tax,
        minimal_price: splitTax(Math.min(...prices), p.tax_percent).exclTax,
        max_price: splitTax(Math.max(...prices), p.tax_percent).exclTax,
      },
      tier_prices: p.tier_prices,
      currency_code: store.currencyCode,
    },
  };
}
