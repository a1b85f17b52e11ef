/** Helpers for HTTP tests against the built shop that tests/support/http-server.ts starts. */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';

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
  const text = await response.text();
  let json: { code?: number; result?: T; meta?: Record<string, unknown> } = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return {
    status: response.status,
    code: json.code ?? response.status,
    result: json.result as T,
    ...(json.meta ? { meta: json.meta } : {}),
    headers: response.headers,
  };
}
