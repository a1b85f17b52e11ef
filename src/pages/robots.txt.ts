import type { APIRoute } from 'astro';
import { localizedPaths } from '../content/slugs.ts';
import { config } from '../lib/server/config/config.ts';
import { storeCodes, storePath } from '../lib/store-view/config.ts';

/** robots.txt: everything but per-visitor pages and search results is crawlable; one sitemap per store. */
export const GET: APIRoute = () => {
  const base = config().publicBaseUrl;
  const hidden = (
    ['cart', 'checkout', 'account', 'wishlist', 'compare', 'orderConfirmation', 'search'] as const
  ).flatMap((page) => storeCodes.map((code) => storePath(code, localizedPaths[page][code])));
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(hidden)].map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    ...storeCodes.map((code) => `Sitemap: ${base}${storePath(code, '/sitemap.xml')}`),
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
