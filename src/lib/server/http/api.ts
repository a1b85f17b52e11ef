import type { APIContext, APIRoute } from 'astro';
import { holdsControlCharacter, isControlText } from '../../forms/rules.ts';
import type { z } from 'astro/zod';
import { errorText, formMessages, type ErrorName } from '../../i18n/errors.ts';
import { isDatabaseUnavailable, unavailableReason } from '../db/unavailable.ts';
import { peerAddress, resolveClientAddress } from './client.ts';
import { defaultStoreView, isStoreCode, storeViews, type StoreView } from '../../store-view/config.ts';

/** The largest JSON body an API call accepts. */
export const MAX_BODY_BYTES = 100 * 1024;

/** An API failure with its HTTP code and catalogue message (contract: `{ code, result, meta? }`). */
export class ApiError extends Error {
  readonly code: number;
  readonly meta: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(code: number, message: string, meta?: Record<string, unknown>, headers?: Record<string, string>) {
    super(message);
    this.code = code;
    this.meta = meta;
    this.headers = headers;
  }
}

/** An ApiError carrying a message of the error catalogue. */
export function catalogError(
  code: number,
  name: ErrorName,
  params?: Record<string, string | number>,
  meta?: Record<string, unknown>,
): ApiError {
  return new ApiError(code, errorText(name, params), meta);
}

/** The JSON envelope: HTTP status equals `code`. */
export function envelope(
  code: number,
  result: unknown,
  meta?: Record<string, unknown>,
  headers?: Record<string, string>,
): Response {
  return new Response(JSON.stringify(meta === undefined ? { code, result } : { code, result, meta }), {
    status: code,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The header that marks the answer of a path no route serves (the routed-contract test looks for it). */
export const UNROUTED_HEADER = 'X-Api-Unrouted';

/** The contract's 404 for an /api path no route serves, marked with `X-Api-Unrouted: 1`. */
export function notRouted(): Response {
  return envelope(404, errorText('notFound'), undefined, { [UNROUTED_HEADER]: '1' });
}

/**
 * A 400 validation error with one `{ path, message }` per problem; `message` defaults to the first. Two checks of one
 * field that fail with the same message (an over-long e-mail is too long and not an address) are listed once.
 */
export function validationError(error: z.ZodError, message?: string): ApiError {
  const seen = new Set<string>();
  const errors = error.issues
    .map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    .filter((entry) => {
      const key = JSON.stringify([entry.path, entry.message]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return new ApiError(400, message ?? errors[0]?.message ?? 'Invalid request', { errors });
}

/**
 * The message of a zod issue that its schema does not name: a catalogue form message, never the library's own
 * English ('Invalid input: expected string, received undefined'). A missing field is 'Field is required'; any other
 * wrong value 'Please fix the validation errors'. Messages a schema gives (`{ error: … }`) take precedence.
 */
export function catalogueIssueMessage(issue: { code?: string; input?: unknown }): string {
  return issue.code === 'invalid_type' && issue.input === undefined ? formMessages.required : formMessages.fixErrors;
}

/** Parses a value with a zod schema or throws a 400 validation error (catalogue messages only). */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, message?: string): z.infer<T> {
  const parsed = schema.safeParse(value, { error: catalogueIssueMessage });
  if (!parsed.success) throw validationError(parsed.error, message);
  return parsed.data;
}

/** Reads a JSON body: 415 when not JSON, 413 when over 100 KB, 400 when malformed. An empty body reads as `{}`. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw catalogError(413, 'payloadTooLarge');
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw catalogError(413, 'payloadTooLarge');
  if (buffer.byteLength === 0) return {};
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.includes('application/json') && !type.includes('+json')) throw catalogError(415, 'badContentType');
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(buffer));
  } catch {
    throw catalogError(400, 'malformedJson');
  }
  if (holdsControlCharacter(body)) throw catalogError(400, 'controlCharacters');
  return body;
}

/** True when an API request's path or query holds a control character (refused before any handler runs). */
export function urlHoldsControlCharacter(url: URL): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return false; // a malformed escape is the route's own 404
  }
  if (isControlText(path)) return true;
  for (const [name, value] of url.searchParams) if (isControlText(name) || isControlText(value)) return true;
  return false;
}

/** The store view of `?storeCode=` (sv when absent); an unknown code is a 400. */
export function storeFromQuery(url: URL): StoreView {
  const code = url.searchParams.get('storeCode');
  if (code === null || code === '') return defaultStoreView;
  if (!isStoreCode(code)) throw catalogError(400, 'unknownStore');
  return storeViews[code];
}

/** The credential of an `Authorization: Bearer …` header, if any. */
export function bearerFrom(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  return (header && /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim()) || undefined;
}

/** The customer access token from `?token=` or `Authorization: Bearer`. */
export function tokenFrom(request: Request, url: URL): string | undefined {
  const bearer = bearerFrom(request);
  const query = url.searchParams.get('token');
  return bearer || (query && query !== 'undefined' && query !== 'null' ? query : undefined);
}

/** What an API handler receives. */
export interface ApiContext {
  request: Request;
  url: URL;
  params: Record<string, string | undefined>;
  store: StoreView;
  token: string | undefined;
  clientAddress: string;
  /** The parsed JSON body (POST, PUT, DELETE); validate it with `parseWith`. */
  body(): Promise<unknown>;
  astro: APIContext;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** A handler returns the `result` (sent with code 200) or a Response; it throws ApiError for failures. */
export type ApiHandler = (ctx: ApiContext) => Promise<unknown> | unknown;

function clientAddressOf(context: APIContext): string {
  return resolveClientAddress(peerAddress(context), context.request.headers.get('x-forwarded-for'));
}

/** Seconds a client is told to wait after a lost database connection (a new one is usually there at once). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/**
 * Turns any thrown value into the envelope: a lost database connection is a 503 with `Retry-After` (the call may be
 * repeated); other unexpected errors are logged and answered 500.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return envelope(error.code, error.message, error.meta, error.headers);
  if (isDatabaseUnavailable(error)) {
    console.warn(`[api] answered 503, the database connection was lost: ${unavailableReason(error)}`);
    return envelope(503, errorText('databaseUnavailable'), undefined, {
      'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    });
  }
  console.error('[api] unexpected error:', error);
  return envelope(500, errorText('internalServer'));
}

/**
 * Declares an API route once: its handlers per method. Other methods answer 405 with `Allow`; every answer is the
 * `{ code, result, meta? }` envelope. Export the result as `ALL`.
 */
export function endpoint(handlers: Partial<Record<Method, ApiHandler>>): APIRoute {
  const allow = Object.keys(handlers).join(', ');
  return async (context) => {
    const method = context.request.method.toUpperCase();
    const handler = handlers[method as Method] ?? (method === 'HEAD' ? handlers.GET : undefined);
    if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: `${allow}, OPTIONS` } });
    if (!handler) return envelope(405, errorText('methodNotAllowed'), undefined, { Allow: allow });
    try {
      const url = new URL(context.request.url);
      let bodyPromise: Promise<unknown> | undefined;
      const ctx: ApiContext = {
        request: context.request,
        url,
        params: context.params as Record<string, string | undefined>,
        store: storeFromQuery(url),
        token: tokenFrom(context.request, url),
        clientAddress: clientAddressOf(context),
        body: () => (bodyPromise ??= readJsonBody(context.request)),
        astro: context,
      };
      const result = await handler(ctx);
      return result instanceof Response ? result : envelope(200, result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
