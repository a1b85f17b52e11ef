import type { APIRoute } from 'astro';
import { bearerFrom, envelope, errorResponse, parseWith, readJsonBody } from '../../../lib/server/http/api.ts';
import { isWebhookSecret, revalidateContent, webhookBodySchema } from '../../../lib/server/content/webhook.ts';

/**
 * Publish webhook of the content service: retires the pages of the entries named, or all pages. See
 * src/lib/routes/README.md, "Content publish webhook".
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
