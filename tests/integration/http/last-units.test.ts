/**
 * A sale's last units: many guests add the same sku to their carts and check out at once. Exactly as many orders are
 * accepted as there were units, the stock ends at 0 (never below), every accepted order is stored with its line, and
 * every refusal, at the cart or at the order, is the catalogue's stock message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartUpdateContract } from '../../../src/lib/cart/contract.ts';
import { orderCreateContract } from '../../../src/lib/checkout/contract.ts';
import { errorMessages } from '../../../src/lib/i18n/errors.ts';
import { newCart, unique } from '../../support/customers.ts';
import { shopQuery, testRequest } from '../../support/http.ts';

const UNITS = 5;
const BUYERS = 24;

const address = {
  firstname: 'Rea',
  lastname: 'Köpare',
  street: ['Storgatan 1'],
  city: 'Stockholm',
  postcode: '111 22',
  countryId: 'SE',
  telephone: '0701234567',
  email: 'rea@example.se',
};

describe('the last units of a sku', () => {
  let product: { id: number; sku: string; qty: number; inStock: boolean };
  beforeAll(async () => {
    const { rows } = await shopQuery(
      `SELECT p.id, p.sku, s.qty, s.is_in_stock FROM products p JOIN stock_items s ON s.product_id = p.id
       JOIN product_prices pp ON pp.product_id = p.id AND pp.store_code = 'sv'
       WHERE p.parent_id IS NULL AND p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.manage_stock
       ORDER BY p.id DESC LIMIT 1`,
    );
    product = { id: rows[0].id, sku: rows[0].sku, qty: Number(rows[0].qty), inStock: rows[0].is_in_stock };
    await shopQuery('UPDATE stock_items SET qty = $1, is_in_stock = true WHERE product_id = $2', [UNITS, product.id]);
  });
  afterAll(async () => {
    await shopQuery('UPDATE stock_items SET qty = $1, is_in_stock = $2 WHERE product_id = $3', [
      product.qty,
      product.inStock,
      product.id,
    ]);
  });

  it(`are sold to exactly ${UNITS} of ${BUYERS} concurrent buyers; every refusal is the stock message`, async () => {
    const tag = unique('last-units');
    const outcomes = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const cartId = await newCart();
        const added = await testRequest(cartUpdateContract, {
          query: { cartId },
          body: { cartItem: { sku: product.sku, qty: 1 } },
        });
        if (added.status !== 200) return { stage: 'cart', status: added.status, result: added.result as unknown };
        const order = await testRequest(orderCreateContract, {
          body: {
            order_id: `${tag}-${i}`,
            cart_id: cartId,
            products: [{ sku: product.sku, qty: 1 }],
            addressInformation: {
              shippingAddress: address,
              billingAddress: address,
              shipping_method_code: 'home',
              shipping_carrier_code: 'postnord',
              payment_method_code: 'invoice',
              payment_method_additional: {},
            },
          },
        });
        return { stage: 'order', status: order.status, result: order.result as unknown };
      }),
    );
    const accepted = outcomes.filter((o) => o.stage === 'order' && o.status === 200);
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(accepted).toHaveLength(UNITS);
    expect(refused.map((o) => [o.status, o.result])).toEqual(refused.map(() => [400, errorMessages.qtyUnavailable]));
    const numbers = accepted.map((o) => (o.result as { order_number: string }).order_number);
    expect(new Set(numbers).size).toBe(UNITS);

    const stock = await shopQuery('SELECT qty, is_in_stock FROM stock_items WHERE product_id = $1', [product.id]);
    expect(stock.rows[0]).toMatchObject({ qty: 0, is_in_stock: false });
    const sold = await shopQuery(
      `SELECT o.order_number, oi.qty FROM orders o JOIN order_items oi ON oi.order_id = o.id WHERE o.order_hash LIKE $1`,
      [`${tag}-%`],
    );
    expect(sold.rows.map((row) => row.order_number).sort()).toEqual([...numbers].sort());
    expect(sold.rows.reduce((sum, row) => sum + Number(row.qty), 0)).toBe(UNITS);
  });
});
