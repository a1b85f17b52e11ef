import type { ServerCartItem } from '../../src/lib/cart/api.ts';
import { fakeApi, type FakeCall } from './fake-api.ts';

/** A stored line: the browser's view of a server cart line. */
type Line = Omit<ServerCartItem, 'product_option'> & { product_option?: unknown };

/**
 * A small in-memory cart and account API (create, pull, update, delete, totals,
 * coupons, login, refresh, me, stock), for unit tests of the browser stores.
 */
export function fakeShopApi(options: { stock?: Record<string, number>; prices?: Record<string, number> } = {}) {
  const carts = new Map<string, { owner: string | null; lines: Line[]; coupon: string | null; merged?: boolean }>();
  const tokens = new Map<string, string>([['token-1', 'ada@example.com']]);
  const refreshTokens = new Map<string, string>([['refresh-1', 'ada@example.com']]);
  let nextCart = 1;
  let issued = 1;
  let nextItem = 100;
  const stock = options.stock ?? {};
  const prices = options.prices ?? {};
  const owner = (call: FakeCall) => (call.query['token'] ? (tokens.get(call.query['token']) ?? 'INVALID') : null);
  const cartOf = (call: FakeCall) => {
    const cart = carts.get(call.query['cartId'] ?? '');
    if (!cart || cart.merged) return { error: { code: 404, result: 'Cart not found, please re-create the cart' } };
    const who = owner(call);
    if (who === 'INVALID') return { error: { code: 401, result: 'Token expired' } };
    if (cart.owner && cart.owner !== who)
      return { error: { code: 404, result: 'Cart not found, please re-create the cart' } };
    return { cart };
  };
  const key = (sku: string, option: unknown) => `${sku}|${JSON.stringify(option ?? null)}`;
  const api = fakeApi({
    'POST /api/cart/create': (call) => {
      const who = owner(call);
      if (who === 'INVALID') return { code: 401, result: 'Token expired' };
      let id = who ? [...carts].find(([, c]) => c.owner === who)?.[0] : undefined;
      if (!id) {
        id = `cart-${nextCart++}`;
        carts.set(id, { owner: who, lines: [], coupon: null });
      }
      // The login merge: the guest cart's lines are added to the customer cart once, and the guest cart is closed.
      const guestId = (call.body as { guestCartId?: string } | undefined)?.guestCartId;
      const guest = guestId ? carts.get(guestId) : undefined;
      if (who && guest && !guest.owner && !guest.merged) {
        const into = carts.get(id)!;
        for (const line of guest.lines) {
          const same = into.lines.find((l) => key(l.sku, l.product_option) === key(line.sku, line.product_option));
          if (same) same.qty += line.qty;
          else into.lines.push({ ...structuredClone(line), item_id: nextItem++, quote_id: id });
        }
        guest.merged = true;
      }
      return { result: id };
    },
    'GET /api/cart/pull': (call) => {
      const { cart, error } = cartOf(call);
      return error ?? { result: structuredClone(cart!.lines) };
    },
    'POST /api/cart/update': (call) => {
      const { cart, error } = cartOf(call);
      if (error) return error;
      const input = (
        call.body as {
          cartItem: { sku: string; qty: number; item_id?: number; product_option?: unknown; qty_mode?: 'add' | 'set' };
        }
      ).cartItem;
      if (!Number.isInteger(input.qty) || input.qty <= 0)
        return { code: 400, result: 'Quantity must be positive integer' };
      let line =
        input.item_id !== undefined
          ? cart!.lines.find((l) => l.item_id === input.item_id)
          : cart!.lines.find((l) => key(l.sku, l.product_option) === key(input.sku, input.product_option));
      const qty = input.item_id !== undefined || !line || input.qty_mode === 'set' ? input.qty : line.qty + input.qty;
      if (stock[input.sku] !== undefined && qty > stock[input.sku]!)
        return { code: 400, result: 'The requested qty is not available' };
      if (!line) {
        line = {
          item_id: nextItem++,
          sku: input.sku,
          qty,
          name: `Product ${input.sku}`,
          price: prices[input.sku] ?? 100,
          product_type: 'simple',
          quote_id: call.query['cartId']!,
          ...(input.product_option ? { product_option: input.product_option } : {}),
        };
        cart!.lines.push(line);
      } else line.qty = qty;
      return { result: structuredClone(line) };
    },
    'POST /api/cart/delete': (call) => {
      const { cart, error } = cartOf(call);
      if (error) return error;
      const input = (call.body as { cartItem: { item_id: number } }).cartItem;
      cart!.lines = cart!.lines.filter((l) => l.item_id !== input.item_id);
      return { result: true };
    },
    'GET /api/cart/totals': (call) => {
      const { cart, error } = cartOf(call);
      if (error) return error;
      const subtotal = cart!.lines.reduce((s, l) => s + l.price * l.qty, 0);
      const discount = cart!.coupon ? Math.round(subtotal * 0.1) : 0;
      return {
        result: {
          grand_total: subtotal - discount,
          subtotal_incl_tax: subtotal,
          discount_amount: discount,
          coupon_code: cart!.coupon,
          items_qty: cart!.lines.reduce((s, l) => s + l.qty, 0),
          items: [],
          total_segments: [],
        },
      };
    },
    'POST /api/cart/apply-coupon': (call) => {
      const { cart, error } = cartOf(call);
      if (error) return error;
      if (call.query['coupon'] !== 'VINTER10')
        return { code: 400, result: "The coupon code isn't valid. Verify the code and try again." };
      cart!.coupon = call.query['coupon'];
      return { result: true };
    },
    'POST /api/cart/delete-coupon': (call) => {
      const { cart, error } = cartOf(call);
      if (error) return error;
      cart!.coupon = null;
      return { result: true };
    },
    'GET /api/stock/check': (call) => {
      const sku = call.query['sku']!;
      const qty = stock[sku];
      if (qty === undefined) return { result: { sku, qty: 0, is_in_stock: true, manage_stock: false } };
      return { result: { sku, qty, is_in_stock: qty > 0, manage_stock: true } };
    },
    'GET /api/stock/list': (call) => ({
      result: (call.query['skus'] ?? '')
        .split(',')
        .map((sku) => ({ sku, qty: stock[sku] ?? 0, is_in_stock: (stock[sku] ?? 0) > 0, manage_stock: true })),
    }),
    'POST /api/user/login': (call) => {
      const body = call.body as { username: string; password: string };
      if (body.username !== 'ada@example.com' || body.password !== 'Secret123!') {
        return { code: 401, result: 'You did not sign in correctly or your account is temporarily disabled.' };
      }
      return { result: 'token-1', meta: { refreshToken: 'refresh-1' } };
    },
    'POST /api/user/refresh': (call) => {
      const presented = (call.body as { refreshToken: string }).refreshToken;
      const who = refreshTokens.get(presented);
      if (!who) return { code: 401, result: 'Refresh token is not valid' };
      refreshTokens.delete(presented);
      issued++;
      tokens.set(`token-${issued}`, who);
      refreshTokens.set(`refresh-${issued}`, who);
      return { result: `token-${issued}`, meta: { refreshToken: `refresh-${issued}` } };
    },
    'POST /api/user/logout': () => ({ result: true }),
    'GET /api/user/me': (call) => {
      const who = owner(call);
      if (!who || who === 'INVALID') return { code: 401, result: 'Token expired' };
      return { result: { id: 1, email: who, firstname: 'Ada', lastname: 'Lovelace', group_id: 1, addresses: [] } };
    },
    'GET /api/user/order-history': (call) => {
      const who = owner(call);
      if (!who || who === 'INVALID') return { code: 401, result: 'Token expired' };
      return {
        result: {
          items: [],
          total_count: 0,
          search_criteria: { page_size: Number(call.query['pageSize']), current_page: 1 },
        },
      };
    },
  });
  return {
    ...api,
    carts,
    stock,
    /** Makes an access token invalid (expiry). */
    expire: (token: string) => tokens.delete(token),
    /** The lines of a server cart as sku → qty. */
    linesOf: (cartId: string) => Object.fromEntries((carts.get(cartId)?.lines ?? []).map((l) => [l.sku, l.qty])),
  };
}
