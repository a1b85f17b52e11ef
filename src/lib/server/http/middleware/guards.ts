import type { MiddlewareHandler } from 'astro';
import { storeRelative } from '../../../routes/routes.ts';
import { storePath, type StoreView } from '../../../store-view/config.ts';
import { config } from '../../config/config.ts';
import { catalogError, errorResponse, urlHoldsControlCharacter } from '../api.ts';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * CSRF guard for the shop's HTML forms (Astro's own origin check is off because it also refused JSON API
 * clients that send no Origin header): a browser form post from another site carries a foreign Origin and is
 * refused. The JSON API is left to its own rules (JSON bodies only, cart ids and tokens as capabilities).
 */
export const refuseCrossSiteForms: MiddlewareHandler = (context, next) => {
  const { request, url } = context;
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || url.pathname.startsWith('/api/')) return next();
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type && !FORM_TYPES.some((form) => type.includes(form))) return next();
  const origin = request.headers.get('origin');
  if (!origin || origin === url.origin || origin === new URL(config().publicBaseUrl).origin) return next();
  return new Response(`Cross-site ${request.method} form submissions are forbidden`, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};

/** Static redirects (302 by default), by store-relative path; targets per store. */
const redirects: Record<string, { sv: string; no: string; fi: string; status?: number }> = {
  '/kjøpeguide': { sv: '/kopguider', no: '/kjopsveiledninger', fi: '/guides' },
};

function staticRedirect(store: StoreView, pathname: string): Response | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(storeRelative(store, pathname)).normalize('NFC').replace(/\/+$/, '');
  } catch {
    return undefined;
  }
  const target = Object.hasOwn(redirects, decoded) ? redirects[decoded] : undefined;
  if (!target) return undefined;
  return new Response(null, {
    status: target.status ?? 302,
    headers: { Location: storePath(store, target[store.storeCode]) },
  });
}

/** Answers the shop's static redirects. */
export const staticRedirects: MiddlewareHandler = (context, next) => {
  const { method } = context.request;
  const redirect =
    method === 'GET' || method === 'HEAD' ? staticRedirect(context.locals.store, context.url.pathname) : undefined;
  return redirect ?? next();
};

/** API calls: a control character in the address is refused (each contract's throttle is counted by its adapter). */
export const guardApi: MiddlewareHandler = async (context, next) => {
  if (!context.url.pathname.startsWith('/api/')) return next();
  if (urlHoldsControlCharacter(context.url)) return errorResponse(catalogError(400, 'controlCharacters'));
  return next();
};
