import { sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';

/** Product ids recommended for a product, best first, in two lists. */
export interface Recommendations {
  /** Bought in the same orders as this product (or its variants). */
  boughtTogether: number[];
  /** Same category and brand first, then same category, then same brand, each by popularity. */
  similar: number[];
}

const CAMPAIGN_CATEGORY_ID = 80;

/**
 * The built-in recommendation service (in place of an external provider): order
 * co-occurrence for "bought together", and category/brand likeness weighted by popularity for "similar".
 * Only listed parents (visibility 2/4, status 0/1) are returned; the page loads their documents through the search.
 */
export async function recommendationsFor(productId: number, limit = 8): Promise<Recommendations> {
  const db = await getDb();
  const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  const bought = rows<{ id: number }>(
    await db.execute(sql`
    WITH mine AS (SELECT id FROM products WHERE id = ${productId} OR parent_id = ${productId})
    SELECT coalesce(p.parent_id, p.id) AS id, count(DISTINCT b.order_id) AS orders
    FROM order_items a
    JOIN order_items b ON b.order_id = a.order_id AND b.product_id NOT IN (SELECT id FROM mine)
    JOIN products p ON p.id = b.product_id
    JOIN products listed ON listed.id = coalesce(p.parent_id, p.id)
    WHERE a.product_id IN (SELECT id FROM mine) AND listed.visibility IN (2, 4) AND listed.status IN (0, 1)
      AND listed.id <> ${productId}
    GROUP BY 1 ORDER BY orders DESC, 1 LIMIT ${limit}`),
  );
  const similar = rows<{ id: number }>(
    await db.execute(sql`
    WITH me AS (SELECT id, attributes->>'ls_varumarke' AS brand FROM products WHERE id = ${productId}),
    cats AS (SELECT category_id FROM product_categories WHERE product_id = ${productId} AND category_id <> ${CAMPAIGN_CATEGORY_ID})
    SELECT p.id,
      (CASE WHEN EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT category_id FROM cats)) THEN 2 ELSE 0 END
       + CASE WHEN p.attributes->>'ls_varumarke' = (SELECT brand FROM me) THEN 1 ELSE 0 END) AS likeness
    FROM products p
    WHERE p.parent_id IS NULL AND p.id <> ${productId} AND p.visibility IN (2, 4) AND p.status IN (0, 1)
      AND (EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT category_id FROM cats))
           OR p.attributes->>'ls_varumarke' = (SELECT brand FROM me))
    ORDER BY likeness DESC, p.popularity DESC, p.id LIMIT ${limit * 2}`),
  );
  const boughtIds = bought.map((r) => Number(r.id));
  return {
    boughtTogether: boughtIds,
    similar: similar
      .map((r) => Number(r.id))
      .filter((id) => !boughtIds.includes(id))
      .slice(0, limit),
  };
}
