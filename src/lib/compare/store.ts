import type { SavedProduct } from '../cart/saved.ts';
import { savedProductList } from '../cart/saved-list.ts';

/** Attributes shown on the compare page: colour, taste, wax colour, equipment size and variant, value. */
export const compareAttributes = [
  'ls_varumarke',
  'ls_farg',
  'ls_smak',
  'ls_farg_valla',
  'ls_storlek_utrust',
  'ls_variant_utrust',
  'ls_varde',
] as const;

/** What the compare list keeps of a product. */
export interface CompareItem extends SavedProduct {
  /** Attribute labels by attribute code (already in the shopper's language). */
  attributes: Record<string, string>;
}

/** Most products compared side by side. */
export const COMPARE_LIMIT = 4;

// A product added again moves to the end; the oldest drops out beyond the limit. A logout forgets the list.
const compare = savedProductList<CompareItem>('compare', 'np-compare', (items, item) =>
  [...items.filter((i) => i.sku !== item.sku), item].slice(-COMPARE_LIMIT),
);

/** The compare list, saved in local storage. */
export const $compare = compare.$items;

/** Skus on the compare list. */
export const $compareSkus = compare.$skus;

/** Adds a product (once; the oldest drops out beyond the limit). */
export const addToCompare = compare.add;

/** Removes a product. */
export const removeFromCompare = compare.remove;

/** Adds or removes; answers whether it is on the list afterwards. */
export const toggleCompare = compare.toggle;

/** Empties the list (logout). */
export const clearCompare = compare.clear;

/** The compare table: the attributes any compared product has, in the fixed order. */
export function compareRows(items: CompareItem[]): string[] {
  return compareAttributes.filter((code) => items.some((i) => i.attributes[code]));
}
