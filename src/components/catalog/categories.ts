import { categoryPath } from '../../lib/routes/routes.ts';
import type { CatalogReference, CategoryInfo } from '../../lib/server/catalog/reference.ts';
import { storeCodes, type StoreCode } from '../../lib/store-view/config.ts';

/** The root category id; categories below it are not shop pages. */
export const ROOT_CATEGORY_ID = 2;

/** An active shop category of the store by slug, url_key, url_path or id. */
export function findCategory(reference: CatalogReference, storeCode: StoreCode, key: string): CategoryInfo | undefined {
  const id = /^\d{1,9}$/.test(key) ? Number(key) : undefined;
  for (const category of reference.categories.values()) {
    if (!category.isActive || category.level < 2) continue;
    const texts = category.texts[storeCode];
    if (!texts) continue;
    if (category.id === id || texts.slug === key || texts.urlPath === key || texts.urlKey === key) return category;
  }
  return undefined;
}

/** The parent chain below the root, top first, ending with the category itself. */
export function categoryChain(reference: CatalogReference, category: CategoryInfo): CategoryInfo[] {
  return category.path
    .split('/')
    .map(Number)
    .filter((id) => id > ROOT_CATEGORY_ID)
    .map((id) => reference.categories.get(id))
    .filter((c): c is CategoryInfo => Boolean(c));
}

/** Breadcrumb items of a category (its parents linked, itself last unless `linkLast`). */
export function categoryCrumbs(
  reference: CatalogReference,
  category: CategoryInfo,
  storeCode: StoreCode,
  linkLast = false,
) {
  const chain = categoryChain(reference, category);
  return chain.map((c, index) => ({
    label: c.texts[storeCode]?.name ?? '',
    href:
      index < chain.length - 1 || linkLast
        ? categoryPath(storeCode, c.texts[storeCode]?.slug ?? String(c.id))
        : undefined,
  }));
}

/** The category's page in each store (store switcher, hreflang). */
export function categoryAlternates(category: CategoryInfo): Partial<Record<StoreCode, string>> {
  const out: Partial<Record<StoreCode, string>> = {};
  for (const code of storeCodes) {
    const slug = category.texts[code]?.slug;
    if (slug) out[code] = categoryPath(code, slug);
  }
  return out;
}

/** Active child categories in menu order. */
export function childCategories(reference: CatalogReference, category: CategoryInfo): CategoryInfo[] {
  return (reference.childrenOf.get(category.id) ?? [])
    .map((id) => reference.categories.get(id))
    .filter((c): c is CategoryInfo => Boolean(c && c.isActive))
    .sort((a, b) => a.position - b.position);
}
