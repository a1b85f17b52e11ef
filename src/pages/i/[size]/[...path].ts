import type { APIRoute } from 'astro';
import { consume } from '../../../lib/server/accounts/rate-limit.ts';
import { ApiError } from '../../../lib/server/http/api.ts';
import { peerAddress, resolveClientAddress } from '../../../lib/server/http/client.ts';
import { refuseBeyondBudget, renderClient } from '../../../lib/server/http/render-budget.ts';
import {
  imageFormats,
  imageInCatalogue,
  imageRenderLimit,
  parseImageRequest,
  productImage,
} from '../../../lib/server/images/render.ts';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });

/**
 * Product images at the served sizes, only for images the catalogue lists; new renders are throttled per client. See
 * src/lib/routes/README.md, "Product images".
 */
export const GET: APIRoute = async (context) => {
  const request = parseImageRequest(context.params.size ?? '', context.params.path ?? '');
  if (!request || !(await imageInCatalogue(request))) return notFound();
  const address = resolveClientAddress(peerAddress(context), context.request.headers.get('x-forwarded-for'));
  try {
    const client = renderClient(address, context.request.headers.get('user-agent'));
    const bytes = await productImage(request, () => (refuseBeyondBudget(client), consume(imageRenderLimit(address))));
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': imageFormats[request.format],
        'Content-Length': String(bytes.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 429 || error.code === 503)) {
      return new Response(error.code === 429 ? 'Too many requests' : 'Busy, try again later', {
        status: error.code,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...error.headers },
      });
    }
    console.error('[images] render failed:', error);
    return notFound();
  }
};
