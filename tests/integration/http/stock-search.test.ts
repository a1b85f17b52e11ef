/**
 * Orders and the search index: the search right after an order answers the quantity the order left, and no longer
 * lists a product the order sold out.
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
  const listed = async () => {
    const answer = await testRequest(productSearchContract, {
      storeCode: 'sv',
      body: { query: { filters: { id: [product.id] } }, size: 1 },
    });
    expect(answer.status).toBe(200);
    return answer.result.items.map((item) => ({ id: item.id, qty: item.stock?.qty }));
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

  it('answers the quantity each order leaves, and drops a product sold out', async () => {
    expect(await listed()).toEqual([{ id: product.id, qty: 20 }]);
    await order(1);
    expect(await listed()).toEqual([{ id: product.id, qty: 19 }]);
    await order(13);
    expect(await listed()).toEqual([{ id: product.id, qty: 6 }]);
    await order(1);
    expect(await listed()).toEqual([{ id: product.id, qty: 5 }]);
    await order(5); // sold out
    expect(await listed()).toEqual([]);
  });
});
