import { useTestStorageEngine } from '@nanostores/persistent';
import { describe, expect, it } from 'vitest';
import { cartProduct as product, cartQtys as qtys, useCartTestEnvironment } from '../../../tests/support/cart-tests.ts';
import { $notifications } from '../notifications/store.ts';
import { configureApi } from '../api-client/client.ts';
import { $refreshToken, $token } from '../session/token.ts';
import {
  $cart,
  $cartCount,
  addToCart,
  applyCoupon,
  applyStockSync,
  authorizeCart,
  cartConfig,
  cartSettled,
  connectCart,
  loadCart,
  removeFromCart,
  resetCart,
  syncCart,
  updateQuantity,
} from './store.ts';
import { itemChecksum } from './items.ts';

useTestStorageEngine();
const env = useCartTestEnvironment({ stock: { LIMITED: 3, GONE: 0 } });
const messages = () => $notifications.get().map((n) => n.message);

describe('cart: adding and syncing', () => {
  it('adds to a new guest server cart, counts quantities and fetches totals', async () => {
    const result = await addToCart(product('A'), 2);
    expect(result.added).toBe(true);
    expect(result.message).toBe('Produkten har lagts i varukorgen!');
    const cart = $cart.get();
    expect(cart.serverToken).toBe('cart-1');
    expect(env.shop.linesOf('cart-1')).toEqual({ A: 2 });
    expect(cart.items[0]).toMatchObject({ sku: 'A', qty: 2, server_cart_id: 'cart-1' });
    expect(cart.totals?.grand_total).toBe(200);
    // The same product again: "quantity updated" (the error catalogue), with the checkout action like "added".
    const again = await addToCart(product('A'), 1);
    expect(again.message).toBe('Produktens antal har uppdaterats!');
    expect($notifications.get().at(-1)).toMatchObject({
      type: 'success',
      message: 'Produktens antal har uppdaterats!',
      action1: { label: 'Till kassan', href: '/checkout' },
    });
    await addToCart(product('B'), 1);
    expect(env.shop.linesOf('cart-1')).toEqual({ A: 3, B: 1 });
    expect($cartCount.get()).toBe(4);
    cartConfig.minicartCountType = 'items';
    $cart.setKey('items', [...$cart.get().items]);
    expect($cartCount.get()).toBe(2);
  });

  it('keeps lines with different options apart (checksum of sku + options)', async () => {
    const option = (v: number) => ({
      extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: v }] },
    });
    await addToCart({ ...product('P'), product_option: option(1) }, 1);
    await addToCart({ ...product('P'), product_option: option(2) }, 1);
    expect($cart.get().items).toHaveLength(2);
    expect(itemChecksum('P', option(1))).not.toBe(itemChecksum('P', option(2)));
  });

  it('does not sync when the items hash did not change', async () => {
    await addToCart(product('A'), 1);
    const pulls = env.shop.callsTo('GET /api/cart/pull').length;
    await syncCart();
    expect(env.shop.callsTo('GET /api/cart/pull')).toHaveLength(pulls);
    await syncCart({ forceSync: true });
    expect(env.shop.callsTo('GET /api/cart/pull')).toHaveLength(pulls + 1);
  });

  it('does not sync when disabled or offline', async () => {
    cartConfig.synchronize = false;
    await addToCart(product('A'), 1);
    expect($cart.get().serverToken).toBeNull();
    cartConfig.synchronize = true;
    env.online = false;
    await connectCart();
    expect(env.shop.callsTo('POST /api/cart/create')).toHaveLength(0);
  });

  it('caps an increase at the stock with the stock-limit info, restores the previous quantity when the server refuses, and removes a refused new line', async () => {
    await addToCart(product('LIMITED'), 2);
    const checksum = $cart.get().items[0]!.checksum;
    expect(await updateQuantity(checksum, 5)).toEqual([]);
    expect(qtys()).toEqual({ LIMITED: 3 });
    expect(messages().slice(-2)).toEqual(['Endast 3 st finns i lager.', 'Produktens antal har uppdaterats!']);
    // Nothing left: the same info, the line unchanged, nothing sent.
    const updates = env.shop.callsTo('POST /api/cart/update').length;
    expect(await updateQuantity(checksum, 4)).toEqual(['Endast 3 st finns i lager.']);
    expect(qtys()).toEqual({ LIMITED: 3 });
    expect(env.shop.callsTo('POST /api/cart/update')).toHaveLength(updates);
    // The units were there at the check but gone at the update (another shopper): the server's refusal restores the line.
    Object.defineProperty(env.shop.stock, 'LIMITED', {
      configurable: true,
      enumerable: true,
      get: () => (env.shop.calls.at(-1)?.path === '/api/stock/check' ? 10 : 3),
    });
    try {
      expect(await updateQuantity(checksum, 5)).toEqual(['Det begärda antalet finns inte tillgängligt']);
      expect(qtys()).toEqual({ LIMITED: 3 });
    } finally {
      delete env.shop.stock['LIMITED'];
      env.shop.stock['LIMITED'] = 3;
    }
    env.shop.stock['NEW'] = 0;
    // The stock check says out of stock: nothing is added and the out-of-stock message is shown.
    const out = await addToCart(product('NEW'), 1);
    expect(out.added).toBe(false);
    expect(out.message).toBe('Produkten är slut i lager och kan inte läggas i varukorgen!');
  });

  it('re-creates a cart the server no longer has and pushes the lines again', async () => {
    await addToCart(product('A'), 2);
    env.shop.carts.delete('cart-1');
    await addToCart(product('B'), 1);
    expect($cart.get().serverToken).toBe('cart-2');
    expect(env.shop.linesOf('cart-2')).toEqual({ A: 2, B: 1 });
  });

  it('a 401 whose token cannot be refreshed logs out first; the guest cart then keeps the line being added', async () => {
    $token.set('token-1');
    await addToCart(product('A'), 2);
    expect($cart.get()).toMatchObject({ serverToken: 'cart-1', guest: false });
    env.shop.expire('token-1');
    const added = await addToCart(product('B'), 1);
    expect(added.added).toBe(true);
    expect($token.get()).toBe('');
    expect(qtys()).toEqual({ B: 1 });
    expect($cart.get()).toMatchObject({ serverToken: 'cart-2', guest: true });
    expect(env.shop.linesOf('cart-2')).toEqual({ B: 1 });
    // The customer's cart on the server is left as it was.
    expect(env.shop.linesOf('cart-1')).toEqual({ A: 2 });
  });

  it('falls back to a guest cart on a 401 the session survives, up to the bypass limit, then disables sync', async () => {
    // The refresh succeeds but the customer cart is still refused (a second 401): the session stays, the cart bypasses.
    configureApi({
      fetch: (input, init) =>
        input.includes('/api/cart/create') && input.includes('token=')
          ? Promise.resolve(Response.json({ code: 401, result: 'Token expired' }))
          : env.shop.fetch(input, init),
    });
    $refreshToken.set('refresh-1');
    $token.set('token-1');
    await addToCart(product('A'), 1);
    expect($cart.get()).toMatchObject({ serverToken: 'cart-1', guest: true, bypassCount: 1 });
    expect(env.shop.linesOf('cart-1')).toEqual({ A: 1 });
    expect($token.get()).not.toBe('');
    await resetCart();
    cartConfig.maxCartBypassAttempts = 0;
    await connectCart();
    expect($cart.get().syncEnabled).toBe(false);
  });

  it('removes a line on the server too', async () => {
    await addToCart(product('A'), 1);
    await addToCart(product('B'), 1);
    await removeFromCart($cart.get().items[0]!.checksum);
    expect(env.shop.linesOf('cart-1')).toEqual({ B: 1 });
    expect(qtys()).toEqual({ B: 1 });
  });
});

describe('cart: merging with the server cart', () => {
  async function serverCartWith(lines: Record<string, number>): Promise<string> {
    const id = `cart-${env.shop.carts.size + 1}`;
    await env.shop.fetch(`/api/cart/create?storeCode=sv`, { method: 'POST' });
    for (const [sku, qty] of Object.entries(lines)) {
      await env.shop.fetch(`/api/cart/update?cartId=${id}`, {
        method: 'POST',
        body: JSON.stringify({ cartItem: { sku, qty } }),
      });
    }
    return id;
  }

  it('adopts server-only lines by default and pushes local quantities', async () => {
    const id = await serverCartWith({ S: 1, A: 5 });
    $cart.set({
      ...$cart.get(),
      serverToken: id,
      items: [{ ...product('A'), price: 100, qty: 2, checksum: itemChecksum('A') }],
    });
    await syncCart({ forceSync: true });
    expect(qtys()).toEqual({ A: 2, S: 1 });
    expect(env.shop.linesOf(id)).toEqual({ S: 1, A: 2 });
  });

  it('deletes server-only lines when the client state is forced', async () => {
    const id = await serverCartWith({ S: 1 });
    $cart.set({
      ...$cart.get(),
      serverToken: id,
      items: [{ ...product('A'), price: 100, qty: 2, checksum: itemChecksum('A') }],
    });
    await syncCart({ forceSync: true, forceClientState: true });
    expect(env.shop.linesOf(id)).toEqual({ A: 2 });
    expect(qtys()).toEqual({ A: 2 });
  });

  it('serverSyncCanRemoveLocalItems and serverSyncCanModifyLocalItems let the server win', async () => {
    cartConfig.serverSyncCanRemoveLocalItems = true;
    cartConfig.serverSyncCanModifyLocalItems = true;
    const id = await serverCartWith({ A: 5 });
    $cart.set({
      ...$cart.get(),
      serverToken: id,
      items: [
        { ...product('A'), price: 100, qty: 2, checksum: itemChecksum('A') },
        { ...product('L'), price: 100, qty: 1, checksum: itemChecksum('L') },
      ],
    });
    await syncCart({ forceSync: true });
    expect(qtys()).toEqual({ A: 5 });
    expect(env.shop.linesOf(id)).toEqual({ A: 5 });
  });

  it('serverMergeByDefault off: connecting forces the browser cart onto the server cart', async () => {
    cartConfig.serverMergeByDefault = false;
    $token.set('token-1');
    await env.shop.fetch('/api/cart/create?token=token-1', { method: 'POST' });
    await env.shop.fetch('/api/cart/update?cartId=cart-1&token=token-1', {
      method: 'POST',
      body: JSON.stringify({ cartItem: { sku: 'OLD', qty: 1 } }),
    });
    $cart.set({ ...$cart.get(), items: [{ ...product('A'), price: 100, qty: 1, checksum: itemChecksum('A') }] });
    await connectCart();
    expect(env.shop.linesOf('cart-1')).toEqual({ A: 1 });
  });

  it('on login merges the guest cart into the customer cart exactly once and reapplies the coupon', async () => {
    // The customer's cart from an earlier visit.
    await env.shop.fetch('/api/cart/create?token=token-1', { method: 'POST' });
    await env.shop.fetch('/api/cart/update?cartId=cart-1&token=token-1', {
      method: 'POST',
      body: JSON.stringify({ cartItem: { sku: 'A', qty: 2 } }),
    });
    await env.shop.fetch('/api/cart/update?cartId=cart-1&token=token-1', {
      method: 'POST',
      body: JSON.stringify({ cartItem: { sku: 'C', qty: 1 } }),
    });
    // A guest cart in the browser with a coupon.
    await addToCart(product('A'), 1);
    await addToCart(product('B'), 1);
    expect(await applyCoupon('VINTER10')).toBe(true);
    const guestCart = $cart.get().serverToken!;
    expect(guestCart).toBe('cart-2');
    $token.set('token-1');
    // Login event, a racing sync and a second login event.
    await Promise.all([authorizeCart(), syncCart({ forceSync: true }), authorizeCart()]);
    await authorizeCart();
    await syncCart({ forceSync: true });
    expect($cart.get()).toMatchObject({ serverToken: 'cart-1', guest: false, couponCode: 'VINTER10' });
    expect(env.shop.linesOf('cart-1')).toEqual({ A: 3, C: 1, B: 1 });
    expect(qtys()).toEqual({ A: 3, B: 1, C: 1 });
    expect(env.shop.carts.get('cart-1')!.coupon).toBe('VINTER10');
    expect(env.shop.carts.get(guestCart)!.coupon).toBeNull();
  });
  it('a login merge cut short by a reload (the guest cart still stored, the token already kept) is finished on the next load, once', async () => {
    await env.shop.fetch('/api/cart/create?token=token-1', { method: 'POST' });
    await env.shop.fetch('/api/cart/update?cartId=cart-1&token=token-1', {
      method: 'POST',
      body: JSON.stringify({ cartItem: { sku: 'A', qty: 1 } }),
    });
    await addToCart(product('A'), 2);
    await addToCart(product('B'), 1);
    await cartSettled();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The login answered and the token is stored; the page went away before the merge ran.
    $token.set('token-1');
    $cart.set({ ...$cart.get(), items: [], serverToken: null, loaded: false });
    await loadCart();
    expect($cart.get()).toMatchObject({ serverToken: 'cart-1', guest: false });
    expect(env.shop.linesOf('cart-1')).toEqual({ A: 3, B: 1 });
    expect(qtys()).toEqual({ A: 3, B: 1 });
    // The merge answered but the browser never heard it (stored state still the guest cart): nothing is summed twice.
    await new Promise((resolve) => setTimeout(resolve, 10));
    $cart.set({ ...$cart.get(), items: [], serverToken: null, loaded: false });
    await authorizeCart();
    expect(env.shop.linesOf('cart-1')).toEqual({ A: 3, B: 1 });
    expect(qtys()).toEqual({ A: 3, B: 1 });
  });
});

describe('cart: coupons, stock and storage', () => {
  it('shows the coupon error in the shopper language', async () => {
    await addToCart(product('A'), 1);
    expect(await applyCoupon('NOPE')).toBe(false);
    expect(messages()).toContain('Rabattkoden är inte giltig. Kontrollera koden och försök igen.');
    expect(await applyCoupon('')).toBe(false);
  });

  it('caps the quantity at the stock less what is in the cart, with the stock-limit message', async () => {
    await addToCart(product('LIMITED'), 2);
    const result = await addToCart(product('LIMITED'), 5);
    expect(result.decision).toMatchObject({ outcome: 'capped', qty: 1 });
    expect(result.message).toBe('Endast 3 st finns i lager.');
    expect(qtys()).toEqual({ LIMITED: 3 });
    const none = await addToCart(product('LIMITED'), 1);
    expect(none.added).toBe(false);
  });

  it('refuses a product with an unknown price or a product error', async () => {
    expect((await addToCart({ ...product('A'), price_incl_tax: -1 }, 1)).message).toBe(
      'Produktens pris är okänt, den kan inte läggas i varukorgen!',
    );
    expect(
      (await addToCart({ ...product('A'), errors: { variants: 'No available product variants' } }, 1)).message,
    ).toBe('Inga tillgängliga varianter av produkten');
    expect($cart.get().items).toEqual([]);
  });

  it('adds with a volatile warning when the stock cannot be checked (offline)', async () => {
    cartConfig.synchronize = false;
    env.online = false;
    const result = await addToCart(product('A'), 1);
    expect(result.decision.outcome).toBe('volatile');
    expect(result.added).toBe(true);
    expect(messages()[0]).toContain('förhandsreservation');
  });

  it('applies stock-sync events: marks lines, or drops out-of-stock ones when sync is off', async () => {
    cartConfig.synchronize = false;
    await addToCart(product('A'), 1);
    await addToCart(product('B'), 1);
    applyStockSync([{ sku: 'A', qty: 0, is_in_stock: false, manage_stock: true }]);
    expect(qtys()).toEqual({ B: 1 });
    cartConfig.synchronize = true;
    applyStockSync([{ sku: 'B', qty: 0, is_in_stock: false, manage_stock: true }]);
    expect($cart.get().items[0]).toMatchObject({ sku: 'B', is_in_stock: false });
  });

  it('survives a reload through IndexedDB and syncs with its server cart', async () => {
    await addToCart(product('A'), 2);
    await cartSettled();
    await new Promise((resolve) => setTimeout(resolve, 10));
    $cart.set({ ...$cart.get(), items: [], serverToken: null, loaded: false });
    await loadCart();
    expect(qtys()).toEqual({ A: 2 });
    expect($cart.get().serverToken).toBe('cart-1');
  });

  it('a logged-in customer cart is still the customer cart after a reload (its calls carry the token)', async () => {
    $token.set('token-1');
    await addToCart(product('A'), 1);
    await cartSettled();
    expect($cart.get()).toMatchObject({ serverToken: 'cart-1', guest: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    $cart.set({ ...$cart.get(), items: [], serverToken: null, guest: true, loaded: false });
    await loadCart();
    expect($cart.get()).toMatchObject({ serverToken: 'cart-1', guest: false });
    await addToCart(product('B'), 1);
    expect(env.shop.linesOf('cart-1')).toEqual({ A: 1, B: 1 });
  });
});

describe('cart: bundles are checked per part', () => {
  it('counts the parts inside bundle lines against the part stock', async () => {
    const bundle = (option: number) => ({
      ...product('PKG'),
      type_id: 'bundle',
      product_option: {
        extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [option] }] },
      },
      bundleChildren: [{ sku: 'LIMITED', qty: 1 }],
    });
    expect((await addToCart(bundle(1), 2)).decision.outcome).toBe('ok');
    const capped = await addToCart(bundle(1), 2);
    expect(capped.decision).toMatchObject({ outcome: 'capped', qty: 1 });
    expect(capped.message).toBe('Endast 3 st finns i lager.');
    expect(qtys()).toEqual({ PKG: 3 });
    expect((await addToCart(bundle(1), 1)).added).toBe(false);
  });
});
