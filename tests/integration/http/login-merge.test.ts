/**
 * The login merge over HTTP against the built shop (issue 18): the browser hands the guest cart id to
 * `POST /api/cart/create` with the customer's token; the server adds the guest lines to the customer cart in one
 * transaction and closes the guest cart, so a repeated or concurrent call (a shopper who reloaded mid-merge) adds
 * nothing twice and an aborted browser cannot lose the lines.
 */
import { describe, expect, it } from 'vitest';
import { request } from '../../support/http.ts';

const password = 'Fjällräv-2026!';

async function customer(tag: string): Promise<string> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  expect(
    (
      await request('POST', '/api/user/create', {
        body: { customer: { email, firstname: 'Maja', lastname: 'Merge' }, password },
      })
    ).status,
  ).toBe(200);
  const login = await request('POST', '/api/user/login', { body: { username: email, password } });
  expect(login.status).toBe(200);
  return login.result as string;
}

async function cartWith(lines: Record<string, number>, token?: string): Promise<string> {
  const created = await request('POST', '/api/cart/create', token ? { token } : {});
  expect(created.status).toBe(200);
  for (const [sku, qty] of Object.entries(lines)) {
    const added = await request('POST', `/api/cart/update?cartId=${created.result}`, {
      body: { cartItem: { sku, qty } },
      ...(token ? { token } : {}),
    });
    expect(added.status, JSON.stringify(added.result)).toBe(200);
  }
  return created.result as string;
}

async function linesOf(cartId: string, token?: string): Promise<Record<string, number>> {
  const pulled = await request('GET', `/api/cart/pull?cartId=${cartId}`, token ? { token } : {});
  expect(pulled.status).toBe(200);
  return Object.fromEntries((pulled.result as { sku: string; qty: number }[]).map((l) => [l.sku, l.qty]));
}

describe('login merge of the guest cart', () => {
  it('sums the guest lines into the customer cart once, however often (and however concurrently) it is asked', async () => {
    const token = await customer('merge-once');
    const customerCart = await cartWith({ '150001-001': 1 }, token);
    const guestCart = await cartWith({ '150001-001': 2, '150005-000': 1 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => request('POST', '/api/cart/create', { token, body: { guestCartId: guestCart } })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.result).toBe(customerCart);
    }
    expect(await linesOf(customerCart, token)).toEqual({ '150001-001': 3, '150005-000': 1 });
    // The guest cart is closed: its id no longer opens it, and a later retry adds nothing.
    expect((await request('GET', `/api/cart/pull?cartId=${guestCart}`)).status).toBe(404);
    expect((await request('POST', '/api/cart/create', { token, body: { guestCartId: guestCart } })).result).toBe(
      customerCart,
    );
    expect(await linesOf(customerCart, token)).toEqual({ '150001-001': 3, '150005-000': 1 });
  });

  it("a first login creates the customer cart from the guest cart; another customer's cart is never taken", async () => {
    const token = await customer('merge-new');
    const guestCart = await cartWith({ '150005-000': 2 });
    const created = await request('POST', '/api/cart/create', { token, body: { guestCartId: guestCart } });
    expect(created.status).toBe(200);
    expect(await linesOf(created.result, token)).toEqual({ '150005-000': 2 });

    const otherToken = await customer('merge-other');
    const othersCart = await cartWith({ '150001-001': 1 }, otherToken);
    const mine = await request('POST', '/api/cart/create', { token, body: { guestCartId: othersCart } });
    expect(mine.result).toBe(created.result);
    expect(await linesOf(created.result, token)).toEqual({ '150005-000': 2 });
    expect(await linesOf(othersCart, otherToken)).toEqual({ '150001-001': 1 });
  });

  it("a malformed guest cart id is the catalogue's 400 (translated by the storefront) and changes nothing", async () => {
    const token = await customer('merge-bad');
    const refused = await request('POST', '/api/cart/create?storeCode=fi', {
      token,
      body: { guestCartId: 'no such cart' },
    });
    expect(refused.status).toBe(400);
    expect(refused.result).toBe('Cart not found, please re-create the cart');
  });
});
