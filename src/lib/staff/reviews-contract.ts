/**
 * The back office's review calls: the moderation queue and approving or rejecting several reviews at once (the
 * product pages of the changed reviews are retired from the page cache). A staff member limited to one store sees and
 * moderates only that store's reviews.
 */
import { z } from 'astro/zod';
import { contractGroup } from '../api-client/contract.ts';
import { staffFamily } from './contract.ts';
import { staffModerateSchema, staffReviewSchema, staffReviewsQuerySchema } from './reviews.ts';

/** A call of the review moderation. */
const moderationContract = contractGroup({ ...staffFamily, staffAction: 'reviews.moderate' });
/** Reviews as the moderation shows them. */
const reviews = z.array(staffReviewSchema);

/** GET /api/staff/reviews?status: reviews in a moderation state, oldest first. */
export const staffReviewsContract = moderationContract({
  name: 'staff.reviews',
  method: 'GET',
  path: '/api/staff/reviews',
  summary: 'Reviews in a moderation state (pending by default), oldest first, at most 200',
  query: staffReviewsQuerySchema,
  result: reviews,
  examples: [{ query: { status: 'pending' } }],
});

/** POST /api/staff/reviews/moderate: approve or reject reviews, all or nothing. */
export const staffModerateContract = moderationContract({
  name: 'staff.moderate',
  method: 'POST',
  path: '/api/staff/reviews/moderate',
  summary: 'Approve (shown on the product page at once) or reject reviews, all or nothing',
  body: staffModerateSchema,
  result: reviews,
  errors: { 403: ['staffOtherStore'], 404: ['reviewUnknown'] },
  examples: [{ body: { ids: [2147483647], status: 'approved' } }],
});
