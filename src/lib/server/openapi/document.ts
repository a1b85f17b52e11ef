import { accountPaths } from './accounts.ts';
import { catalogPaths } from './catalog.ts';
import { salesPaths } from './sales.ts';

/** The OpenAPI 3.1 document of every /api call, served at /api/openapi.json. */
export function openApiDocument(serverUrl = '/'): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nordpeak commerce API',
      version: '1.0.0',
      description: 'Every answer is the envelope { code, result, meta? } with HTTP status = code. See shared/spec/api-contract.md.',
    },
    servers: [{ url: serverUrl }],
    paths: { ...catalogPaths, ...salesPaths, ...accountPaths },
  };
}
