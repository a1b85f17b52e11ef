/**
 * Orders, stock changes and the search index: the search right after an order answers the quantity the order left,
 * and no longer lists a product the order sold out; a quantity changed by any writer shows in the next search
 * without a refresh of the product's stored documents.
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

  it('answers a variant quantity changed elsewhere without refreshing the product', async () => {
    const { rows } = await shopQuery(
      `SELECT p.id, min(c.id) AS child FROM products p JOIN products c ON c.parent_id = p.id
       JOIN stock_items s ON s.product_id = c.id
       WHERE p.type_id = 'configurable' AND p.status = 1 AND p.visibility = 4 AND c.status = 1 AND s.manage_stock
         AND s.is_in_stock AND s.qty > 3
       GROUP BY p.id ORDER BY p.id LIMIT 1`,
    );
    const parentId = Number(rows[0].id);
    const childId = Number(rows[0].child);
    const search = async () => {
      const answer = await testRequest(productSearchContract, {
        storeCode: 'sv',
        body: { query: { filters: { id: [parentId] } }, size: 1 },
      });
      expect(answer.status).toBe(200);
      const [item] = answer.result.items;
      const children = (item?.configurable_children ?? []) as {
        id: number;
        qty: number;
        stock: { qty: number; is_in_stock: boolean };
      }[];
      return { item, child: children.find((c) => c.id === childId), children };
    };
    const before = await search();
    const was = before.child!.qty;
    await shopQuery('UPDATE stock_items SET qty = qty + 2 WHERE product_id = $1', [childId]);
    try {
      const { rows: dirty } = await shopQuery('SELECT count(*)::int AS n FROM search_dirty WHERE product_id = $1', [
        childId,
      ]);
      expect(dirty[0].n).toBe(0);
      const after = await search();
      expect(after.child).toMatchObject({ qty: was + 2, stock: { qty: was + 2 } });
      const sellable = after.children.filter((c) => c.stock.is_in_stock).reduce((sum, c) => sum + c.qty, 0);
      expect(after.item).toMatchObject({ qty: sellable, stock: { qty: sellable } });
      expect(sellable).toBe(Number(before.item!.qty) + 2);
    } finally {
      await shopQuery('UPDATE stock_items SET qty = $1 WHERE product_id = $2', [was, childId]);
    }
  });
});
