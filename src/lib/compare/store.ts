import { persistentJSON } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { SavedProduct } from '../cart/saved.ts';
import { onLogout } from '../session/logout.ts';

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

/** The compare list, saved in local storage. */
export const $compare = persistentJSON<CompareItem[]>('np-compare', []);

/** Skus on the compare list. */
export const $compareSkus = computed($compare, (items) => new Set(items.map((i) => i.sku)));

/** Adds a product (once; the oldest drops out beyond the limit). */
export function addToCompare(item: CompareItem): void {
  const items = $compare.get().filter((i) => i.sku !== item.sku);
  $compare.set([...items, item].slice(-COMPARE_LIMIT));
}

/** Removes a product. */
export function removeFromCompare(sku: string): void {
  $compare.set($compare.get().filter((i) => i.sku !== sku));
}

/** Adds or removes; answers whether it is on the list afterwards. */
export function toggleCompare(item: CompareItem): boolean {
  if ($compare.get().some((i) => i.sku === item.sku)) {
    removeFromCompare(item.sku);
    return false;
  }
  addToCompare(item);
  return true;
}

/** Empties the list (logout). */
export function clearCompare(): void {
  $compare.set([]);
}

// A logout forgets the compare list.
onLogout('compare', clearCompare);

/** The compare table: the attributes any compared product has, in the fixed order. */
export function compareRows(items: CompareItem[]): string[] {
  return compareAttributes.filter((code) => items.some((i) => i.attributes[code]));
}
