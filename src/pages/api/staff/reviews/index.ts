import { staffReviews } from '../../../../lib/server/staff/reviews.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffReviewsContract } from '../../../../lib/staff/reviews-contract.ts';

/** `GET /api/staff/reviews`: the moderation queue. */
export const ALL = staffEndpoint(
  staffBind(staffReviewsContract, ({ query, staff }) => staffReviews(query.status, staff)),
);
