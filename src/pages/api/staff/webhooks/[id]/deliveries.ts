import { staffDeliveries } from '../../../../../lib/server/staff/integrations.ts';
import { staffBind, staffEndpoint } from '../../../../../lib/server/staff/route.ts';
import { staffDeliveriesContract } from '../../../../../lib/staff/integrations-contract.ts';

/** `GET /api/staff/webhooks/{id}/deliveries`: an endpoint's recent deliveries. */
export const ALL = staffEndpoint(
  staffBind(staffDeliveriesContract, ({ params, query }) => staffDeliveries(params.id, query.status)),
);
