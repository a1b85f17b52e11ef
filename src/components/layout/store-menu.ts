import { topCategories, type MenuCategory } from '../../lib/server/catalog/menu.ts';
import { memoized } from '../../lib/server/page-cache/memo.ts';
import type { StoreCode } from '../../lib/store-view/config.ts';

/**
 * The store's menu for the current data generation: one frozen object per load, so the header's and footer's markup
 * can be kept with it (components/common/Kept.astro) and goes when a new menu is read.
 */
export function storeMenu(storeCode: StoreCode): Promise<readonly MenuCategory[]> {
  return memoized(`menu:${storeCode}`, async () => Object.freeze(await topCategories(storeCode)));
}
