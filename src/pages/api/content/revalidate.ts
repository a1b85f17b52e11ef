import type { APIRoute } from 'astro';
import { bearerFrom, envelope, errorResponse, parseWith, readJsonBody } from '../../../lib/server/http/api.ts';
import { isWebhookSecret, revalidateContent, webhookBodySchema } from '../../../lib/server/content/webhook.ts';

/**
 * Publish webhook of the content service: `POST` with `Authorization: Bearer <CONTENT_WEBHOOK_SECRET>` (its own
 * secret, generated into DATA_DIR/content-webhook-secret unless set; never the preview secret, which travels in
 * preview links). A body `{ "entries": [{ "type": "magazineItem", "id": "…" }] }` retires only those entries' pages;
 * without it every cached page is retired. Point the content service's "entry published / unpublished" webhook here.
 */
export const ALL: APIRoute = async ({ request }) => {
  if (request.method !== 'POST') return envelope(405, 'Method not allowed', undefined, { Allow: 'POST' });
  const secret = bearerFrom(request);
  if (!secret) return envelope(401, 'The content webhook secret is missing');
  if (!isWebhookSecret(secret)) return envelope(401, 'The content webhook secret is not valid');
  try {
    const body = parseWith(webhookBodySchema, await readJsonBody(request));
    return envelope(200, await revalidateContent(body));
  } catch (error) {
    return errorResponse(error);
  }
};
