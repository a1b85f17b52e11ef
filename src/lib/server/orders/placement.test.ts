import { describe, expect, it } from 'vitest';
import { atOnceOutcome, placementPath, type AtOnceGate } from './placement.ts';

const open: AtOnceGate = { cart_open: true, stock_complete: true, unwatched: true, order_number: 'SE1001' };

describe('placementPath', () => {
  const plain = { hook: false, couponCode: null, giftCardUse: [{ amount: 0 }] };
  it.each([
    ['a plain order', plain, 'at-once'],
    ['an order with a provider hook', { ...plain, hook: true }, 'transaction'],
    ['an order with a coupon', { ...plain, couponCode: 'SALE10' }, 'transaction'],
    ['an order paid partly by gift card', { ...plain, giftCardUse: [{ amount: 0 }, { amount: 500 }] }, 'transaction'],
  ] as const)('writes %s %s', (_, order, path) => {
    expect(placementPath(order)).toBe(path);
  });
});

describe('atOnceOutcome', () => {
  it.each([
    ['placed', open, 'placed'],
    ['its order_id placed meanwhile', { ...open, order_number: null }, 'repeated'],
    ['the cart closed', { ...open, cart_open: false, order_number: null }, 'cart-closed'],
    ['a unit short', { ...open, stock_complete: false, order_number: null }, 'stock-short'],
    ['a closed cart and a short unit', { ...open, cart_open: false, stock_complete: false }, 'cart-closed'],
    ['its events wanted', { ...open, unwatched: false, order_number: null }, 'transaction'],
    ['its events wanted and the cart closed', { ...open, unwatched: false, cart_open: false }, 'transaction'],
  ] as const)('answers %s', (_, gate, outcome) => {
    expect(atOnceOutcome(gate)).toBe(outcome);
  });
});
