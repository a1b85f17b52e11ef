import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generationEpoch, pageGeneration } from './generation.ts';

/** The build the pages were rendered by: a new build never answers a page of the previous one from a shared store. */
export const buildId = (() => {
  try {
    const info = statSync(fileURLToPath(import.meta.url));
    return `${info.size.toString(36)}${Math.floor(info.mtimeMs).toString(36)}`;
  } catch {
    return 'dev';
  }
})();

/** Query parameters of ad and mail tracking: they never change a page, so they never make a cache entry of their own. */
const TRACKING_PARAM =
  /^(utm_[a-z0-9_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|srsltid|li_fat_id|mkt_tok|ref_src)$/i;

/**
 * The page a URL names for the cache: its path and the sorted parameters pages read (`known`), without tracking or
 * unknown parameters, so `?utm_source=…` or `?x=1` neither makes a new cache entry nor runs a new search.
 */
export function canonicalPageTarget(url: URL, known: (name: string) => boolean = () => true): string {
  if (!url.search) return url.pathname;
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !TRACKING_PARAM.test(name) && known(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** The cache key of a page request: build, generation, path and sorted query. */
export async function pageCacheKey(url: URL): Promise<string> {
  return `${buildId}:${await pageGeneration()}:${canonicalPageTarget(url)}`;
}

/** What the middleware needs to look a page up and to keep it: the store key and the generation it was made in. */
export async function pageCacheSlot(target: URL | string): Promise<{ key: string; epoch: number }> {
  const generation = await pageGeneration();
  const name = typeof target === 'string' ? target : canonicalPageTarget(target);
  return { key: `${buildId}:${generation}:${name}`, epoch: generationEpoch() };
}
