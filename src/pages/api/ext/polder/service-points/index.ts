import { getDb } from '../../../../../lib/server/db/client.ts';
import { bind, contractEndpoint } from '../../../../../lib/server/http/contract-route.ts';
import { findServicePoints } from '../../../../../lib/server/checkout/service-points.ts';
import { servicePointsContract } from '../../../../../lib/checkout/contract.ts';

/** GET /api/ext/polder/service-points?country&postcode&carrier: the nearest service points (the store's country by default). */
export const ALL = contractEndpoint(
  bind(servicePointsContract, async ({ query, ctx }) =>
    findServicePoints(
      await getDb(),
      ctx.store.storeCode,
      query.country || ctx.store.countryId,
      query.postcode || undefined,
      query.carrier || undefined,
    ),
  ),
);
