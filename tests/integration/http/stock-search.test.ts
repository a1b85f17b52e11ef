/**
 * Orders and the search index: an order that leaves a product in stock above the low-stock number shown marks
 * nothing for the search index; one that leaves the low-stock number or sells the product out does, and a search
 * right after no longer lists a sold-out product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartUpdateContract } from '../../../src/lib/cart/contract.ts';
import { productSearchContract } from '../../../src/lib/catalog/contract.ts';
import { orderCreateContract } from '../../../src/lib/checkout/contract.ts';
import { guestOrderBody } from '../../support/order-body.ts';
import { newCart, unique } from '../../support/customers.ts';
import { shopQuery, testRequest } from '../../support/http.ts';

describe('stock taken by orders and the search index', () => {
  let product: { id: number; sku: string; qty: number; inStock: boolean };
  const marked = async () =>
    (await shopQuery('SELECT 1 FROM search_dirty WHERE product_id = $1', [product.id])).rows.length > 0;
  const listed = async () => {
    const answer = await testRequest(productSearchContract, {
      storeCode: 'sv',
      body: { query: { filters: { id: [product.id] } }, size: 1 },
    });
    expect(answer.status).toBe(200);
    return answer.result.items.map((item) => item.id);
  };
  const order = async (qty: number) => {
    const cartId = await newCart();
    const added = await testRequest(cartUpdateContract, {
      query: { cartId },
      body: { cartItem: { sku: product.sku, qty } },
    });
    expect(added.status).toBe(200);
    const placed = await testRequest(orderCreateContract, {
      body: { ...guestOrderBody([{ sku: product.sku, qty }], { orderId: unique('stock-search') }), cart_id: cartId },
    });
    expect(placed.status).toBe(200);
  };

  beforeAll(async () => {
    const { rows } = await shopQuery(
      `SELECT p.id, p.sku, s.qty, s.is_in_stock FROM products p JOIN stock_items s ON s.product_id = p.id
       WHERE p.parent_id IS NULL AND p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.manage_stock
       ORDER BY p.id DESC OFFSET 3 LIMIT 1`,
    );
    product = { id: rows[0].id, sku: rows[0].sku, qty: Number(rows[0].qty), inStock: rows[0].is_in_stock };
    await shopQuery('UPDATE stock_items SET qty = 20, is_in_stock = true WHERE product_id = $1', [product.id]);
  });
  afterAll(async () => {
    await shopQuery('UPDATE stock_items SET qty = $1, is_in_stock = $2 WHERE product_id = $3', [
      product.qty,
      product.inStock,
      product.id,
    ]);
  });

  it('marks a product for the index only when the stock an order leaves is shown differently', async () => {
    expect(await listed()).toEqual([product.id]); // the search refreshes what is marked
    expect(await marked()).toBe(false);
    await order(1); // 20 → 19
    expect(await marked()).toBe(false);
    await order(13); // 19 → 6
    expect(await marked()).toBe(false);
    expect(await listed()).toEqual([product.id]);
    await order(1); // 6 → 5: the number left is shown
    expect(await marked()).toBe(true);
    expect(await listed()).toEqual([product.id]);
    expect(await marked()).toBe(false);
    await order(5); // sold out
    expect(await marked()).toBe(true);
    expect(await listed()).toEqual([]);
  });
});
