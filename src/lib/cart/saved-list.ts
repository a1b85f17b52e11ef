import { persistentJSON } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { SavedProduct } from './saved.ts';
import { onLogout } from '../session/logout.ts';

/**
 * A list of saved products (the wishlist, the compare list): unique by sku, kept in local storage under
 * `storageKey` and emptied when the shopper logs out. `insert` decides what adding a product does to the list; it
 * answers the same array when nothing changes.
 */
export function savedProductList<T extends SavedProduct>(
  name: string,
  storageKey: string,
  insert: (items: T[], item: T) => T[],
) {
  const $items = persistentJSON<T[]>(storageKey, []);
  const has = (sku: string) => $items.get().some((i) => i.sku === sku);
  const add = (item: T): void => {
    const items = $items.get();
    const next = insert(items, item);
    if (next !== items) $items.set(next);
  };
  const remove = (sku: string): void => $items.set($items.get().filter((i) => i.sku !== sku));
  const clear = (): void => $items.set([]);
  onLogout(name, clear);
  return {
    $items,
    /** Skus on the list. */
    $skus: computed($items, (items) => new Set(items.map((i) => i.sku))),
    add,
    remove,
    /** Adds or removes; answers whether it is on the list afterwards. */
    toggle(item: T): boolean {
      if (has(item.sku)) {
        remove(item.sku);
        return false;
      }
      add(item);
      return true;
    },
    clear,
  };
}
