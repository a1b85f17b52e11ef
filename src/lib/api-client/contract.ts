/**
 * One API call declared once (browser-safe): method, path pattern, zod schemas of path parameters, query, body and
 * result, and the catalogue messages it may answer. The server's adapter (src/lib/server/http/contract-route.ts),
 * the browser's typed call (`callContract` in ./typed.ts), the OpenAPI document and the HTTP tests all derive from it.
 */
import type { z } from 'astro/zod';
import type { errorMessages, formMessages } from '../i18n/errors.ts';
import type { StaffAction } from '../staff/roles.ts';
import type { Scope } from '../integration/scopes.ts';

/** An HTTP method of the API. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** A message of the error catalogue or a form message, by name. */
export type CatalogueMessage = keyof typeof errorMessages | keyof typeof formMessages;

/**
 * Who may call: anyone, anyone with or without a customer token, only with one, only staff signed in to the back
 * office (its session cookie), or another system with an integration key (`Authorization: Bearer npk_…`); a customer
 * token never opens a staff or integration call.
 */
export type ContractAuth = 'none' | 'optional' | 'required' | 'staff' | 'integration';

/**
 * A per-address limit of anonymous calls: at most `max` in `windowMinutes` from one client address (callers on the
 * shop's own machine are not counted). Contracts naming the same `key` share one count.
 */
export interface ContractThrottle {
  key: string;
  max: number;
  windowMinutes: number;
}

/** A request that reaches the call (sent by the routed-contract test in every store). */
export interface ContractExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The declaration of one API call. */
export interface ApiContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Result extends z.ZodType = z.ZodType,
> {
  /** A stable name, `domain.call`. */
  name: string;
  method: HttpMethod;
  /** The path with `{name}` parameters, e.g. `/api/catalog/{storeCode}/product/_search`. */
  path: string;
  /** Grouping in the OpenAPI document. */
  tag: string;
  summary: string;
  description?: string;
  auth: ContractAuth;
  /** The per-address limit the adapter counts each call against before reading its input. */
  throttle?: ContractThrottle;
  /** A staff call: the action of the role map (src/lib/staff/roles.ts) it needs; absent: any signed-in staff. */
  staffAction?: StaffAction;
  /** An integration call: the scope its key needs (src/lib/integration/scopes.ts). */
  scope?: Scope;
  /** True: `?storeCode=` chooses the store (the shop's calls; not the catalogue search, whose store is in the path). */
  storeQuery: boolean;
  params?: Params;
  query?: Query;
  body?: Body;
  /** False when the body may be left out (its schema then sees `{}`). */
  bodyRequired?: boolean;
  result: Result;
  /** `meta` of a successful answer (login and refresh: the refresh token). */
  meta?: z.ZodType;
  /** The catalogue message of input that fails the schemas (default: the first failing field's own message). */
  invalid?: CatalogueMessage;
  /** The catalogue messages the call may answer, by HTTP status (besides the ones every call may answer). */
  errors: Partial<Record<number, readonly CatalogueMessage[]>>;
  /** Other texts the call answers, by status, where the contract spells them out ("Category query returned empty result …"). */
  otherErrors?: Partial<Record<number, readonly string[]>>;
  /** Requests that reach the call; the first one is also its OpenAPI example. */
  examples: readonly ContractExample[];
  /** Not a JSON envelope (the OpenAPI document itself, the preview redirect). */
  raw?: boolean;
}

/**
 * What a declaration may leave out, and what it then is: the store chosen by `?storeCode=` (the shop's calls; the
 * back office, integration and content calls say `false`), no messages of its own, and one example without input.
 */
const contractDefaults = { storeQuery: true, errors: {}, examples: [{}] } satisfies Pick<
  AnyContract,
  'storeQuery' | 'errors' | 'examples'
>;
type Defaulted = keyof typeof contractDefaults;

/** A contract as declared: its defaulted fields may be left out. */
export type ContractDeclaration<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Result extends z.ZodType,
> = Omit<ApiContract<Params, Query, Body, Result>, Defaulted> &
  Partial<Pick<ApiContract<Params, Query, Body, Result>, Defaulted>>;

/** Declares a contract, keeping its exact schema types. */
export function defineContract<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Result extends z.ZodType = z.ZodType,
>(contract: ContractDeclaration<Params, Query, Body, Result>): ApiContract<Params, Query, Body, Result> {
  return { ...contractDefaults, ...contract };
}

/**
 * Declares the contracts of a family that share fields (tag, who may call, the store query …):
 * `const staffContract = contractGroup({ tag: 'Staff', auth: 'staff', storeQuery: false })`, then
 * `staffContract({ name, method, path, … })` as `defineContract` but without the shared fields (a contract may still
 * set one of them to differ).
 */
export function contractGroup<Shared extends keyof AnyContract>(shared: Pick<AnyContract, Shared>) {
  return function define<
    Params extends z.ZodType = z.ZodNever,
    Query extends z.ZodType = z.ZodNever,
    Body extends z.ZodType = z.ZodNever,
    Result extends z.ZodType = z.ZodType,
  >(
    contract: Omit<ContractDeclaration<Params, Query, Body, Result>, Shared> &
      Partial<Pick<ApiContract<Params, Query, Body, Result>, Shared>>,
  ): ApiContract<Params, Query, Body, Result> {
    return defineContract({ ...shared, ...contract } as ContractDeclaration<Params, Query, Body, Result>);
  };
}

/** Any contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContract = ApiContract<any, any, any, any>;

/** Whether a module's export is a contract (not a group's declaring function or a shared piece of one). */
export const isContract = (value: unknown): value is AnyContract =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'result' in value;

/** The contracts a contract module exports (`…Contract`), by export name: a module lists each call once, as its export. */
export function contractsOf(module: object): AnyContract[] {
  return Object.entries(module).flatMap(([exported, value]) =>
    exported.endsWith('Contract') && isContract(value) ? [value] : [],
  );
}

/** The path parameter names of a pattern, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The path of a contract with its parameters filled in (each value URI-encoded). */
export function contractPath(
  contract: Pick<AnyContract, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return contract.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * What the browser needs of a contract at run time (name, method, path), typed with the whole contract: the browser
 * calls through these (src/lib/api-client/routes.ts, generated) so no zod schema reaches its bundles.
 */
export interface ContractRoute<C extends AnyContract = AnyContract> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Type only: the contract this route belongs to. */
  readonly contract?: C;
}

/** The contracts a contract module exports, by export name without "Contract". */
type ContractKeys<M> = {
  [K in keyof M]: K extends `${infer N}Contract` ? (M[K] extends AnyContract ? N : never) : never;
}[keyof M];

/** Name, method and path of every contract of a module, by export name without "Contract". */
export type RouteTable<M> = {
  readonly [N in ContractKeys<M>]: readonly [name: string, method: HttpMethod, path: string];
};

/** The routes of every contract of a module, each typed with its contract. */
export type ModuleRoutes<M> = {
  readonly [N in ContractKeys<M>]: M[`${N}Contract` & keyof M] extends infer C extends AnyContract
    ? ContractRoute<C>
    : never;
};

/** The routes of one contract module from its table (used by the generated routes module). */
export function contractRoutes<M>(table: RouteTable<M>): ModuleRoutes<M> {
  const entries = Object.entries(table as Record<string, readonly [string, HttpMethod, string]>);
  return Object.fromEntries(
    entries.map(([key, [name, method, path]]) => [key, { name, method, path }]),
  ) as ModuleRoutes<M>;
}
