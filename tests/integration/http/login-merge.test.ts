/**
 * The login merge: cart.create with a token and the guest cart id adds the guest lines to the customer cart in one
 * transaction and closes the guest cart, so a repeated or concurrent call adds nothing twice.
 */
import { describe, expect, it } from 'vitest';
import { cartCreateContract, cartPullContract, cartUpdateContract } from '../../../src/lib/cart/contract.ts';
import { newCart, newCustomer } from '../../support/customers.ts';
import { testRequest } from '../../support/http.ts';

async function cartWith(lines: Record<string, number>, token?: string): Promise<string> {
  const cartId = await newCart({ token });
  for (const [sku, qty] of Object.entries(lines)) {
    const added = await testRequest(cartUpdateContract, {
      query: { cartId },
      body: { cartItem: { sku, qty } },
      token,
    });
    expect(added.status, JSON.stringify(added.result)).toBe(200);
  }
  return cartId;
}

async function linesOf(cartId: string, token?: string): Promise<Record<string, number>> {
  const pulled = await testRequest(cartPullContract, { query: { cartId }, token });
  expect(pulled.status).toBe(200);
  return Object.fromEntries(pulled.result.map((l) => [l.sku, l.qty]));
}

describe('login merge of the guest cart', () => {
  it('sums the guest lines into the customer cart once, however often (and however concurrently) it is asked', async () => {
    const { token } = await newCustomer('merge-once');
    const customerCart = await cartWith({ '150001-001': 1 }, token);
    const guestCart = await cartWith({ '150001-001': 2, '150005-000': 1 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => testRequest(cartCreateContract, { token, body: { guestCartId: guestCart } })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.result).toBe(customerCart);
    }
    expect(await linesOf(customerCart, token)).toEqual({ '150001-001': 3, '150005-000': 1 });
    // The guest cart is closed: its id no longer opens it, and a later retry adds nothing.
    expect((await testRequest(cartPullContract, { query: { cartId: guestCart } })).status).toBe(404);
    expect((await testRequest(cartCreateContract, { token, body: { guestCartId: guestCart } })).result).toBe(
      customerCart,
    );
    expect(await linesOf(customerCart, token)).toEqual({ '150001-001': 3, '150005-000': 1 });
  });

  it("a first login creates the customer cart from the guest cart; another customer's cart is never taken", async () => {
    const { token } = await newCustomer('merge-new');
    const guestCart = await cartWith({ '150005-000': 2 });
    const created = await testRequest(cartCreateContract, { token, body: { guestCartId: guestCart } });
    expect(created.status).toBe(200);
    expect(await linesOf(created.result, token)).toEqual({ '150005-000': 2 });

    const { token: otherToken } = await newCustomer('merge-other');
    const othersCart = await cartWith({ '150001-001': 1 }, otherToken);
    const mine = await testRequest(cartCreateContract, { token, body: { guestCartId: othersCart } });
    expect(mine.result).toBe(created.result);
    expect(await linesOf(created.result, token)).toEqual({ '150005-000': 2 });
    expect(await linesOf(othersCart, otherToken)).toEqual({ '150001-001': 1 });
  });

  it("a malformed guest cart id is the catalogue's 400 (translated by the storefront) and changes nothing", async () => {
    const { token } = await newCustomer('merge-bad');
    const refused = await testRequest(cartCreateContract, {
      storeCode: 'fi',
      token,
      body: { guestCartId: 'no such cart' },
    });
    expect(refused.status).toBe(400);
    expect(refused.result).toBe('Cart not found, please re-create the cart');
  });
});
