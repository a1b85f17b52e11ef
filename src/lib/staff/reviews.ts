/** The back office's review queue (browser-safe schemas). */
import { z } from 'astro/zod';
import { MAX_ROW_ID } from '../api-client/fields.ts';
import { MODERATION_STATUSES, REVIEW_STATUSES, reviewSchema } from '../engagement/contract.ts';
import { fix } from './schema.ts';

/** Which reviews the queue shows: a moderation state (pending when empty). */
export const staffReviewsQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === undefined ? 'pending' : value),
    z.enum(REVIEW_STATUSES, fix),
  ),
});

/** A review in the queue, with the product's sku and name in the review's store. */
export const staffReviewSchema = reviewSchema.extend({ sku: z.string(), product_name: z.string() });
/** A review in the queue. */
export type StaffReview = z.infer<typeof staffReviewSchema>;

/** Approve or reject several reviews at once (all or nothing). */
export const staffModerateSchema = z.object({
  ids: z.array(z.number(fix).int(fix).positive(fix).max(MAX_ROW_ID, fix), fix).min(1, fix).max(200, fix),
  status: z.enum(MODERATION_STATUSES, fix),
});
