/**
 * A cart line pushed twice with `qty_mode: 'set'` counts once (a push repeated after a navigation cut its answer);
 * without the field an update still adds, as other clients expect.
 */
import { describe, expect, it } from 'vitest';
import { cartPullContract, cartUpdateContract } from '../../../src/lib/cart/contract.ts';
import type { CartUpdateInput } from '../../../src/lib/cart/schema.ts';
import { newCart } from '../../support/customers.ts';
import { invalid, testRequest } from '../../support/http.ts';

async function linesOf(cartId: string): Promise<Record<string, number>> {
  const pulled = await testRequest(cartPullContract, { query: { cartId } });
  expect(pulled.status).toBe(200);
  return Object.fromEntries(pulled.result.map((l) => [l.sku, l.qty]));
}

const push = (cartId: string, cartItem: CartUpdateInput['cartItem'], storeCode = 'sv') =>
  testRequest(cartUpdateContract, { storeCode, query: { cartId }, body: { cartItem } });

describe('repeating a cart change', () => {
  it('the same line pushed twice with qty_mode set is counted once, one after the other and concurrently', async () => {
    const cartId = await newCart();
    const line = { sku: '150001-001', qty: 2, qty_mode: 'set' as const, quoteId: cartId };
    const first = await push(cartId, line);
    expect(first.status).toBe(200);
    const again = await push(cartId, line);
    expect(again.status).toBe(200);
    expect(again.result).toMatchObject({ item_id: first.result.item_id, sku: '150001-001', qty: 2 });
    expect(await linesOf(cartId)).toEqual({ '150001-001': 2 });

    const racing = await newCart();
    const answers = await Promise.all(
      [1, 2, 3].map(() => push(racing, { sku: '150005-000', qty: 1, qty_mode: 'set' })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((a) => a.result.item_id)).size).toBe(1);
    expect(await linesOf(racing)).toEqual({ '150005-000': 1 });
  });

  it('without qty_mode (or with add) a repeated add still raises the line, as the contract says for other clients', async () => {
    const cartId = await newCart();
    expect((await push(cartId, { sku: '150001-001', qty: 1 })).status).toBe(200);
    expect((await push(cartId, { sku: '150001-001', qty: 1, qty_mode: 'add' })).status).toBe(200);
    expect(await linesOf(cartId)).toEqual({ '150001-001': 2 });
    // 'set' after that is the line's quantity, not another add.
    expect((await push(cartId, { sku: '150001-001', qty: 1, qty_mode: 'set' })).result.qty).toBe(1);
    expect(await linesOf(cartId)).toEqual({ '150001-001': 1 });
  });

  it('a set beyond the stock or an unknown mode is a translated 400 and changes nothing', async () => {
    const cartId = await newCart();
    expect((await push(cartId, { sku: '150001-001', qty: 1, qty_mode: 'set' })).status).toBe(200);
    const tooMany = await push(cartId, { sku: '150001-001', qty: 9999, qty_mode: 'set' }, 'fi');
    expect(tooMany.status).toBe(400);
    expect(tooMany.result).toBe('The requested qty is not available');
    const unknown = await testRequest(cartUpdateContract, {
      query: { cartId },
      body: invalid({ cartItem: { sku: '150001-001', qty: 3, qty_mode: 'replace' } }),
    });
    expect(unknown.status).toBe(400);
    expect(await linesOf(cartId)).toEqual({ '150001-001': 1 });
  });
});
