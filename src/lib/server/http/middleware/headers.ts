import { contentSecurityPolicy } from '../csp.ts';

const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** Cache-Control of a degraded page (fallback content, a listing without facets or from before): never stored. */
export const DEGRADED_CACHE_CONTROL = 'no-store';

/** Adds the security headers a response does not set itself. */
export function addSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

/** An HTML page with the Content-Security-Policy that fits it (read whole: the hashes cover its inline scripts and styles). */
export async function withPolicy(response: Response): Promise<Response> {
  if (
    !(response.headers.get('content-type') ?? '').startsWith('text/html') ||
    response.headers.has('content-security-policy')
  )
    return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // A page that may be framed by nobody (the back office) says so in both headers.
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy(body, headers.get('x-frame-options') === 'DENY' ? 'none' : 'self'),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
