import { and, asc, desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { products, reviews } from '../db/schema/index.ts';
import { catalogError, parseWith } from '../http/api.ts';
import { createReviewSchema, type Review } from '../../engagement/contract.ts';
import { consume } from '../accounts/rate-limit.ts';
import { invalidateTags } from '../page-cache/invalidation.ts';
import { productChangeTags, productTag } from '../page-cache/tags.ts';
import { tagPage } from '../http/scope.ts';
import type { StoreCode } from '../../store-view/config.ts';

/** A moderation state of a review. */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A review as the API answers it. */
export type { Review };

/** A stored review as the API answers it. */
export const toReview = (row: typeof reviews.$inferSelect): Review => ({
  id: row.id,
  product_id: row.productId,
  store_code: row.storeCode,
  title: row.title,
  detail: row.detail,
  nickname: row.nickname,
  ratings: row.ratings,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/** Reviews per client address per hour (against spam); moderation does the rest. */
const REVIEWS_PER_HOUR = 10;

/** `POST /api/review/create`: stores a review as pending (shown only after a moderator approves it). */
export async function createReview(
  body: unknown,
  storeCode: StoreCode,
  clientAddress: string,
  customerId?: number,
): Promise<Review> {
  const { review } = parseWith(createReviewSchema, body);
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, review.product_id));
  if (!product) throw catalogError(404, 'notFound');
  await consume({ key: `review:${clientAddress}`, max: REVIEWS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  const [row] = await db
    .insert(reviews)
    .values({
      productId: product.id,
      storeCode,
      customerId: customerId ?? null,
      title: review.title,
      detail: review.detail,
      nickname: review.nickname,
      ratings: review.ratings ?? [],
      status: 'pending',
    })
    .returning();
  return toReview(row!);
}

/** The approved reviews of a product in a store, newest first (for the product page). */
export async function approvedReviews(productId: number, store: StoreCode): Promise<Review[]> {
  // Moderation retires the product's tag: the page and any cached list of its reviews go with it.
  tagPage(productTag(productId));
  const db = await getDb();
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.storeCode, store), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

/** The count and average rating (1–5, one decimal) of a product's approved reviews in a store. */
export async function reviewSummary(
  productId: number,
  store: StoreCode,
): Promise<{ count: number; average: number | null }> {
  const list = await approvedReviews(productId, store);
  const values = list.flatMap((r) => r.ratings.map((x) => x.value));
  const average = values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
  return { count: list.length, average };
}

/** Reviews in one moderation state, oldest first (the moderation queue). */
export async function reviewsByStatus(status: ReviewStatus, limit = 100): Promise<Review[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, status))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
  return rows.map(toReview);
}

/** Approves or rejects a review; returns it, or undefined when there is no such review. */
export async function moderateReview(id: number, status: 'approved' | 'rejected'): Promise<Review | undefined> {
  const db = await getDb();
  const [row] = await db.update(reviews).set({ status }).where(eq(reviews.id, id)).returning();
  // Only the reviewed product's pages (and its parent's) show the review.
  if (row) await invalidateTags(await productChangeTags(db, [row.productId]));
  return row ? toReview(row) : undefined;
}
