import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { categories, categoryTranslations } from '../db/schema/index.ts';
import type { StoreCode } from '../../store-view/config.ts';
import { productCountsByCategory } from './categories.ts';

/** A category as the menu and home page show it. */
export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  urlPath: string;
  icon: string | null;
  productCount: number;
}

/** The active top-level categories under root 2 with their listed product counts (as the category API counts them), in menu order. */
export async function topCategories(storeCode: StoreCode): Promise<MenuCategory[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: categories.id,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
      urlPath: categoryTranslations.urlPath,
      icon: categories.icon,
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.storeCode, storeCode)),
    )
    .where(and(eq(categories.parentId, 2), eq(categories.isActive, true), eq(categories.includeInMenu, true)))
    .orderBy(asc(categories.position));
  const counts = await productCountsByCategory(db, storeCode);
  return rows.map((row) => ({ ...row, productCount: counts.get(row.id) ?? 0 }));
}
