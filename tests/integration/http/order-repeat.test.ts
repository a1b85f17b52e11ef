/**
 * A repeated order call (its answer lost, the client sends it again): the same order_id and contents answer the
 * first order, also once its cart is closed; other contents or another caller get the conflict and change nothing;
 * a cart that is not the caller's is not found.
 */
import { describe, expect, it } from 'vitest';
import { cartUpdateContract } from '../../../src/lib/cart/contract.ts';
import { orderCreateContract } from '../../../src/lib/checkout/contract.ts';
import { errorMessages } from '../../../src/lib/i18n/errors.ts';
import { guestOrderBody } from '../../support/order-body.ts';
import { newCart, newCustomer, unique } from '../../support/customers.ts';
import { shopQuery, testRequest } from '../../support/http.ts';

describe('a repeated order call', () => {
  const sku = async () =>
    (
      await shopQuery(
        `SELECT p.sku FROM products p JOIN stock_items s ON s.product_id = p.id
         WHERE p.parent_id IS NULL AND p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.qty > 50
         ORDER BY p.id LIMIT 1`,
      )
    ).rows[0].sku as string;
  const cartWith = async (item: string, token?: string) => {
    const cartId = await newCart({ token });
    const added = await testRequest(cartUpdateContract, {
      query: { cartId },
      body: { cartItem: { sku: item, qty: 1 } },
      token,
    });
    expect(added.status).toBe(200);
    return cartId;
  };
  const stored = async (orderId: string) =>
    Number((await shopQuery('SELECT count(*) AS n FROM orders WHERE order_hash = $1', [orderId])).rows[0].n);

  it("answers the first order to the same call, once its cart is closed, and nobody else's", async () => {
    const item = await sku();
    const cartId = await cartWith(item);
    const orderId = unique('repeat');
    const body = { ...guestOrderBody([{ sku: item, qty: 1 }], { orderId }), cart_id: cartId };
    const first = await testRequest(orderCreateContract, { body });
    expect(first.status).toBe(200);
    const again = await testRequest(orderCreateContract, { body });
    expect(again.status).toBe(200);
    expect(again.result).toEqual(first.result);
    const changed = await testRequest(orderCreateContract, {
      body: { ...guestOrderBody([{ sku: item, qty: 2 }], { orderId }), cart_id: cartId },
    });
    expect([changed.status, changed.result]).toEqual([409, errorMessages.orderIdConflict]);
    // The closed cart with a new order_id is not found.
    const closed = await testRequest(orderCreateContract, {
      body: { ...guestOrderBody([{ sku: item, qty: 1 }], { orderId: unique('repeat') }), cart_id: cartId },
    });
    expect([closed.status, closed.result]).toEqual([404, errorMessages.cartRecreate]);
    expect(await stored(orderId)).toBe(1);
  });

  it("a customer's order repeats only with the customer's token; another caller's cart is not found", async () => {
    const item = await sku();
    const { token } = await newCustomer('repeat');
    const cartId = await cartWith(item, token);
    const orderId = unique('repeat');
    const body = { ...guestOrderBody([{ sku: item, qty: 1 }], { orderId }), cart_id: cartId };
    const first = await testRequest(orderCreateContract, { body, token });
    expect(first.status).toBe(200);
    expect((await testRequest(orderCreateContract, { body, token })).result).toEqual(first.result);
    const guest = await testRequest(orderCreateContract, { body });
    expect([guest.status, guest.result]).toEqual([409, errorMessages.orderIdConflict]);

    const other = await cartWith(item, token);
    const stranger = await testRequest(orderCreateContract, {
      body: { ...guestOrderBody([{ sku: item, qty: 1 }], { orderId: unique('repeat') }), cart_id: other },
    });
    expect([stranger.status, stranger.result]).toEqual([404, errorMessages.cartRecreate]);
    expect(await stored(orderId)).toBe(1);
  });

  it('answers the first order of a call without a cart, and of one naming an unknown cart', async () => {
    const item = await sku();
    const orderId = unique('repeat');
    const body = guestOrderBody([{ sku: item, qty: 1 }], { orderId });
    const first = await testRequest(orderCreateContract, { body });
    expect(first.status).toBe(200);
    expect((await testRequest(orderCreateContract, { body })).result).toEqual(first.result);
    const unknown = await testRequest(orderCreateContract, {
      body: { ...guestOrderBody([{ sku: item, qty: 1 }], { orderId: unique('repeat') }), cart_id: 'no-such-cart' },
    });
    expect([unknown.status, unknown.result]).toEqual([404, errorMessages.cartRecreate]);
    expect(await stored(orderId)).toBe(1);
  });
});
