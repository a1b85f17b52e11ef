import type { z } from 'astro/zod';
import { errorText } from '../i18n/errors.ts';
import { contractPath, type AnyContract, type ContractRoute } from './contract.ts';
import { isStoreCode, storeViewForPath, type StoreCode } from '../store-view/config.ts';

/** The envelope every `/api` answer has. */
export interface ApiEnvelope<T> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

/** A failed call: `message` is the API's English message (translate it with `translateApiMessage`). */
export class ApiError extends Error {
  /** The envelope code (the HTTP status), or 0 when the network failed. */
  readonly code: number;
  readonly meta: Record<string, unknown> | undefined;
  /** True when no answer arrived at all (offline, DNS, connection reset). */
  readonly network: boolean;

  constructor(code: number, message: string, meta?: Record<string, unknown>, network = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.meta = meta;
    this.network = network;
  }
}

/** What the client needs from its surroundings; replaced in unit tests. */
export interface ApiRuntime {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  baseUrl: string;
  /** Waits before a retry (token refresh, order placement). */
  wait: (ms: number) => Promise<void>;
  isOnline: () => boolean;
  storeCode: () => StoreCode;
}

function browserStoreCode(): StoreCode {
  if (typeof document !== 'undefined') {
    const fromHtml = document.documentElement.dataset['store'];
    if (isStoreCode(fromHtml)) return fromHtml;
  }
  if (typeof location !== 'undefined') return storeViewForPath(location.pathname).storeCode;
  return 'sv';
}

/** The runtime in use (the browser's fetch and clock by default). */
export const apiRuntime: ApiRuntime = {
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrl: '',
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  storeCode: browserStoreCode,
};

/** Replaces parts of the runtime (tests, or a page that knows its store). */
export function configureApi(partial: Partial<ApiRuntime>): void {
  Object.assign(apiRuntime, partial);
}

/** How the client reaches the session: the current user token and the refresh of an expired one. */
export interface AuthHooks {
  getToken: () => string | null;
  /** Refreshes the token; resolves the new token, or null when the refresh failed (the session reacts to that). */
  refresh: () => Promise<string | null>;
}

let authHooks: AuthHooks = { getToken: () => null, refresh: async () => null };
let refreshing: Promise<string | null> | null = null;

/** Connects the client to the session store (done by `session/store.ts`). */
export function setAuthHooks(hooks: AuthHooks): void {
  authHooks = hooks;
}

/** True while a token refresh is under way (calls then wait 1 s and retry). */
export function isRefreshing(): boolean {
  return refreshing !== null;
}

/** The options of one call. */
export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** Sends the user token (in the query, header mode is off) and refreshes it on 401. */
  auth?: boolean;
}

/** How long a call waits for a token refresh under way before it tries again. */
export const TOKEN_RETRY_WAIT_MS = 1000;
const MAX_REFRESH_WAITS = 10;

/** A call as the browser sends it: path and query (store code first, the token last) and the request's init. */
export function browserRequest(
  path: string,
  options: CallOptions,
  token: string | null,
  storeCode: string = apiRuntime.storeCode(),
): { url: string; init: RequestInit } {
  const params = new URLSearchParams();
  params.set('storeCode', storeCode);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (token) params.set('token', token);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const init: RequestInit = { method, headers: { accept: 'application/json' } };
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { accept: 'application/json', 'content-type': 'application/json' };
  }
  return { url: `${path}?${params.toString()}`, init };
}

async function send<T>(path: string, options: CallOptions, token: string | null): Promise<ApiEnvelope<T>> {
  const { url, init } = browserRequest(path, options, token);
  let response: Response;
  try {
    response = await apiRuntime.fetch(`${apiRuntime.baseUrl}${url}`, init);
  } catch (error) {
    // The browser's own text ("Failed to fetch") is never shown: the catalogue's message is translated instead.
    throw new ApiError(0, errorText('networkFailure'), undefined, true);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new ApiError(response.status, errorText('badContentType'));
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, errorText('wrongFormat'));
  }
  if (typeof body !== 'object' || body === null || typeof (body as { code?: unknown }).code !== 'number') {
    throw new ApiError(response.status, errorText('wrongFormat'));
  }
  return body as ApiEnvelope<T>;
}

function failure(envelope: ApiEnvelope<unknown>): ApiError {
  const message = typeof envelope.result === 'string' ? envelope.result : errorText('somethingWrong');
  return new ApiError(envelope.code, message, envelope.meta);
}

async function refreshOnce(): Promise<string | null> {
  if (!refreshing) {
    refreshing = authHooks.refresh().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/**
 * Calls the API and returns its envelope; a code outside 2xx throws an `ApiError` with the server's message.
 * With `auth`, a 401 starts one token refresh; calls that meet a refresh under way wait 1 s and retry.
 */
export async function apiCall<T>(path: string, options: CallOptions = {}): Promise<ApiEnvelope<T>> {
  let waits = 0;
  let refreshed = false;
  for (;;) {
    if (options.auth && refreshing) {
      if (waits++ >= MAX_REFRESH_WAITS) throw new ApiError(401, errorText('lockFailure'));
      await apiRuntime.wait(TOKEN_RETRY_WAIT_MS);
      continue;
    }
    const token = options.auth ? authHooks.getToken() : null;
    const envelope = await send<T>(path, options, token);
    if (envelope.code >= 200 && envelope.code < 300) return envelope;
    if (envelope.code === 401 && token) {
      if (refreshing) {
        if (waits++ >= MAX_REFRESH_WAITS) throw new ApiError(401, errorText('lockFailure'));
        await apiRuntime.wait(TOKEN_RETRY_WAIT_MS);
        continue;
      }
      if (authHooks.getToken() !== token) continue; // refreshed meanwhile by another call
      if (refreshed) throw failure(envelope);
      refreshed = true;
      const next = await refreshOnce();
      if (!next) throw new ApiError(401, errorText('lockFailure'));
      continue;
    }
    throw failure(envelope);
  }
}

type InputOf<T> = [Exclude<T, undefined>] extends [z.ZodType] ? z.input<Exclude<T, undefined>> : never;

/** The input of a contract's call as the contract types it (the store code and token are added by the client). */
export interface ContractCallInput<C extends AnyContract> {
  params?: InputOf<C['params']>;
  query?: InputOf<C['query']>;
  body?: InputOf<C['body']>;
  /** Sends the user token and refreshes it on 401. */
  auth?: boolean;
  /** Sends this token instead (logout of a session that is no longer the current one). */
  token?: string;
}

/** The result type of a contract. */
export type ContractResult<C extends AnyContract> = z.output<C['result']>;

/** The path and options of a contract's call (parameters filled in, the token in the query when given). */
export function contractCallOptions<C extends AnyContract>(
  route: ContractRoute<C>,
  input: ContractCallInput<C> = {},
): { path: string; options: CallOptions } {
  return {
    path: contractPath(route, input.params as Record<string, string> | undefined),
    options: {
      method: route.method,
      ...(input.query !== undefined || input.token
        ? { query: { ...(input.query as CallOptions['query']), ...(input.token ? { token: input.token } : {}) } }
        : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      ...(input.auth ? { auth: true } : {}),
    },
  };
}

/** Calls the API through a contract's route (`apiRoutes.cartUpdate`, parameters filled in); answers the envelope. */
export function callContract<C extends AnyContract>(
  route: ContractRoute<C>,
  input: ContractCallInput<C> = {},
): Promise<ApiEnvelope<ContractResult<C>>> {
  const { path, options } = contractCallOptions(route, input);
  return apiCall<ContractResult<C>>(path, options);
}

/** Calls the API through a contract's route; answers only its `result`. */
export async function contractResult<C extends AnyContract>(
  route: ContractRoute<C>,
  input: ContractCallInput<C> = {},
): Promise<ContractResult<C>> {
  return (await callContract(route, input)).result;
}
