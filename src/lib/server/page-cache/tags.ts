import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';

/** The cache tag of a product: its pages, and every listing, search and recommendation showing it. */
export const productTag = (id: number): string => `p:${id}`;
/** The cache tag of every listing and search (which products are listed can change). */
export const LISTING_TAG = 'listing';

/** The tags of a product document as a page shows it: the product and the products of its bundle options. */
export function documentTags(document: {
  id?: number;
  bundle_options?: { product_links?: { id: number }[] }[];
}): string[] {
  const tags = document.id === undefined ? [] : [productTag(document.id)];
  for (const option of document.bundle_options ?? [])
    for (const link of option.product_links ?? []) tags.push(productTag(link.id));
  return tags;
}

/**
 * The tags a change of products' stock or price touches: each product and its parent (variants are shown on it).
 * The parents of `knownParents` (product id → parent id, read already) are not read again.
 */
export async function productChangeTags(
  db: Pick<Db, 'select'>,
  ids: number[],
  knownParents: ReadonlyMap<number, number | null> = new Map(),
): Promise<string[]> {
  const pairs = await productTagPairs(db, ids, knownParents);
  return [...new Set([...pairs.map(([own]) => own), ...pairs.flatMap(([, parent]) => parent ?? [])])];
}

/** The tag of each product of `ids` with its parent's tag (null without one), in the order of `ids`. */
export async function productTagPairs(
  db: Pick<Db, 'select'>,
  ids: number[],
  knownParents: ReadonlyMap<number, number | null> = new Map(),
): Promise<[string, string | null][]> {
  const parents = new Map(knownParents);
  const missing = ids.filter((id) => !parents.has(id));
  if (missing.length > 0)
    for (const row of await db
      .select({ id: products.id, parentId: products.parentId })
      .from(products)
      .where(inArray(products.id, missing)))
      parents.set(row.id, row.parentId);
  return ids.map((id) => {
    const parent = parents.get(id);
    return [productTag(id), parent == null ? null : productTag(parent)];
  });
}
