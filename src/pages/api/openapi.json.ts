import type { APIRoute } from 'astro';
import { openApiDocument } from '../../lib/server/openapi/document.ts';

/** GET /api/openapi.json: the OpenAPI 3.1 document of every /api call (plain JSON, not the envelope). */
export const GET: APIRoute = ({ url }) =>
  new Response(JSON.stringify(openApiDocument(url.origin)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
