import { bind, contractEndpoint } from '../../../lib/server/http/contract-route.ts';
import { authenticate } from '../../../lib/server/auth/authenticate.ts';
import { createReview } from '../../../lib/server/reviews/service.ts';
import { reviewCreateContract } from '../../../lib/engagement/contract.ts';

/** `POST /api/review/create`: a review for moderation (stored as pending). */
export const ALL = contractEndpoint(
  bind(reviewCreateContract, async ({ body, ctx }) => {
    const customer = await authenticate(ctx.token);
    return createReview(body, ctx.store.storeCode, ctx.clientAddress, customer?.customerId);
  }),
);
