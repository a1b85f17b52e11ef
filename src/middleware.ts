import { sequence } from 'astro:middleware';
import {
  forServerRenders,
  answerRules,
  openDatabase,
  secureCookies,
  storeAndLocale,
} from './lib/server/http/middleware/request.ts';
import { guardApi, refuseCrossSiteForms, staticRedirects } from './lib/server/http/middleware/guards.ts';
import { outputCache, uncachedAnswers } from './lib/server/http/middleware/output-cache.ts';

/**
 * Per request, in this order: the store view and its translator; then, for pages rendered per request, an open
 * database, `Secure` cookies over HTTPS, the rules every answer follows (security headers, the one redirect-target
 * rule, 503s that say when), the cross-site form guard, static redirects, API guards (throttles), the answers the
 * output cache does not keep, and the output cache for anonymous HTML (src/lib/server/http/middleware/).
 */
export const onRequest = sequence(
  storeAndLocale,
  ...forServerRenders(
    openDatabase,
    secureCookies,
    answerRules,
    refuseCrossSiteForms,
    staticRedirects,
    guardApi,
    uncachedAnswers,
    outputCache,
  ),
);
