import type { APIContext, APIRoute } from 'astro';

/** What `callApi` sends. */
export interface ApiCall {
  method?: string;
  /** The request path, e.g. '/api/user/me' (only used to build the URL). */
  path?: string;
  query?: Record<string, string | number | undefined>;
  /** A value is sent as JSON; a string is sent as it is (for malformed bodies). */
  body?: unknown;
  /** Sent as `Authorization: Bearer`; use `query.token` to send it in the query instead. */
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string | undefined>;
  clientAddress?: string;
}

/** The envelope of an answer, with its status and headers. */
export interface ApiAnswer<T = unknown> {
  status: number;
  code: number;
  result: T;
  meta?: Record<string, unknown>;
  headers: Headers;
}

/**
 * Calls the exported `ALL` handler of an API route file in-process with a minimal Astro-like context, e.g.
 * `await callApi(await import('../../src/pages/api/user/me.ts'), { method: 'GET', token })`.
 */
export async function callApi<T = any>(route: { ALL: APIRoute }, call: ApiCall = {}): Promise<ApiAnswer<T>> {
  const url = new URL(call.path ?? '/api/test', 'http://shop.test');
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const headers = new Headers(call.headers);
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  let body: string | undefined;
  if (call.body !== undefined) {
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const method = (call.method ?? (body === undefined ? 'GET' : 'POST')).toUpperCase();
  const request = new Request(url, {
    method,
    headers,
    ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
  });
  const context = {
    request,
    url,
    params: call.params ?? {},
    clientAddress: call.clientAddress ?? '127.0.0.1',
    locals: {},
  } as unknown as APIContext;
  const response = await route.ALL(context);
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { code: number; result: T; meta?: Record<string, unknown> };
  return {
    status: response.status,
    code: json.code,
    result: json.result,
    ...(json.meta ? { meta: json.meta } : {}),
    headers: response.headers,
  };
}
