/**
 * A cancelled order gives back what it used of the shop's vouchers, over HTTP against the built shop: a guest pays
 * part of an order with a gift card and uses a single-use coupon; once the order is cancelled through the
 * integration API, the card has its balance again and the coupon can be used once more.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as cart from '../../../src/lib/cart/contract.ts';
import * as checkout from '../../../src/lib/checkout/contract.ts';
import { errorText } from '../../../src/lib/i18n/errors.ts';
import { integrationCancelContract } from '../../../src/lib/integration/contract.ts';
import { shopDatabase, shopQuery, testRequest } from '../../support/http.ts';
import { keyPlace } from '../../support/integration-http.ts';
import { createKey } from '../../support/integration.ts';
import { guestOrderBody } from '../../support/order-body.ts';

const SKU = '150001-002';
const tag = `${Date.now()}`;
const COUPON = `ENGANG${tag}`;
const CARD = `NP-TEST-${tag}`;
let headers: Record<string, string> = {};

const balance = async () =>
  Number((await shopQuery('SELECT balance FROM gift_cards WHERE code = $1', [CARD])).rows[0].balance);
const timesUsed = async () =>
  Number((await shopQuery('SELECT times_used FROM coupons WHERE code = $1', [COUPON])).rows[0].times_used);

/** A guest cart holding one unit of SKU. */
async function cartWithLine(): Promise<string> {
  const cartId = (await testRequest(cart.cartCreateContract)).result;
  const added = await testRequest(cart.cartUpdateContract, {
    query: { cartId },
    body: { cartItem: { sku: SKU, qty: 1, quoteId: cartId } },
  });
  expect(added.status, JSON.stringify(added.result)).toBe(200);
  return cartId;
}

describe(`a cancelled order gives back its gift card amount and coupon use (${shopDatabase()} database)`, () => {
  beforeAll(async () => {
    headers = { authorization: `Bearer ${(await createKey(keyPlace(), 'vouchers', ['orders:write'])).key}` };
    await shopQuery('UPDATE stock_items SET qty = qty + 10, is_in_stock = true WHERE sku = $1', [SKU]);
    await shopQuery(
      `INSERT INTO coupons (code, type, value, store_code, description, usage_limit, times_used, is_active)
       VALUES ($1, 'percent', 10, NULL, 'En gång', 1, 0, 1)`,
      [COUPON],
    );
    await shopQuery(`INSERT INTO gift_cards (code, initial_amount, balance, currency) VALUES ($1, 500, 500, 'SEK')`, [
      CARD,
    ]);
  });

  it('the card has its balance again and the single-use coupon works again', async () => {
    const cartId = await cartWithLine();
    const coupon = await testRequest(cart.cartApplyCouponContract, { query: { cartId, coupon: COUPON } });
    expect(coupon.status, JSON.stringify(coupon.result)).toBe(200);
    const card = await testRequest(checkout.giftCardApplyContract, {
      body: { cart_id: cartId, code: CARD, amount: 100 },
    });
    expect(card.status, JSON.stringify(card.result)).toBe(200);
    const order = await testRequest(checkout.orderCreateContract, {
      body: { ...guestOrderBody([{ sku: SKU, qty: 1 }], { orderId: `vouchers-${tag}` }), cart_id: cartId },
    });
    expect(order.status, JSON.stringify(order.result)).toBe(200);
    expect(await balance()).toBe(400);
    expect(await timesUsed()).toBe(1);
    // Used up: another cart is refused the coupon.
    const other = await cartWithLine();
    const refused = await testRequest(cart.cartApplyCouponContract, { query: { cartId: other, coupon: COUPON } });
    expect(refused.status).toBe(400);
    expect(refused.result).toBe(errorText('couponInvalid'));

    const cancelled = await testRequest(integrationCancelContract, {
      storeCode: null,
      params: { orderNumber: order.result.order_number },
      body: { reason: 'Kunden ångrade sig' },
      headers,
    });
    expect(cancelled.status, JSON.stringify(cancelled.result)).toBe(200);
    expect(await balance()).toBe(500);
    expect(await timesUsed()).toBe(0);
    const again = await testRequest(cart.cartApplyCouponContract, { query: { cartId: other, coupon: COUPON } });
    expect(again.status, JSON.stringify(again.result)).toBe(200);
    const audit = await shopQuery(
      `SELECT after FROM audit_log WHERE action = 'order.cancel' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [order.result.order_number],
    );
    expect(audit.rows[0]?.after).toMatchObject({ gift_cards: [{ code: CARD, amount: 100 }], coupon: COUPON });
  });
});
