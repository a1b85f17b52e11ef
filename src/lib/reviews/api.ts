import { contractResult } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';
import type { Review } from '../engagement/contract.ts';

/** A review as sent for moderation. */
export interface ReviewInput {
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  ratings?: { rating_name: string; value: number }[];
}

/** Sends a review; it is stored as pending until shop staff approve it. */
export function createReview(review: ReviewInput): Promise<Review> {
  return contractResult(apiRoutes.reviewCreate, { body: { review } });
}
