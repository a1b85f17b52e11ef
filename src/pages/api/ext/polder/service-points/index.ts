import { z } from 'astro/zod';
import { endpoint, parseWith } from '../../../../../lib/server/http/api.ts';
import { getDb } from '../../../../../lib/server/db/client.ts';
import { findServicePoints } from '../../../../../lib/server/checkout/service-points.ts';

const querySchema = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/).optional(),
  postcode: z.string().max(12).optional(),
  carrier: z.string().regex(/^[a-z0-9_-]{1,40}$/).optional(),
});

/** GET /api/ext/polder/service-points?country&postcode&carrier: the nearest service points (the store's country by default). */
export const ALL = endpoint({
  GET: async (ctx) => {
    const query = parseWith(querySchema, Object.fromEntries([...ctx.url.searchParams].filter(([k, v]) => ['country', 'postcode', 'carrier'].includes(k) && v !== '')));
    return findServicePoints(await getDb(), ctx.store.storeCode, query.country ?? ctx.store.countryId, query.postcode, query.carrier);
  },
});
