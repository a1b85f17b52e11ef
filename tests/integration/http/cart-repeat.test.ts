/**
 * A cart change pushed twice counts once (issue 18) over HTTP against the built shop: the browser pushes a line the
 * server did not show it with `qty_mode: 'set'`, so the push a next page repeats after a navigation cut the first
 * one's answer (or that races the cut one on the server) leaves the quantity the shopper chose. A client that does not
 * send the field keeps the contract's add (api-contract.md "Cart").
 */
import { describe, expect, it } from 'vitest';
import { request } from '../../support/http.ts';

async function guestCart(): Promise<string> {
  const created = await request('POST', '/api/cart/create');
  expect(created.status).toBe(200);
  return created.result as string;
}

async function linesOf(cartId: string): Promise<Record<string, number>> {
  const pulled = await request('GET', `/api/cart/pull?cartId=${cartId}`);
  expect(pulled.status).toBe(200);
  return Object.fromEntries((pulled.result as { sku: string; qty: number }[]).map((l) => [l.sku, l.qty]));
}

const push = (cartId: string, cartItem: Record<string, unknown>) =>
  request('POST', `/api/cart/update?cartId=${cartId}`, { body: { cartItem } });

describe('repeating a cart change', () => {
  it('the same line pushed twice with qty_mode set is counted once, one after the other and concurrently', async () => {
    const cartId = await guestCart();
    const line = { sku: '150001-001', qty: 2, qty_mode: 'set', quoteId: cartId };
    const first = await push(cartId, line);
    expect(first.status).toBe(200);
    const again = await push(cartId, line);
    expect(again.status).toBe(200);
    expect(again.result).toMatchObject({ item_id: first.result.item_id, sku: '150001-001', qty: 2 });
    expect(await linesOf(cartId)).toEqual({ '150001-001': 2 });

    const racing = await guestCart();
    const answers = await Promise.all(
      [1, 2, 3].map(() => push(racing, { sku: '150005-000', qty: 1, qty_mode: 'set' })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((a) => a.result.item_id)).size).toBe(1);
    expect(await linesOf(racing)).toEqual({ '150005-000': 1 });
  });

  it('without qty_mode (or with add) a repeated add still raises the line, as the contract says for other clients', async () => {
    const cartId = await guestCart();
    expect((await push(cartId, { sku: '150001-001', qty: 1 })).status).toBe(200);
    expect((await push(cartId, { sku: '150001-001', qty: 1, qty_mode: 'add' })).status).toBe(200);
    expect(await linesOf(cartId)).toEqual({ '150001-001': 2 });
    // 'set' after that is the line's quantity, not another add.
    expect((await push(cartId, { sku: '150001-001', qty: 1, qty_mode: 'set' })).result.qty).toBe(1);
    expect(await linesOf(cartId)).toEqual({ '150001-001': 1 });
  });

  it('a set beyond the stock or an unknown mode is a translated 400 and changes nothing', async () => {
    const cartId = await guestCart();
    expect((await push(cartId, { sku: '150001-001', qty: 1, qty_mode: 'set' })).status).toBe(200);
    const tooMany = await request('POST', `/api/cart/update?cartId=${cartId}&storeCode=fi`, {
      body: { cartItem: { sku: '150001-001', qty: 9999, qty_mode: 'set' } },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.result).toBe('The requested qty is not available');
    const unknown = await push(cartId, { sku: '150001-001', qty: 3, qty_mode: 'replace' });
    expect(unknown.status).toBe(400);
    expect(await linesOf(cartId)).toEqual({ '150001-001': 1 });
  });
});
