import { defineMiddleware } from 'astro:middleware';
import { createTranslate } from './lib/i18n/i18n.ts';
import { ensureDatabase } from './lib/server/db/open.ts';
import { storeViewForPath } from './lib/store-view/config.ts';

const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Per request: the store view and its translator, an open database, security headers. */
export const onRequest = defineMiddleware(async (context, next) => {
  const store = storeViewForPath(context.url.pathname);
  context.locals.store = store;
  context.locals.t = createTranslate(store.storeCode);
  await ensureDatabase();
  const response = await next();
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
