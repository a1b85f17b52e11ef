import { beforeEach, describe, expect, it } from 'vitest';
import { cartProduct as product, cartQtys as qtys, useCartTestEnvironment } from '../../../tests/support/cart-tests.ts';
import { $token } from '../session/token.ts';
import { $cart, $cartCount, addToCart, authorizeCart, cartSettled, loadCart, resetCart } from './store.ts';

/** The browser's cookie jar as `document.cookie` shows it (name=value pairs; Max-Age=0 deletes). */
const jar = new Map<string, string>();
Object.defineProperty(globalThis, 'document', {
  configurable: true,
  value: {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    },
  },
});

const env = useCartTestEnvironment();

/** A cart call as the server answers it (the envelope's result). */
async function cartCall(path: string, query: Record<string, string> = {}, body?: unknown): Promise<unknown> {
  const response = await env.shop.fetch(`/api/cart/${path}?${new URLSearchParams(query)}`, {
    method: 'POST',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** A new guest cart on the server, not (yet) in the cookie. */
const newCart = async (): Promise<string> => String(await cartCall('create'));

/** What the cart page form without JavaScript does on the server: a guest cart in the cookie, lines added to it. */
async function formAdds(lines: Record<string, number>, cartId = jar.get('np_cart_sv')): Promise<string> {
  const id = cartId ?? (await newCart());
  for (const [sku, qty] of Object.entries(lines)) await cartCall('update', { cartId: id }, { cartItem: { sku, qty } });
  jar.set('np_cart_sv', id);
  jar.set('np_cart_changed_sv', '1');
  return id;
}

/** A new page: the stores start empty and read IndexedDB again. */
async function reload(): Promise<void> {
  await cartSettled();
  await new Promise((resolve) => setTimeout(resolve, 10));
  $cart.set({ ...$cart.get(), items: [], serverToken: null, guest: true, loaded: false, mergedInto: null });
}

beforeEach(() => {
  jar.clear();
});

describe('one cart with and without JavaScript', () => {
  it('the islands show the cart a form without JavaScript filled, and forget the change mark', async () => {
    const id = await formAdds({ A: 2 });
    await reload();
    await loadCart();
    expect($cart.get().serverToken).toBe(id);
    expect(qtys()).toEqual({ A: 2 });
    expect($cartCount.get()).toBe(2);
    expect(jar.has('np_cart_changed_sv')).toBe(false);
  });

  it('puts the islands’ guest cart id in the cookie, so the form adds to the same cart; the form’s changes win once', async () => {
    await addToCart(product('A'), 1);
    await addToCart(product('B'), 1);
    const id = $cart.get().serverToken!;
    expect(jar.get('np_cart_sv')).toBe(id);
    // JavaScript off: the form adds one more A (the server sums) and the cart page removes B.
    await formAdds({ A: 1 });
    env.shop.carts.get(id)!.lines = env.shop.carts.get(id)!.lines.filter((l) => l.sku !== 'B');
    await reload();
    await loadCart();
    expect(qtys()).toEqual({ A: 2 });
    expect(env.shop.linesOf(id)).toEqual({ A: 2 });
    // Loading again changes nothing.
    await reload();
    await loadCart();
    expect(qtys()).toEqual({ A: 2 });
    expect(env.shop.linesOf(id)).toEqual({ A: 2 });
  });

  it('merges a browser cart and another cart of the form exactly once (quantities summed)', async () => {
    await addToCart(product('B'), 1);
    const formCart = await formAdds({ A: 1, B: 2 }, await newCart());
    await reload();
    await loadCart();
    expect($cart.get().serverToken).toBe(formCart);
    expect(qtys()).toEqual({ A: 1, B: 3 });
    expect(env.shop.linesOf(formCart)).toEqual({ A: 1, B: 3 });
    expect(jar.get('np_cart_sv')).toBe(formCart);
    await reload();
    await loadCart();
    expect(env.shop.linesOf(formCart)).toEqual({ A: 1, B: 3 });
  });

  it('an add on a page that never opened the cart extends the stored cart', async () => {
    await addToCart(product('A'), 1);
    const id = $cart.get().serverToken;
    await reload();
    await addToCart(product('B'), 1);
    expect(qtys()).toEqual({ A: 1, B: 1 });
    expect($cart.get().serverToken).toBe(id);
    expect(env.shop.linesOf(id!)).toEqual({ A: 1, B: 1 });
  });

  it('a customer cart never goes in the cookie; the guest cart merged at login and logout leave none', async () => {
    await addToCart(product('A'), 1);
    expect(jar.has('np_cart_sv')).toBe(true);
    $token.set('token-1');
    await authorizeCart();
    expect($cart.get().guest).toBe(false);
    expect(jar.has('np_cart_sv')).toBe(false);
    expect(qtys()).toEqual({ A: 1 });
    await resetCart();
    expect(jar.has('np_cart_sv')).toBe(false);
  });

  it('a customer takes in the lines a form without JavaScript put in a guest cart, once', async () => {
    $token.set('token-1');
    await addToCart(product('A'), 1);
    const customerCart = $cart.get().serverToken!;
    await formAdds({ A: 1, C: 2 }, await newCart());
    await reload();
    await loadCart();
    expect(env.shop.linesOf(customerCart)).toEqual({ A: 2, C: 2 });
    expect(jar.has('np_cart_sv')).toBe(false);
    await reload();
    await loadCart();
    expect(env.shop.linesOf(customerCart)).toEqual({ A: 2, C: 2 });
  });
});
