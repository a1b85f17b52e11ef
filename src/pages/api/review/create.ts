/** `POST /api/review/create`: a review for moderation (stored as pending). */
import { authenticate } from '../../../lib/server/auth/authenticate.ts';
import { endpoint } from '../../../lib/server/http/api.ts';
import { createReview } from '../../../lib/server/reviews/service.ts';

export const ALL = endpoint({
  POST: async (ctx) => {
    const customer = await authenticate(ctx.token);
    return createReview(await ctx.body(), ctx.store.storeCode, ctx.clientAddress, customer?.customerId);
  },
});
