import type { APIRoute } from 'astro';
import { config } from '../../lib/server/config/config.ts';
import { envelope } from '../../lib/server/http/api.ts';
import {
  createPreviewToken,
  isPreviewSecret,
  previewCookie,
  previewMaxAge,
  safeRedirectPath,
} from '../../lib/server/content/preview.ts';

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * Editor preview: `?secret=…&path=/magasin/…[&context=…]` opens it (signed cookie, drafts visible), `?exit=1&path=…`
 * closes it. Redirects to the path; never cached.
 */
export const GET: APIRoute = ({ url, cookies }) => {
  const path = safeRedirectPath(url.searchParams.get('path'));
  const secure = config().publicBaseUrl.startsWith('https:');
  if (url.searchParams.has('exit')) {
    cookies.delete(previewCookie, { path: '/' });
    return new Response(null, { status: 303, headers: { Location: path, ...noStore } });
  }
  const secret = url.searchParams.get('secret');
  if (!secret) return envelope(400, 'The preview secret is missing', undefined, noStore);
  if (!isPreviewSecret(secret)) return envelope(401, 'The preview secret is not valid', undefined, noStore);
  const context = url.searchParams.get('context') ?? undefined;
  if (context !== undefined && !/^[A-Za-z0-9+/=_-]{1,2000}$/.test(context))
    return envelope(400, 'The preview context is not valid', undefined, noStore);
  cookies.set(previewCookie, createPreviewToken(context), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: previewMaxAge,
  });
  return new Response(null, { status: 303, headers: { Location: path, ...noStore } });
};

/** Other methods: 405 in the API envelope. */
export const ALL: APIRoute = () => envelope(405, 'Method not allowed', undefined, { Allow: 'GET' });
