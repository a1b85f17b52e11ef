import type { APIRoute } from 'astro';
import { googleFeedResponse } from '../../../lib/server/feeds/google.ts';
import { isStoreCode, storeViews } from '../../../lib/store-view/config.ts';

/** A store's Google Merchant Center product feed (`/feeds/google/sv.xml`, `no.xml`, `fi.xml`). */
export const GET: APIRoute = async ({ params, request }) => {
  const store = params.store;
  if (!isStoreCode(store))
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return googleFeedResponse(storeViews[store], request.headers.get('accept-encoding'));
};
