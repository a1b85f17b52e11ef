import type { APIRoute } from 'astro';
import { categoryIconSvg } from '../../lib/server/images/illustrations.ts';

/** Category icons referenced by `categories.image` (`/category/{icon}.svg`). */
export const GET: APIRoute = ({ params }) => {
  const svg = categoryIconSvg(params.icon ?? '');
  if (!svg) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
};
