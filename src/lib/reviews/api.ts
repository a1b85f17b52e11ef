import { contractResult, type ContractCallInput } from '../api-client/client.ts';
import { apiRoutes } from '../api-client/routes.ts';
import type { Review, reviewCreateContract } from '../engagement/contract.ts';

/** A review as sent for moderation (the contract's body). */
export type ReviewInput = NonNullable<ContractCallInput<typeof reviewCreateContract>['body']>['review'];

/** Sends a review; it is stored as pending until shop staff approve it (the answer is the stored review). */
export function createReview(review: ReviewInput): Promise<Review> {
  return contractResult(apiRoutes.reviewCreate, { body: { review } });
}
