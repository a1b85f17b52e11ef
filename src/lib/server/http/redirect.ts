/** A base for reading a path as a URL (never part of an answer). */
const PATH_BASE = 'http://path.invalid';

/** A URL or a path as a `Location` header may carry it. More in README.md. */
export function encodeLocation(target: string): string | undefined {
  if (/^[\x21-\x7e]*$/.test(target)) return target;
  try {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) return new URL(target).href;
    if (!target.startsWith('/')) return undefined;
    const url = new URL(target, PATH_BASE);
    return url.origin === PATH_BASE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one rule for redirect targets: a path on this site; anything that could leave the site is refused. See README.md,
 * "Redirect targets".
 */
export function safeRedirectTarget(value: string | null | undefined, origins: string[] = []): string | undefined {
  if (!value) return undefined;
  let target = value;
  if (!target.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return undefined;
    }
    if (!origins.includes(url.origin)) return undefined;
    target = `${url.pathname}${url.search}${url.hash}`;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target) || target.startsWith('//')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return undefined;
  }
  // A path whose decoding starts a second slash or holds a control character could be re-read by a browser or proxy.
  // eslint-disable-next-line no-control-regex
  if (decoded.startsWith('//') || /^\/[\\\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  return encodeLocation(target);
}

/** A same-site path to send a visitor to, or `fallback` when the value could leave the site. */
export function redirectPathOr(value: string | null | undefined, fallback = '/'): string {
  return safeRedirectTarget(value) ?? fallback;
}

/**
 * Applies the rule to a response's `Location` (the middleware runs it on every redirect the shop sends): a target
 * that could leave the site is replaced by `fallback`.
 */
export function enforceRedirectRule(response: Response, origins: string[], fallback: string): Response {
  const location = response.headers.get('location');
  if (location === null || response.status < 300 || response.status >= 400) return response;
  // Same-origin absolute targets are kept whole (only their encoding is mended).
  const safe = safeRedirectTarget(location, origins) === undefined ? undefined : encodeLocation(location);
  if (safe === location) return response;
  try {
    response.headers.set('Location', safe ?? fallback);
    return response;
  } catch {
    // Immutable headers (Response.redirect): answer a fresh redirect.
    return new Response(null, { status: response.status, headers: { Location: safe ?? fallback } });
  }
}
