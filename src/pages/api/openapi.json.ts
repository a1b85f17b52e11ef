import type { APIRoute } from 'astro';
import { openApiDocument } from '../../lib/server/openapi/document.ts';

/**
 * The document's bytes, made once per process on the first request: generating it converts every contract's zod
 * schemas to JSON Schema (~300 ms of CPU), too much to do again for every anonymous request. Its server URL is '/'
 * (relative to the document's own address), so one document serves every host name the shop answers on.
 */
let documentBytes: Uint8Array<ArrayBuffer> | undefined;

/** GET /api/openapi.json: the OpenAPI 3.1 document of every /api call (plain JSON, not the envelope). */
export const GET: APIRoute = () => {
  documentBytes ??= new TextEncoder().encode(JSON.stringify(openApiDocument('/')));
  return new Response(documentBytes, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
};
