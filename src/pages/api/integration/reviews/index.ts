import { integrationReviewsContract } from '../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../lib/server/integration/route.ts';
import { reviewsByStatus } from '../../../../lib/server/reviews/service.ts';

/** GET /api/integration/reviews?status&limit: the moderation queue (scope reviews:read). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationReviewsContract, ({ query }) => reviewsByStatus(query.status, query.limit)),
);
