/** Helpers for HTTP tests against the built shop that tests/support/http-server.ts starts. */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import {
  browserRequest,
  contractCallOptions,
  type ContractCallInput,
  type ContractResult,
} from '../../src/lib/api-client/client.ts';
import { pathParameterNames, type AnyContract } from '../../src/lib/api-client/contract.ts';

/** The base URL of the running shop (throws outside tests/integration/http, where no server is started). */
export function shopUrl(): string {
  const url = inject('shopUrl');
  if (!url) throw new Error('No shop server: HTTP tests belong in tests/integration/http/');
  return url;
}

/** The database the shop of this test project runs on: the machine's PostgreSQL or its own embedded one. */
export function shopDatabase(): 'postgres' | 'embedded' {
  const database = inject('shopDatabase');
  if (!database) throw new Error('No shop server: HTTP tests belong in tests/integration/http/');
  return database;
}

/** What the server logged so far (for asserting that nothing failed unexpectedly). */
export function shopLog(): string {
  const file = inject('shopLog');
  return file ? readFileSync(file, 'utf8') : '';
}

/** Runs SQL on the running shop's database (what staff would do in a back office: Club membership, visibility). */
export async function shopQuery(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: inject('shopDatabaseUrl') });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** An answer of the JSON API: HTTP status and the parsed envelope. */
export interface HttpAnswer<T = any> {
  status: number;
  code: number;
  result: T;
  meta?: Record<string, unknown>;
  headers: Headers;
}

/** Sends a raw request to the shop; `body` is sent as JSON unless it is a string (sent as it is). */
export async function request<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<HttpAnswer<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const response = await fetch(new URL(path, shopUrl()), { method, headers, ...(body !== undefined ? { body } : {}) });
  return answerOf<T>(response, `${method} ${path}`, false);
}

const invalidMark = Symbol('invalid input');
/** Input a test sends on purpose against the contract's types (see `invalid`). */
export interface Invalid {
  readonly [invalidMark]: unknown;
}

/** Marks input the contract's types refuse, sent as it is: `body: invalid({ cartItem: { qty: 'x' } })`. */
export function invalid(value: unknown): Invalid {
  return { [invalidMark]: value };
}

const unwrap = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && invalidMark in value ? (value as Invalid)[invalidMark] : value;

/** What `testRequest` sends: the contract's own input, and what a client may add around it. */
export interface TestInput<C extends AnyContract> {
  params?: NonNullable<ContractCallInput<C>['params']> | Invalid;
  query?: NonNullable<ContractCallInput<C>['query']> | Invalid;
  body?: NonNullable<ContractCallInput<C>['body']> | Invalid;
  /** The customer token, sent in the query as the browser sends it. */
  token?: string;
  /** The store (default sv); fills a `{storeCode}` path parameter too. Null sends no `storeCode` at all. */
  storeCode?: string | null;
  headers?: Record<string, string>;
  /** A body sent as these bytes instead of `body` (malformed JSON, another content type). */
  rawBody?: string | Uint8Array;
}

/**
 * Calls a contract on the running shop the way the browser's client does (src/lib/api-client/client.ts builds the
 * URL and the body) and answers the status with the envelope, whatever the status: no `/api/…` string in a test.
 */
export async function testRequest<C extends AnyContract>(
  contract: C,
  input: TestInput<C> = {},
): Promise<HttpAnswer<ContractResult<C>>> {
  const storeCode = input.storeCode === undefined ? 'sv' : input.storeCode;
  const params = unwrap(input.params) as Record<string, string> | undefined;
  const withStore =
    storeCode !== null && pathParameterNames(contract.path).includes('storeCode') ? { storeCode, ...params } : params;
  const { path, options } = contractCallOptions(contract, {
    ...(withStore ? { params: withStore } : {}),
    ...(input.query !== undefined ? { query: unwrap(input.query) } : {}),
    ...(input.body !== undefined ? { body: unwrap(input.body) } : {}),
    ...(input.token ? { token: input.token } : {}),
  } as ContractCallInput<C>);
  const { url, init } = browserRequest(path, options, null, storeCode ?? '');
  const target = new URL(url, shopUrl());
  if (storeCode === null) target.searchParams.delete('storeCode');
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(input.headers ?? {})) headers.set(name, value);
  const raw = input.rawBody;
  const body = raw instanceof Uint8Array ? new Blob([raw as Uint8Array<ArrayBuffer>]) : (raw ?? init.body);
  if (raw !== undefined && !input.headers?.['content-type']) headers.set('content-type', 'application/json');
  // A redirect is the answer under test, not followed.
  const response = await fetch(target, {
    method: init.method!,
    headers,
    redirect: 'manual',
    ...(body !== undefined && body !== null ? { body } : {}),
  });
  return answerOf<ContractResult<C>>(response, `${init.method} ${path}`, contract.raw === true);
}

/** The status, envelope and headers of an answer (a raw contract's whole body, JSON or text, is its `result`). */
async function answerOf<T>(response: Response, call: string, raw: boolean): Promise<HttpAnswer<T>> {
  const text = await response.text();
  let json: { code?: number; result?: T; meta?: Record<string, unknown> } = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    if (raw) return { status: response.status, code: response.status, result: text as T, headers: response.headers };
    throw new Error(`${call} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  if (raw) return { status: response.status, code: response.status, result: json as T, headers: response.headers };
  return {
    status: response.status,
    code: json.code ?? response.status,
    result: json.result as T,
    ...(json.meta ? { meta: json.meta } : {}),
    headers: response.headers,
  };
}
