import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reviews } from '../db/schema/index.ts';
import { catalogError } from '../http/api.ts';
import { recordInvalidation } from '../page-cache/invalidation.ts';
import { productChangeTags } from '../page-cache/tags.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { Review } from '../../engagement/contract.ts';
import { toReview } from '../reviews/service.ts';
import { AfterCommit, commitWork } from '../orders/effects.ts';

/**
 * Approves or rejects reviews, all or nothing (an unknown id is a 404 and nothing changes); each change is written
 * to the audit log and the pages of the reviewed products are retired (by their cache tags), not every page.
 */
export async function moderateReviews(
  db: Db,
  ids: number[],
  status: 'approved' | 'rejected',
  actor: Actor,
  after?: AfterCommit,
): Promise<Review[]> {
  return commitWork(
    db,
    async (tx, after) => {
      const unique = [...new Set(ids)];
      const rows = await tx
        .select()
        .from(reviews)
        .where(inArray(reviews.id, unique))
        .orderBy(asc(reviews.id))
        .for('update');
      const missing = unique.find((id) => !rows.some((row) => row.id === id));
      if (missing !== undefined) throw catalogError(404, 'reviewUnknown', { id: missing });
      const updated = await tx.update(reviews).set({ status }).where(inArray(reviews.id, unique)).returning();
      for (const row of rows)
        if (row.status !== status)
          await recordAudit(tx, actor, {
            action: `review.${status === 'approved' ? 'approve' : 'reject'}`,
            entityType: 'review',
            entityId: row.id,
            storeCode: row.storeCode,
            before: { status: row.status },
            after: { status },
          });
      const tags = await productChangeTags(tx, [...new Set(rows.map((row) => row.productId))]);
      after.invalidations.push({ tags, id: await recordInvalidation(tx, tags), revalidate: false });
      return updated.sort((a, b) => a.id - b.id).map(toReview);
    },
    after,
  );
}
