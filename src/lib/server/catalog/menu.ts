import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { categories, categoryTranslations, productCategories, products } from '../db/schema/index.ts';
import type { StoreCode } from '../../store-view/config.ts';

/** A category as the menu and home page show it. */
export interface MenuCategory { id: number; name: string; slug: string; urlPath: string; icon: string | null; productCount: number }

/** The active top-level categories under root 2 with their visible product counts, in menu order. */
export async function topCategories(storeCode: StoreCode): Promise<MenuCategory[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: categories.id,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
      urlPath: categoryTranslations.urlPath,
      icon: categories.icon,
      productCount: sql<number>`(
        SELECT count(*)::int FROM ${productCategories} pc JOIN ${products} p ON p.id = pc.product_id
        WHERE pc.category_id = ${categories.id} AND p.visibility IN (2, 4) AND p.status IN (0, 1)
      )`,
    })
    .from(categories)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.storeCode, storeCode)))
    .where(and(eq(categories.parentId, 2), eq(categories.isActive, true), eq(categories.includeInMenu, true)))
    .orderBy(asc(categories.position));
  return rows;
}
