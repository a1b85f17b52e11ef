import { staffModerate } from '../../../../lib/server/staff/reviews.ts';
import { staffBind, staffEndpoint } from '../../../../lib/server/staff/route.ts';
import { staffModerateContract } from '../../../../lib/staff/reviews-contract.ts';

/** `POST /api/staff/reviews/moderate`: approve or reject reviews, all or nothing. */
export const ALL = staffEndpoint(
  staffBind(staffModerateContract, ({ body, staff, ctx }) => staffModerate(body.ids, body.status, staff, ctx)),
);
