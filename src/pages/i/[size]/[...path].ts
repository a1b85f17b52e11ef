import type { APIRoute } from 'astro';
import { imageFormats, parseImageRequest, productImage } from '../../../lib/server/images/render.ts';

/** Product illustrations at the served sizes: `/i/{w}x{h}/product/{shape}/{colour}/{sku}-{view}.{avif|webp|jpg}`. */
export const GET: APIRoute = async ({ params }) => {
  const request = parseImageRequest(params.size ?? '', params.path ?? '');
  if (!request) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
  try {
    const bytes = await productImage(request);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': imageFormats[request.format],
        'Content-Length': String(bytes.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  } catch (error) {
    console.error('[images] render failed:', error);
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
};
