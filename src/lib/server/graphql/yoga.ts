import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { createInMemoryAPQStore, useAPQ } from '@graphql-yoga/plugin-apq';
import { GraphQLError } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { ApiError, MAX_BODY_BYTES, tokenFrom } from '../http/api.ts';
import { isStoreCode, storeViews, defaultStoreView, type StoreView } from '../../store-view/config.ts';
import { createContext, type GraphQLContext } from './context.ts';
import { schema } from './schema.ts';

/** The path the GraphQL API answers on. */
export const GRAPHQL_PATH = '/graphql';
/** The most aliases one operation may use. */
export const MAX_ALIASES = 15;
/** Persisted queries kept in memory (least recently used dropped first), and for how long. */
export const APQ_STORE = { max: 1000, ttl: 24 * 3600 * 1000 };
/** The most tokens one document may hold (bounds the parser's work). */
export const MAX_TOKENS = 2000;

const errorCodes: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'TIMEOUT',
};

/** A service's ApiError as the GraphQL error a client reads: the same message, a code, the details. */
export function graphQLErrorOf(error: ApiError, path?: readonly (string | number)[]): GraphQLError {
  return new GraphQLError(error.message, {
    path,
    extensions: {
      code: errorCodes[error.code] ?? 'BAD_REQUEST',
      status: error.code,
      ...(error.meta ? { meta: error.meta } : {}),
    },
  });
}

interface ServerContext {
  store: StoreView;
  token: string | undefined;
}

// The built shop is production: Vite replaces `import.meta.env.PROD` only when written exactly so (not `env?.PROD`).
const production =
  typeof import.meta.env === 'undefined' ? process.env.NODE_ENV === 'production' : import.meta.env.PROD;

const plugins: Plugin[] = [
  // A hash the server does not know yet is answered 200 with PersistedQueryNotFound (no failed request in consoles).
  useAPQ({ store: createInMemoryAPQStore(APQ_STORE), responseConfig: { forceStatusCodeOk: true } }),
  maxTokensPlugin({ n: MAX_TOKENS }) as Plugin,
  maxAliasesPlugin({ n: MAX_ALIASES }) as Plugin,
  ...(production ? [blockFieldSuggestionsPlugin() as Plugin] : []),
];

/**
 * The GraphQL server (graphql-yoga) over the catalogue services: per store, the customer's group from the token,
 * depth and complexity limits (schema), alias and token caps, automatic persisted queries, field suggestions off in
 * production. Service errors keep their message and get a code; unexpected ones are masked and logged.
 */
export const yoga = createYoga<ServerContext, GraphQLContext>({
  schema,
  graphqlEndpoint: GRAPHQL_PATH,
  landingPage: false,
  graphiql: !production,
  batching: false,
  plugins,
  context: ({ store, token }) => createContext(store, token),
  maskedErrors: {
    maskError(error, message, isDev) {
      const original = error instanceof GraphQLError ? error.originalError : error;
      if (original instanceof ApiError)
        return graphQLErrorOf(original, error instanceof GraphQLError ? error.path : undefined);
      return maskError(error, message, isDev);
    },
  },
});

/** A GraphQL error answer sent before the request reaches the GraphQL server. */
function refusal(status: number, message: string, code: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'Content-Type': 'application/graphql-response+json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * Answers a request to /graphql: the store comes from the `Store` header or `?storeCode=` (Sweden by default), the
 * customer from `Authorization: Bearer` or `?token=`. Bodies over 100 KB and unknown stores are refused as GraphQL
 * errors; answers are never cached by shared caches.
 */
export async function handleGraphQL(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const code = request.headers.get('store') ?? url.searchParams.get('storeCode');
  if (code !== null && code !== '' && !isStoreCode(code))
    return refusal(400, `Unknown store ${code.slice(0, 20)}: use sv, no or fi`, 'BAD_USER_INPUT');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return refusal(413, `The request is larger than ${MAX_BODY_BYTES / 1024} KB`, 'PAYLOAD_TOO_LARGE');
  for (const name of ['variables', 'extensions']) {
    const value = url.searchParams.get(name);
    if (request.method === 'GET' && value) {
      try {
        JSON.parse(value);
      } catch {
        return refusal(400, `The ${name} parameter is not JSON`, 'BAD_REQUEST');
      }
    }
  }
  const store = code ? storeViews[code as keyof typeof storeViews] : defaultStoreView;
  const response = await yoga.fetch(request, { store, token: tokenFrom(request, url) });
  // Yoga answers an unsupported body type with an empty 415: say what it takes.
  if (response.status === 415)
    return refusal(
      415,
      'Send the query as JSON (POST, Content-Type: application/json) or in the URL (GET ?query=)',
      'BAD_REQUEST',
    );
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  headers.set('Vary', 'Store, Authorization');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
