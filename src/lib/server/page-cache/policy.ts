/** Seconds a cached page is kept. */
export const PAGE_CACHE_TTL_SECONDS = 86_400;
/** Cache-Control of cacheable HTML: browsers revalidate, shared caches may serve stale while they refresh. */
export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
/** Cache-Control of pages with per-visitor data (cart, account, checkout): never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Query parameter names that carry a secret (reset and payment tokens, preview secrets): such URLs are never cached. */
const SECRET_PARAM = /token|secret|password|signature/i;

/** True when a URL carries a secret (`?token=`, `?resetToken=`, a payment step `/pay/{token}`): answer `private, no-store`, never stored. */
export function carriesSecret(url: URL): boolean {
  if (/^\/(?:no\/|fi\/)?pay\//.test(url.pathname)) return true;
  for (const name of url.searchParams.keys()) if (SECRET_PARAM.test(name)) return true;
  return false;
}

/**
 * Requests the output cache may answer: GET pages without an editor preview (customer data is fetched by the
 * islands after load, so a signed-in shopper gets the same HTML) and without a secret in the URL. A bench bypass
 * header counts as not cacheable. The cache is off with PAGE_CACHE=off.
 */
export function isCacheableRequest(
  method: string,
  url: URL,
  cookieHeader: string | null,
  bypassHeader: string | null,
): boolean {
  if (method !== 'GET' || process.env.PAGE_CACHE === 'off') return false;
  if (
    url.pathname.startsWith('/api/') ||
    url.pathname === '/graphql' ||
    url.pathname.startsWith('/i/') ||
    url.pathname.startsWith('/_astro/') ||
    // The back office: private pages of signed-in staff (they also say `private, no-store`).
    url.pathname === '/staff' ||
    url.pathname.startsWith('/staff/') ||
    carriesSecret(url)
  )
    return false;
  // An editor's preview shows drafts: never served from or stored in the shared cache.
  if (cookieHeader?.includes('np_preview=')) return false;
  return !pageCacheBypassed(bypassHeader);
}

/** The bench compares rendered and cached answers of one server: `x-page-cache: bypass`, only when the operator allows it. */
export function pageCacheBypassed(bypassHeader: string | null | undefined): boolean {
  return bypassHeader === 'bypass' && process.env.PAGE_CACHE_BYPASS === '1';
}
