import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { announceInvalidation, recordInvalidation } from '../page-cache/invalidation.ts';
import { LISTING_TAG, productChangeTags, productTag } from '../page-cache/tags.ts';
import type { ImportReport } from './report.ts';
import { numberArray } from './sql-arrays.ts';

/** Cache tags an import retires after a batch commits: at once, or answered stale while rendered again. */
export interface Retirement {
  tags: string[];
  id: number;
  revalidate: boolean;
}

/**
 * Records the tags of a batch in its transaction (every shop process reads them within a second); empty tag lists
 * record nothing, so a batch that changed nothing retires nothing.
 */
export async function recordRetirement(
  tx: Pick<Db, 'insert'>,
  tags: Iterable<string>,
  revalidate = false,
): Promise<Retirement[]> {
  const list = [...new Set(tags)];
  if (list.length === 0) return [];
  return [{ tags: list, id: await recordInvalidation(tx, list, revalidate), revalidate }];
}

/** After the commit: forgets the pages of the recorded tags in this process and tells the others (Redis). */
export async function announceRetirements(retirements: Retirement[], report: ImportReport): Promise<void> {
  for (const { tags, id, revalidate } of retirements) {
    report.retiredTags += tags.length;
    await announceInvalidation(tags, id, { revalidate });
  }
}

/**
 * The tags of the products whose pages show `ids` beside themselves: each product, its configurable parent, and the
 * bundles and grouped products it is part of (their prices and availability come from their parts). The parents of
 * `knownParents` (product id → parent id as written) are not read again.
 */
export async function productPageTags(
  tx: Pick<Db, 'select' | 'execute'>,
  ids: readonly number[],
  knownParents?: ReadonlyMap<number, number | null>,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const tags = new Set(await productChangeTags(tx, [...ids], knownParents));
  const list = numberArray([...ids]);
  const result = await tx.execute(sql`SELECT o.product_id AS id FROM bundle_option_links l
      JOIN bundle_options o ON o.id = l.option_id WHERE l.product_id = ANY(${list}::int[])
    UNION SELECT product_id FROM product_links WHERE link_type = 'associated' AND linked_product_id = ANY(${list}::int[])`);
  for (const row of (result as { rows?: { id: number }[] }).rows ?? (result as unknown as { id: number }[]))
    tags.add(productTag(Number(row.id)));
  return [...tags];
}

/** Records the retirement of the pages of products `ids` and of the listings (they show, sort and filter by them). */
export async function retireWithListings(
  tx: Pick<Db, 'insert' | 'select' | 'execute'>,
  ids: readonly number[],
): Promise<Retirement[]> {
  return recordRetirement(tx, [...(await productPageTags(tx, ids)), LISTING_TAG]);
}
