import type { MiddlewareHandler } from 'astro';
import { createTranslate } from '../../../i18n/i18n.ts';
import { storePath, storeViewForPath } from '../../../store-view/config.ts';
import { config } from '../../config/config.ts';
import { ensureDatabase } from '../../db/open.ts';
import { peerAddress, servedOverHttps } from '../client.ts';
import { enforceRedirectRule } from '../redirect.ts';
import { addSecurityHeaders, DEGRADED_CACHE_CONTROL } from './headers.ts';

/** The store view of the request (from its path) and its translator. */
export const storeAndLocale: MiddlewareHandler = (context, next) => {
  const store = storeViewForPath(context.url.pathname);
  context.locals.store = store;
  context.locals.t = createTranslate(store.storeCode);
  return next();
};

/**
 * The handlers run for pages rendered per request only: prerendered pages (the stores' offline pages) are built
 * without a database and never cached here.
 */
export function forServerRenders(...handlers: MiddlewareHandler[]): MiddlewareHandler[] {
  return handlers.map((handler) => {
    const forRendered: MiddlewareHandler = (context, next) => (context.isPrerendered ? next() : handler(context, next));
    Object.defineProperty(forRendered, 'name', { value: handler.name });
    return forRendered;
  });
}

/** Opens the database (and migrates it on the first request of a process started without the launcher). */
export const openDatabase: MiddlewareHandler = async (_context, next) => {
  await ensureDatabase();
  return next();
};

/** Behind HTTPS every cookie the shop sets is Secure. */
export const secureCookies: MiddlewareHandler = (context, next) => {
  if (servedOverHttps(peerAddress(context), context.request.headers.get('x-forwarded-proto'))) {
    const set = context.cookies.set.bind(context.cookies);
    context.cookies.set = (key, value, options) => set(key, value, { ...options, secure: true });
  }
  return next();
};

/**
 * Rules every answer follows: a "try again" answer (a listing whose search failed) says when and is not stored, a
 * redirect goes only where the one redirect-target rule allows, and the security headers are set.
 */
export const answerRules: MiddlewareHandler = async (context, next) => {
  let response = await next();
  // The error page of a lost database connection says when to try again (src/pages/500.astro): a 503, as in the API.
  if (response.status === 500 && response.headers.has('retry-after'))
    response = new Response(response.body, { status: 503, headers: response.headers });
  if (response.status === 503 && !response.headers.has('retry-after')) response.headers.set('Retry-After', '5');
  if (response.status === 503 && !response.headers.has('cache-control'))
    response.headers.set('Cache-Control', DEGRADED_CACHE_CONTROL);
  const origins = [context.url.origin, new URL(config().publicBaseUrl).origin];
  const answer = enforceRedirectRule(response, origins, storePath(context.locals.store, '/'));
  addSecurityHeaders(answer.headers);
  return answer;
};
