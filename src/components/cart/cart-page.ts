import type { AstroCookies } from 'astro';
import { translateApiMessage } from '../../lib/i18n/i18n.ts';
import { routePath } from '../../lib/routes/routes.ts';
import { openCart } from '../../lib/server/cart/access.ts';
import { createCart } from '../../lib/server/cart/create.ts';
import { deleteCartItem, pullCart, updateCartItem, type CartItem } from '../../lib/server/cart/lines.ts';
import { cartTotals } from '../../lib/server/cart/checkout.ts';
import type { ProductOption } from '../../lib/cart/schema.ts';
import { getDb } from '../../lib/server/db/client.ts';
import { ApiError } from '../../lib/server/http/api.ts';
import { PRIVATE_CACHE_CONTROL } from '../../lib/server/page-cache/policy.ts';
import type { StoreView } from '../../lib/store-view/config.ts';
import { cartChangedCookieName, cartCookieName as cookieNameOf } from '../../lib/cart/count.ts';

/** The cookie holding a store's guest cart id, shared with the islands (they adopt it and write theirs into it). */
export const cartCookieName = (store: StoreView) => cookieNameOf(store.storeCode);

const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** What the cart page shows. */
export interface CartPageData {
  items: CartItem[];
  subtotal: number;
  grandTotal: number;
  /** Translated message of a failed form action. */
  problem: string | undefined;
  /** Sku just added (confirmation notice). */
  added: string | undefined;
}

/** The answer of the cart loader: a redirect after a successful form post, or the page with its status. */
export type CartLoad = { kind: 'redirect'; location: string } | { kind: 'page'; data: CartPageData; status: number };

const intOf = (value: FormDataEntryValue | null, fallback: number) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d{1,6}$/.test(text) ? Number(text) : text === '' ? fallback : Number.NaN;
};

async function currentCart(store: StoreView, cookies: AstroCookies, create: boolean) {
  const db = await getDb();
  const id = cookies.get(cartCookieName(store))?.value;
  if (id) {
    try {
      return await openCart(db, id, undefined);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  if (!create) return undefined;
  const cartId = await createCart(db, store, undefined);
  // Not httpOnly: the cart islands read it to show and extend the same cart (they keep the id in IndexedDB too).
  cookies.set(cartCookieName(store), cartId, { path: '/', httpOnly: false, sameSite: 'lax', maxAge: COOKIE_MAX_AGE });
  return openCart(db, cartId, undefined);
}

/** Tells the cart islands that a form changed the cart on the server, so they take its lines on their next load. */
function markChanged(store: StoreView, cookies: AstroCookies): void {
  cookies.set(cartChangedCookieName(store.storeCode), '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    maxAge: COOKIE_MAX_AGE,
  });
}

/** The lines a posted product form asks for: one line, a bundle with its selections, or grouped members. */
function linesOf(form: FormData): { sku: string; qty: number; product_option?: ProductOption }[] {
  const sku = String(form.get('sku') ?? '').trim();
  const groupQty = [...form.entries()].filter(([name]) => name.startsWith('group_qty['));
  if (groupQty.length > 0) {
    return groupQty
      .map(([name, value]) => ({ sku: name.slice('group_qty['.length, -1), qty: intOf(value, 0) }))
      .filter((line) => Number.isNaN(line.qty) || line.qty > 0);
  }
  const bundle = new Map<string, string[]>();
  for (const [name, value] of form.entries()) {
    const match = /^bundle_option\[(\d{1,9})\]$/.exec(name);
    if (match) bundle.set(match[1]!, [...(bundle.get(match[1]!) ?? []), String(value)]);
  }
  const qty = intOf(form.get('qty'), 1);
  if (bundle.size > 0) {
    return [
      {
        sku,
        qty,
        product_option: {
          extension_attributes: {
            bundle_options: [...bundle].map(([id, selections]) => ({
              option_id: Number(id),
              option_qty: 1,
              option_selections: selections.map(Number),
            })),
          },
        } as ProductOption,
      },
    ];
  }
  return [{ sku, qty }];
}

/**
 * The cart page without JavaScript: GET shows the cart of the cookie; POST (`action` add, update, remove) changes it
 * through the cart service and redirects back (303), or shows the translated error with status 400.
 */
export async function loadCartPage(
  store: StoreView,
  request: Request,
  url: URL,
  cookies: AstroCookies,
  headers: Headers,
): Promise<CartLoad> {
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  let problem: string | undefined;
  let status = 200;
  if (request.method === 'POST') {
    const db = await getDb();
    try {
      const form = await request.formData();
      const action = String(form.get('action') ?? 'add');
      const access = await currentCart(store, cookies, action === 'add');
      if (action === 'add' && access) {
        const lines = linesOf(form);
        if (lines.length === 0) throw new ApiError(400, 'Quantity must be above 0');
        for (const line of lines) {
          if (!Number.isInteger(line.qty) || line.qty < 1) throw new ApiError(400, 'Quantity must be positive integer');
          await updateCartItem(db, access, line);
          markChanged(store, cookies);
        }
        return { kind: 'redirect', location: routePath(store, 'cart', { added: lines[0]!.sku }) };
      }
      if ((action === 'update' || action === 'remove') && access) {
        const itemId = intOf(form.get('item_id'), Number.NaN);
        const qty = action === 'remove' ? 0 : intOf(form.get('qty'), Number.NaN);
        if (!Number.isInteger(itemId)) throw new ApiError(400, 'Field is required');
        if (!Number.isInteger(qty) || qty < 0) throw new ApiError(400, 'Quantity must be positive integer');
        const item = (await pullCart(db, access)).find((i) => i.item_id === itemId);
        if (item && qty === 0) await deleteCartItem(db, access, itemId);
        else if (item)
          await updateCartItem(db, access, {
            sku: item.sku,
            qty,
            item_id: itemId,
            product_option: item.product_option as ProductOption | undefined,
          });
        if (item) markChanged(store, cookies);
        return { kind: 'redirect', location: routePath(store, 'cart') };
      }
    } catch (error) {
      if (!(error instanceof ApiError) || error.code >= 500) {
        if (error instanceof TypeError) {
          problem = translateApiMessage(store.storeCode, 'Field is required');
          status = 400;
        } else throw error;
      } else {
        problem = translateApiMessage(store.storeCode, error.message);
        status = error.code;
      }
    }
  }
  const access = await currentCart(store, cookies, false);
  if (!access)
    return { kind: 'page', status, data: { items: [], subtotal: 0, grandTotal: 0, problem, added: undefined } };
  const db = await getDb();
  const [items, totals] = await Promise.all([pullCart(db, access), cartTotals(db, access)]);
  const added = url.searchParams.get('added') ?? undefined;
  return {
    kind: 'page',
    status,
    data: {
      items,
      subtotal: totals.totals.subtotal_incl_tax,
      grandTotal: totals.totals.grand_total,
      problem,
      added: added && items.some((i) => i.sku === added) ? added : undefined,
    },
  };
}
