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
 * The request pipeline: the named handlers of src/lib/server/http/middleware/, in order. See
 * src/lib/server/http/README.md, "The request pipeline".
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
