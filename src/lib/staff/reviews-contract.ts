/**
 * The back office's review calls: the moderation queue and approving or rejecting several reviews at once (the
 * product pages of the changed reviews are retired from the page cache). A staff member limited to one store sees and
 * moderates only that store's reviews.
 */
import { z } from 'astro/zod';
import { staffContract } from './contract.ts';
import { staffModerateSchema, staffReviewSchema, staffReviewsQuerySchema } from './reviews.ts';

/** GET /api/staff/reviews?status: reviews in a moderation state, oldest first. */
export const staffReviewsContract = staffContract({
  name: 'staff.reviews',
  method: 'GET',
  path: '/api/staff/reviews',
  staffAction: 'reviews.moderate',
  summary: 'Reviews in a moderation state (pending by default), oldest first, at most 200',
  query: staffReviewsQuerySchema,
  result: z.array(staffReviewSchema),
  examples: [{ query: { status: 'pending' } }],
});

/** POST /api/staff/reviews/moderate: approve or reject reviews, all or nothing. */
export const staffModerateContract = staffContract({
  name: 'staff.moderate',
  method: 'POST',
  path: '/api/staff/reviews/moderate',
  staffAction: 'reviews.moderate',
  summary: 'Approve (shown on the product page at once) or reject reviews, all or nothing',
  body: staffModerateSchema,
  result: z.array(staffReviewSchema),
  errors: { 403: ['staffOtherStore'], 404: ['reviewUnknown'] },
  examples: [{ body: { ids: [2147483647], status: 'approved' } }],
});
