/**
 * The OpenAPI 3.1 document of every /api call, generated from the contracts (src/lib/api-client/contracts.ts) with
 * zod's own JSON Schema output: nothing here is written per call, so the document cannot drift from the calls.
 */
import { z } from 'astro/zod';
import type { AnyContract, CatalogueMessage } from '../../api-client/contract.ts';
import { apiContracts } from '../../api-client/contracts.ts';
import { errorMessages, formMessages } from '../../i18n/errors.ts';
import { defaultStoreView, storeCodes } from '../../store-view/config.ts';

type JsonSchema = Record<string, unknown>;

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema; `input` describes what a client sends. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return rest;
}

const messageText = (name: CatalogueMessage): string =>
  name in errorMessages
    ? errorMessages[name as keyof typeof errorMessages]
    : formMessages[name as keyof typeof formMessages];

const fieldErrors = {
  type: 'object',
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

/** The messages every call of a kind may answer, besides its own. */
function commonErrors(contract: AnyContract): Partial<Record<number, CatalogueMessage[]>> {
  const errors: Partial<Record<number, CatalogueMessage[]>> = {
    400: ['controlCharacters'],
    405: ['methodNotAllowed'],
    // A lost database connection (with Retry-After): the call may be repeated.
    503: ['databaseUnavailable'],
  };
  if (contract.storeQuery) errors[400]!.push('unknownStore');
  if (contract.params) errors[404] = ['notFound'];
  if (contract.query || contract.body) errors[400]!.push('required', 'fixErrors');
  if (contract.body) {
    errors[400]!.push('malformedJson');
    errors[413] = ['payloadTooLarge'];
    errors[415] = ['badContentType'];
  }
  if (contract.auth === 'staff') {
    errors[401] = ['staffSignInRequired'];
    errors[403] = contract.staffAction ? ['staffForbidden'] : [];
    if (contract.method !== 'GET') errors[403].push('crossSiteRequest');
  } else if (contract.auth === 'integration') {
    errors[401] = ['integrationKeyMissing', 'integrationKeyInvalid'];
    errors[403] = ['integrationScope'];
    errors[429] = ['tooManyAttempts'];
  } else if (contract.auth !== 'none')
    errors[401] = ['tokenMissing', 'tokenMalformed', 'tokenInvalid', 'tokenExpired', 'tokenUnknown', 'tokenRevoked'];
  return errors;
}

/** A response of the JSON envelope `{ code, result, meta? }`. */
function envelope(description: string, code: number, result: JsonSchema, meta: JsonSchema) {
  return {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['code', 'result'],
          additionalProperties: false,
          properties: { code: { const: code }, result, meta },
        },
      },
    },
  };
}

function responses(contract: AnyContract): OpenApiOperation['responses'] {
  const result = jsonSchemaOf(contract.result, 'output');
  const out: OpenApiOperation['responses'] = {
    200: contract.raw
      ? { description: contract.summary, content: { 'application/json': { schema: result } } }
      : envelope(
          'The envelope with the result',
          200,
          result,
          contract.meta ? jsonSchemaOf(contract.meta, 'output') : { type: 'object' },
        ),
  };
  const texts = new Map<number, Set<string>>();
  const add = (status: number, list: readonly string[]) => {
    const set = texts.get(status) ?? new Set<string>();
    for (const text of list) set.add(text);
    texts.set(status, set);
  };
  for (const [status, names] of Object.entries(commonErrors(contract))) add(Number(status), names!.map(messageText));
  for (const [status, names] of Object.entries(contract.errors)) add(Number(status), (names ?? []).map(messageText));
  for (const [status, list] of Object.entries(contract.otherErrors ?? {})) add(Number(status), list ?? []);
  for (const [status, set] of [...texts].sort(([a], [b]) => a - b)) {
    out[status] = envelope(
      [...set].map((text) => `"${text}"`).join(' · '),
      status,
      { type: 'string', description: 'The English message of the error catalogue' },
      fieldErrors,
    );
  }
  return out;
}

function parameters(contract: AnyContract): unknown[] {
  const list: unknown[] = [];
  const fromObject = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return;
    const json = jsonSchemaOf(schema);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      const { description, ...rest } = property;
      list.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  };
  fromObject(contract.params, 'path');
  fromObject(contract.query, 'query');
  if (contract.storeQuery)
    list.push({
      name: 'storeCode',
      in: 'query',
      required: false,
      schema: { type: 'string', enum: [...storeCodes], default: defaultStoreView.storeCode },
      description: 'The store (sv when absent)',
    });
  if (contract.auth === 'integration' && contract.method !== 'GET')
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', maxLength: 200 },
      description:
        'Any unique text per intended change: a repeat with the same key and request answers the first answer',
    });
  if (contract.auth === 'optional' || contract.auth === 'required')
    list.push({
      name: 'token',
      in: 'query',
      required: contract.auth === 'required',
      schema: { type: 'string' },
      description: 'Customer access token (or Authorization: Bearer <token>)',
    });
  return list;
}

/** An operation of the document (the parts the tests read are typed). */
export interface OpenApiOperation {
  operationId: string;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  [key: string]: unknown;
}

/** The generated OpenAPI document. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  [key: string]: unknown;
}

/** The security schemes of the document, by the `auth` of the contracts that use them. */
const securitySchemes: Partial<Record<AnyContract['auth'], [string, Record<string, unknown>]>> = {
  staff: [
    'staffSession',
    {
      type: 'apiKey',
      in: 'cookie',
      name: 'np_staff',
      description:
        'The back office session (sign in with POST /api/staff/login and /api/staff/login/verify); state-changing calls also need the back office’s own Origin header.',
    },
  ],
  integration: [
    'integrationKey',
    {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'npk_…',
      description:
        "An integration key (npm run api-key -- create, or the back office), shown once when created; each call needs the scope it names and counts against the key's calls per minute. Write calls take an optional Idempotency-Key header: a repeat answers the first answer.",
    },
  ],
};

/** The OpenAPI operation of one contract. */
export function operationOf(contract: AnyContract): OpenApiOperation {
  const example = contract.examples[0];
  const scheme = securitySchemes[contract.auth];
  return {
    operationId: contract.name,
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(scheme ? { security: [{ [scheme[0]]: contract.scope ? [contract.scope] : [] }] } : {}),
    parameters: parameters(contract),
    ...(contract.body
      ? {
          requestBody: {
            required: contract.bodyRequired !== false,
            content: {
              'application/json': {
                schema: jsonSchemaOf(contract.body),
                ...(example?.body !== undefined ? { example: example.body } : {}),
              },
            },
          },
        }
      : {}),
    responses: responses(contract),
  };
}

/** The OpenAPI 3.1 document of every /api call, served at /api/openapi.json. */
export function openApiDocument(serverUrl = '/', contracts: readonly AnyContract[] = apiContracts): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const contract of contracts)
    (paths[contract.path] ??= {})[contract.method.toLowerCase()] = operationOf(contract);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nordpeak commerce API',
      version: '1.0.0',
      description:
        'Every answer is the envelope { code, result, meta? } with HTTP status = code; errors answer the English message of the error catalogue. Generated from the contracts in src/lib/*/contract.ts.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { securitySchemes: Object.fromEntries(Object.values(securitySchemes)) },
  };
}
