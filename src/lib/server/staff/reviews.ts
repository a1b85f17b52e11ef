/**
 * The review queue of the back office: the same moderation as the integration API (all or nothing, audit log, only
 * the pages of the reviewed products retired), after the store limit of the staff member is checked.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { products, productTranslations, reviews } from '../db/schema/index.ts';
import { catalogError, type ApiContext } from '../http/api.ts';
import { moderateReviews } from '../integration/reviews.ts';
import { toReview } from '../reviews/service.ts';
import type { StaffReview } from '../../staff/reviews.ts';
import { staffActor } from './actor.ts';
import type { StaffPrincipal } from './sessions.ts';

/** The most reviews the queue shows at once. */
const QUEUE_SIZE = 200;

async function withProducts(where: SQL | undefined): Promise<StaffReview[]> {
  const db = await getDb();
  const rows = await db
    .select({ review: reviews, sku: products.sku, name: productTranslations.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, reviews.productId), eq(productTranslations.storeCode, reviews.storeCode)),
    )
    .where(where)
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(QUEUE_SIZE);
  return rows.map((row) => ({ ...toReview(row.review), sku: row.sku, product_name: row.name ?? row.sku }));
}

/** Reviews in one moderation state, oldest first; only the staff member's store when they are limited to one. */
export function staffReviews(status: 'pending' | 'approved' | 'rejected', staff: StaffPrincipal) {
  return withProducts(
    and(eq(reviews.status, status), staff.storeCode ? eq(reviews.storeCode, staff.storeCode) : undefined),
  );
}

/** Approves or rejects reviews as a staff member; another store's review refuses the whole call. */
export async function staffModerate(
  ids: number[],
  status: 'approved' | 'rejected',
  staff: StaffPrincipal,
  ctx: ApiContext,
): Promise<StaffReview[]> {
  const db = await getDb();
  if (staff.storeCode) {
    const [other] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(inArray(reviews.id, ids), sql`${reviews.storeCode} <> ${staff.storeCode}`))
      .limit(1);
    if (other) throw catalogError(403, 'staffOtherStore');
  }
  const changed = await moderateReviews(db, ids, status, staffActor(staff, ctx));
  return withProducts(
    inArray(
      reviews.id,
      changed.map((review) => review.id),
    ),
  );
}
