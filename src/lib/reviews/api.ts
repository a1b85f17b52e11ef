import { apiResult } from '../api-client/client.ts';

/** A review as sent for moderation. */
export interface ReviewInput {
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  ratings?: { rating_name: string; value: number }[];
}

/** Sends a review; it is stored as pending until shop staff approve it. */
export function createReview(review: ReviewInput): Promise<{ status: string }> {
  return apiResult('/api/review/create', { body: { review } });
}
