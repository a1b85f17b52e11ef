import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/db.ts';
import { callApi } from '../../support/call-api.ts';
import { products } from '../../../src/lib/server/db/schema/index.ts';
import * as create from '../../../src/pages/api/cart/create.ts';
import * as pull from '../../../src/pages/api/cart/pull.ts';
import * as update from '../../../src/pages/api/cart/update.ts';
import * as del from '../../../src/pages/api/cart/delete.ts';
import * as totals from '../../../src/pages/api/cart/totals.ts';
import * as paymentMethods from '../../../src/pages/api/cart/payment-methods.ts';
import * as shippingMethods from '../../../src/pages/api/cart/shipping-methods.ts';
import * as collect from '../../../src/pages/api/cart/collect-totals.ts';
import * as applyCoupon from '../../../src/pages/api/cart/apply-coupon.ts';
import * as deleteCoupon from '../../../src/pages/api/cart/delete-coupon.ts';
import * as balance from '../../../src/pages/api/ext/polder/gift-card/balance/[code].ts';
import * as giftApply from '../../../src/pages/api/ext/polder/gift-card/apply.ts';
import * as giftRemove from '../../../src/pages/api/ext/polder/gift-card/remove.ts';
import { cartWith, homeDelivery, plainProduct, setStock } from './helpers.ts';

const segment = (t: { total_segments: { code: string; value: number }[] }, code: string) =>
  t.total_segments.find((s) => s.code === code)?.value;

describeEachDatabase('cart API', (ctx) => {
  it('creates unguessable guest carts and adds, merges, sets and deletes lines', async () => {
    const p = await plainProduct(ctx.db);
    const a = (await callApi<string>(create, { method: 'POST' })).result;
    const b = (await callApi<string>(create, { method: 'POST' })).result;
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await callApi(pull, { query: { cartId: a } })).result).toEqual([]);

    const first = await callApi(update, {
      method: 'POST',
      query: { cartId: a },
      body: { cartItem: { sku: p.sku, qty: 1, quoteId: a } },
    });
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({ sku: p.sku, qty: 1, price: p.price, product_type: 'simple', quote_id: a });
    const again = await callApi(update, {
      method: 'POST',
      query: { cartId: a },
      body: { cartItem: { sku: p.sku, qty: 2 } },
    });
    expect(again.result).toMatchObject({ item_id: first.result.item_id, qty: 3 });
    const set = await callApi(update, {
      method: 'POST',
      query: { cartId: a },
      body: { cartItem: { sku: p.sku, qty: 1, item_id: first.result.item_id } },
    });
    expect(set.result).toMatchObject({ item_id: first.result.item_id, qty: 1 });
    const lines = (await callApi(pull, { query: { cartId: a } })).result;
    expect(lines).toHaveLength(1);

    expect(
      (
        await callApi(del, {
          method: 'POST',
          query: { cartId: a },
          body: { cartItem: { item_id: first.result.item_id, sku: p.sku } },
        })
      ).result,
    ).toBe(true);
    expect((await callApi(pull, { query: { cartId: a } })).result).toEqual([]);
  });

  it('refuses bad quantities, unknown products, impossible options, too much and unknown carts with the catalogue messages', async () => {
    const p = await plainProduct(ctx.db);
    const cartId = (await callApi<string>(create, { method: 'POST' })).result;
    for (const qty of [0, -1, 1.5, '2']) {
      const answer = await callApi(update, {
        method: 'POST',
        query: { cartId },
        body: { cartItem: { sku: p.sku, qty } },
      });
      expect(answer.status).toBe(400);
      expect(answer.result).toBe('Quantity must be positive integer');
    }
    expect(
      (await callApi(update, { method: 'POST', query: { cartId }, body: { cartItem: { sku: 'NOPE-1', qty: 1 } } }))
        .result,
    ).toBe('Some of the ordered products are not available!');
    const [disabled] = await ctx.db.select({ sku: products.sku }).from(products).where(eq(products.status, 2)).limit(1);
    if (disabled)
      expect(
        (
          await callApi(update, {
            method: 'POST',
            query: { cartId },
            body: { cartItem: { sku: disabled.sku, qty: 1 } },
          })
        ).result,
      ).toBe('Some of the ordered products are not available!');
    expect(
      (await callApi(update, { method: 'POST', query: { cartId }, body: { cartItem: { sku: '150001', qty: 1 } } }))
        .result,
    ).toBe('The options you selected are not available.');
    const badOption = await callApi(update, {
      method: 'POST',
      query: { cartId },
      body: {
        cartItem: {
          sku: '150001',
          qty: 1,
          product_option: {
            extension_attributes: {
              configurable_item_options: [{ option_id: 'ls_langd_skidor', option_value: 'nope' }],
            },
          },
        },
      },
    });
    expect(badOption.result).toBe('The options you selected are not available.');
    await setStock(ctx.db, p.id, 2);
    const tooMany = await callApi(update, {
      method: 'POST',
      query: { cartId },
      body: { cartItem: { sku: p.sku, qty: 3 } },
    });
    expect([tooMany.status, tooMany.result]).toEqual([400, 'The requested qty is not available']);
    await setStock(ctx.db, p.id, 50);
    const missing = await callApi(pull, { query: { cartId: 'no-such-cart' } });
    expect([missing.status, missing.result]).toEqual([404, 'Cart not found, please re-create the cart']);
  });

  it('resolves a configurable parent with its options to the child, and a child sku to the same line', async () => {
    const [child] = await ctx.db.select().from(products).where(eq(products.sku, '150001-000'));
    const cartId = (await callApi<string>(create, { method: 'POST' })).result;
    const { configurableOptions, attributes } = await import('../../../src/lib/server/db/schema/index.ts');
    const axes = await ctx.db
      .select({ id: attributes.id, code: attributes.code })
      .from(configurableOptions)
      .innerJoin(attributes, eq(attributes.id, configurableOptions.attributeId))
      .where(eq(configurableOptions.productId, child!.parentId!));
    const options = axes.map((a) => ({ option_id: a.id, option_value: String(child!.attributes[a.code]) }));
    await setStock(ctx.db, child!.id, 10);
    await ctx.db.update(products).set({ status: 1 }).where(eq(products.id, child!.id));
    const viaParent = await callApi(update, {
      method: 'POST',
      query: { cartId },
      body: {
        cartItem: {
          sku: '150001',
          qty: 1,
          product_option: { extension_attributes: { configurable_item_options: options } },
        },
      },
    });
    expect(viaParent.status).toBe(200);
    expect(viaParent.result).toMatchObject({ sku: '150001-000', product_type: 'configurable' });
    const viaChild = await callApi(update, {
      method: 'POST',
      query: { cartId },
      body: {
        cartItem: {
          sku: '150001-000',
          qty: 1,
          product_option: { extension_attributes: { configurable_item_options: options } },
        },
      },
    });
    expect(viaChild.result).toMatchObject({ item_id: viaParent.result.item_id, qty: 2 });
  });

  it('computes totals in minor units with tax, shipping, coupon and gift card segments', async () => {
    const p = await plainProduct(ctx.db);
    const cartId = await cartWith(p.sku, 1);
    const t0 = (await callApi(totals, { query: { cartId } })).result;
    expect(t0.subtotal_incl_tax).toBe(p.price);
    expect(t0.tax_amount).toBeCloseTo(Math.round(p.price * 20) / 100, 2);
    expect(t0.base_currency_code).toBe('SEK');
    expect(t0.total_segments.map((s: { code: string }) => s.code)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'grand_total',
    ]);
    expect(t0.items[0]).toMatchObject({ sku: p.sku, qty: 1, price_incl_tax: p.price, tax_percent: 25 });

    await homeDelivery(cartId);
    const t1 = (await callApi(totals, { query: { cartId } })).result;
    expect(t1.shipping_incl_tax).toBe(99);
    expect(t1.grand_total).toBeCloseTo(p.price + 99, 2);

    const expired = await callApi(applyCoupon, { method: 'POST', query: { cartId, coupon: 'SOMMAR2025' } });
    expect([expired.status, expired.result]).toEqual([
      400,
      "The coupon code isn't valid. Verify the code and try again.",
    ]);
    expect((await callApi(applyCoupon, { method: 'POST', query: { cartId, coupon: 'LANGRENN200' } })).status).toBe(400);
    expect((await callApi(applyCoupon, { method: 'POST', query: { cartId, coupon: 'vinter10' } })).result).toBe(true);
    const t2 = (await callApi(totals, { query: { cartId } })).result;
    expect(t2.coupon_code).toBe('VINTER10');
    expect(segment(t2, 'discount')).toBeCloseTo(-Math.round(p.price * 10) / 100, 2);
    expect(t2.grand_total).toBeCloseTo(p.price + 99 - Math.round(p.price * 10) / 100, 2);
    expect((await callApi(deleteCoupon, { method: 'POST', query: { cartId } })).result).toBe(true);
    expect((await callApi(totals, { query: { cartId } })).result.coupon_code).toBeNull();

    expect((await callApi(balance, { params: { code: 'NP-SE-250' } })).result).toEqual({
      code: 'NP-SE-250',
      amount: 250,
      currency: 'SEK',
    });
    expect((await callApi(balance, { params: { code: 'FAKE-1' } })).result).toBe(
      'The gift card code FAKE-1 is not valid.',
    );
    expect((await callApi(giftApply, { method: 'POST', body: { code: 'NP-SE-250', amount: 10 } })).result).toBe(
      'No cart_id provided',
    );
    expect((await callApi(giftApply, { method: 'POST', body: { cart_id: cartId, amount: 10 } })).result).toBe(
      'No code provided',
    );
    expect((await callApi(giftApply, { method: 'POST', body: { cart_id: cartId, code: 'NP-SE-250' } })).result).toBe(
      'No amount provided',
    );
    expect(
      (await callApi(giftApply, { method: 'POST', body: { cart_id: cartId, code: 'NP-SE-EMPTY', amount: 10 } })).result,
    ).toBe('The gift card code NP-SE-EMPTY is not valid.');
    const withCard = await callApi(giftApply, {
      method: 'POST',
      body: { cart_id: cartId, code: 'NP-SE-250', amount: 100 },
    });
    expect(segment(withCard.result, 'giftcard')).toBe(-100);
    expect(withCard.result.grand_total).toBeCloseTo(p.price + 99 - 100, 2);
    const huge = await callApi(giftApply, {
      method: 'POST',
      body: { cart_id: cartId, code: 'NP-SE-1000', amount: 100000 },
    });
    expect(huge.result.grand_total).toBeCloseTo(Math.max(0, p.price + 99 - 100 - 1000), 2);
    expect(huge.result.grand_total).toBeGreaterThanOrEqual(0);
    const removed = await callApi(giftRemove, { method: 'POST', body: { cart_id: cartId } });
    expect(segment(removed.result, 'giftcard')).toBeUndefined();
  });

  it('offers shipping per country with free standard shipping over the threshold, and payment methods by cart kind', async () => {
    const p = await plainProduct(ctx.db);
    const cartId = await cartWith(p.sku, 1);
    const methods = (
      await callApi(shippingMethods, {
        method: 'POST',
        query: { cartId },
        body: { address: { country_id: 'SE', postcode: '11122' } },
      })
    ).result;
    expect(new Set(methods.map((m: { carrier_code: string }) => m.carrier_code))).toEqual(new Set(['postnord', 'dhl']));
    expect(methods.every((m: { available: boolean }) => m.available)).toBe(true);
    expect(
      methods.find(
        (m: { method_code: string; carrier_code: string }) =>
          m.carrier_code === 'postnord' && m.method_code === 'servicepoint',
      ),
    ).toMatchObject({ service_point: true });
    const north = (
      await callApi(shippingMethods, {
        method: 'POST',
        query: { cartId },
        body: { address: { country_id: 'SE', postcode: '98131' } },
      })
    ).result;
    expect(north.some((m: { method_code: string }) => m.method_code === 'express')).toBe(false);
    expect(
      (await callApi(shippingMethods, { method: 'POST', query: { cartId }, body: { address: { country_id: 'DE' } } }))
        .result,
    ).toEqual([]);

    const qty = Math.ceil(1000 / p.price);
    const rich = await cartWith(p.sku, Math.min(qty, 5));
    if (p.price * Math.min(qty, 5) >= 999) {
      const free = (
        await callApi(shippingMethods, {
          method: 'POST',
          query: { cartId: rich },
          body: { address: { country_id: 'SE' } },
        })
      ).result;
      expect(free.find((m: { method_code: string }) => m.method_code === 'servicepoint').price_incl_tax).toBe(0);
    }

    const pay = (await callApi(paymentMethods, { query: { cartId } })).result;
    expect(pay[0]).toMatchObject({ code: 'avarda', cost: 0, default: true });
    expect(pay.map((m: { code: string }) => m.code)).toContain('cashondelivery');
    const [virtual] = await ctx.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.typeId, 'virtual'))
      .limit(1);
    const giftCart = await cartWith(virtual!.sku, 1);
    const virtualPay = (await callApi(paymentMethods, { query: { cartId: giftCart } })).result;
    expect(virtualPay.map((m: { code: string }) => m.code)).not.toContain('cashondelivery');
    const giftTotals = (await callApi(totals, { query: { cartId: giftCart } })).result;
    expect(giftTotals.tax_amount).toBe(0);

    const chosen = await callApi(collect, {
      method: 'POST',
      query: { cartId },
      body: {
        methods: { paymentMethod: { method: 'invoice' }, shippingCarrierCode: 'dhl', shippingMethodCode: 'express' },
      },
    });
    expect(chosen.result.shipping_incl_tax).toBe(149);
    expect(
      (
        await callApi(collect, {
          method: 'POST',
          query: { cartId },
          body: { methods: { shippingCarrierCode: 'ups', shippingMethodCode: 'x' } },
        })
      ).status,
    ).toBe(400);
  });
});
