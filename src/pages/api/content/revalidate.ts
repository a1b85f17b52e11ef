import type { APIRoute } from 'astro';
import { isPreviewSecret } from '../../../lib/server/content/preview.ts';
import { bearerFrom, envelope } from '../../../lib/server/http/api.ts';
import { invalidatePageCache } from '../../../lib/server/page-cache/cache.ts';

/**
 * Publish webhook of the content service: `POST` with `Authorization: Bearer <preview secret>` retires every cached
 * page and page data at once, so what an editor published shows without waiting for the output cache's 24 h TTL.
 * Point the content service's "entry published / unpublished" webhook here.
 */
export const ALL: APIRoute = async ({ request }) => {
  if (request.method !== 'POST') return envelope(405, 'Method not allowed', undefined, { Allow: 'POST' });
  const secret = bearerFrom(request);
  if (!secret) return envelope(401, 'The content webhook secret is missing');
  if (!isPreviewSecret(secret)) return envelope(401, 'The content webhook secret is not valid');
  await invalidatePageCache();
  return envelope(200, { invalidated: true });
};
