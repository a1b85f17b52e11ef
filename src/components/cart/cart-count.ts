import type { APIRoute } from 'astro';
import { openCart } from '../../lib/server/cart/access.ts';
import { pullCart } from '../../lib/server/cart/lines.ts';
import { getDb } from '../../lib/server/db/client.ts';
import { ApiError } from '../../lib/server/http/api.ts';
import { PRIVATE_CACHE_CONTROL } from '../../lib/server/page-cache/policy.ts';
import { cartCookieName } from '../../lib/cart/count.ts';

/**
 * The header's cart count without JavaScript: a small SVG badge with the number of items in the visitor's guest cart
 * (cookie `np_cart_{store}`), loaded only by the header's `<noscript>` image, never stored by a cache. An empty or
 * unknown cart draws nothing.
 */
export const GET: APIRoute = async ({ locals, cookies }) => {
  let count = 0;
  const id = cookies.get(cartCookieName(locals.store.storeCode))?.value;
  if (id) {
    try {
      const db = await getDb();
      count = (await pullCart(db, await openCart(db, id, undefined))).reduce((sum, item) => sum + item.qty, 0);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  const text = count > 99 ? '99+' : String(count);
  const width = 12 + text.length * 8;
  const body =
    count > 0
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" viewBox="0 0 ${width} 20"><rect width="${width}" height="20" rx="10" fill="#f2a900"/><text x="${width / 2}" y="14.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" font-weight="800" fill="#16212b">${text}</text></svg>`
      : '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
  return new Response(body, { headers: { 'content-type': 'image/svg+xml', 'cache-control': PRIVATE_CACHE_CONTROL } });
};
