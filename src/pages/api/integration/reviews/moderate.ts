import { integrationModerateContract } from '../../../../lib/integration/contract.ts';
import { bindIntegration, integrationEndpoint } from '../../../../lib/server/integration/route.ts';
import { moderateReviews } from '../../../../lib/server/integration/reviews.ts';

/** POST /api/integration/reviews/moderate: approve or reject reviews (scope reviews:write). */
export const ALL = integrationEndpoint(
  bindIntegration(integrationModerateContract, ({ db, after, actor, body }) =>
    moderateReviews(db, body.ids, body.status, actor, after),
  ),
);
