import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/db.ts';
import { callApi } from '../../support/call-api.ts';
import { products } from '../../../src/lib/server/db/schema/index.ts';
import * as create from '../../../src/pages/api/cart/create.ts';
import * as pull from '../../../src/pages/api/cart/pull.ts';
import * as update from '../../../src/pages/api/cart/update.ts';
import * as totals from '../../../src/pages/api/cart/totals.ts';
import * as giftApply from '../../../src/pages/api/ext/polder/gift-card/apply.ts';
import * as servicePoints from '../../../src/pages/api/ext/polder/service-points/index.ts';
import { cartWith, choosePoint, customerToken, plainProduct } from './helpers.ts';

describeEachDatabase('cart API: service points, Club prices, packages, ownership', (ctx) => {
  it('finds service points by postcode with distances and opening hours, and sets one on a cart', async () => {
    const points = (await callApi(servicePoints, { query: { country: 'SE', postcode: '11122', carrier: 'postnord' } }))
      .result;
    expect(points.length).toBeGreaterThan(0);
    expect(points[0]).toMatchObject({ country_id: 'SE', carrier_code: 'postnord', city: 'Stockholm' });
    expect(points[0].opening_hours.length).toBeGreaterThan(0);
    expect(points[0].opening_hours[0]).toMatch(/^(mån|tis|ons|tor|fre|lör|sön) \d{2}:\d{2}–\d{2}:\d{2}$/);
    const distances = points.map((p: { distance_km: number }) => p.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const p = await plainProduct(ctx.db);
    const cartId = await cartWith(p.sku, 1);
    const unknown = await choosePoint(cartId, 'nope');
    expect([unknown.status, unknown.result]).toEqual([400, 'An error occured trying to find a ServicePoint']);
    expect((await choosePoint(cartId, points[0].id)).result).toBe(points[0].id);
  });

  it('prices lines with the Club tier prices of the customer group and the store currency', async () => {
    const { tierPrices, productPrices, stockItems } = await import('../../../src/lib/server/db/schema/index.ts');
    const { and, isNull } = await import('drizzle-orm');
    const [tiered] = await ctx.db
      .select({ sku: products.sku, id: products.id, price: productPrices.price })
      .from(tierPrices)
      .innerJoin(products, eq(products.id, tierPrices.productId))
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeCode, 'sv')))
      .where(
        and(
          eq(tierPrices.storeCode, 'sv'),
          eq(tierPrices.qty, 3),
          eq(products.typeId, 'simple'),
          eq(products.status, 1),
          isNull(productPrices.specialPrice),
        ),
      )
      .limit(1);
    const tiers = await ctx.db
      .select()
      .from(tierPrices)
      .where(and(eq(tierPrices.productId, tiered!.id), eq(tierPrices.storeCode, 'sv')));
    await ctx.db.update(stockItems).set({ qty: 50, isInStock: true }).where(eq(stockItems.productId, tiered!.id));
    await ctx.db.update(products).set({ status: 1 }).where(eq(products.id, tiered!.id));
    const club = await customerToken(ctx.db, 2);
    const cartId = (await callApi<string>(create, { method: 'POST', token: club.token })).result;
    const one = await callApi(update, {
      method: 'POST',
      token: club.token,
      query: { cartId },
      body: { cartItem: { sku: tiered!.sku, qty: 1 } },
    });
    expect(one.result, JSON.stringify([tiered, one.result])).toHaveProperty(
      'price',
      tiers.find((t) => t.qty === 1)!.value,
    );
    const three = await callApi(update, {
      method: 'POST',
      token: club.token,
      query: { cartId },
      body: { cartItem: { sku: tiered!.sku, qty: 2 } },
    });
    expect(three.result).toMatchObject({ qty: 3, price: tiers.find((t) => t.qty === 3)!.value });
    const guestCart = await cartWith(tiered!.sku, 3);
    expect((await callApi(pull, { query: { cartId: guestCart } })).result[0].price).toBe(tiered!.price);

    const p = await plainProduct(ctx.db);
    const norway = (await callApi<string>(create, { method: 'POST', query: { storeCode: 'no' } })).result;
    await callApi(update, {
      method: 'POST',
      query: { cartId: norway, storeCode: 'no' },
      body: { cartItem: { sku: p.sku, qty: 1 } },
    });
    const t = (await callApi(totals, { query: { cartId: norway, storeCode: 'no' } })).result;
    expect(t.quote_currency_code).toBe('NOK');
    expect(t.items[0].tax_percent).toBe(25);
  });

  it('adds ski packages (bundles) with default or chosen parts and checks the stock of each part', async () => {
    const { bundleOptions, bundleOptionLinks, stockItems } = await import('../../../src/lib/server/db/schema/index.ts');
    const [bundle] = await ctx.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(eq(products.typeId, 'bundle'))
      .orderBy(products.id)
      .limit(1);
    const options = await ctx.db
      .select()
      .from(bundleOptions)
      .where(eq(bundleOptions.productId, bundle!.id))
      .orderBy(bundleOptions.position);
    const links = await Promise.all(
      options.map((o) =>
        ctx.db
          .select()
          .from(bundleOptionLinks)
          .where(eq(bundleOptionLinks.optionId, o.id))
          .orderBy(bundleOptionLinks.position),
      ),
    );
    for (const l of links.flat())
      await ctx.db.update(stockItems).set({ qty: 10, isInStock: true }).where(eq(stockItems.productId, l.productId));
    for (const l of links.flat()) await ctx.db.update(products).set({ status: 1 }).where(eq(products.id, l.productId));
    const cartId = (await callApi<string>(create, { method: 'POST' })).result;
    const plain = await callApi(update, {
      method: 'POST',
      query: { cartId },
      body: { cartItem: { sku: bundle!.sku, qty: 1 } },
    });
    expect(plain.status).toBe(200);
    expect(plain.result.product_type).toBe('bundle');
    const chosenLink = links[0]![links[0]!.length - 1]!;
    const chosen = {
      extension_attributes: {
        bundle_options: [{ option_id: options[0]!.id, option_qty: 1, option_selections: [chosenLink.id] }],
      },
    };
    const custom = await callApi(update, {
      method: 'POST',
      query: { cartId },
      body: { cartItem: { sku: bundle!.sku, qty: 1, product_option: chosen } },
    });
    expect(custom.status).toBe(200);
    if (links[0]!.length > 1) expect(custom.result.item_id).not.toBe(plain.result.item_id);
    const wrong = await callApi(update, {
      method: 'POST',
      query: { cartId },
      body: {
        cartItem: {
          sku: bundle!.sku,
          qty: 1,
          product_option: {
            extension_attributes: { bundle_options: [{ option_id: options[0]!.id, option_selections: [999999] }] },
          },
        },
      },
    });
    expect(wrong.result).toBe('The options you selected are not available.');
    await ctx.db.update(stockItems).set({ qty: 1 }).where(eq(stockItems.productId, chosenLink.productId));
    const tooMany = await callApi(update, {
      method: 'POST',
      query: { cartId },
      body: { cartItem: { sku: bundle!.sku, qty: 2, product_option: chosen } },
    });
    expect(tooMany.result).toBe('The requested qty is not available');
  });

  it("keeps a customer's cart to that customer", async () => {
    const a = await customerToken(ctx.db);
    const b = await customerToken(ctx.db);
    const p = await plainProduct(ctx.db);
    const cartA = (await callApi<string>(create, { method: 'POST', token: a.token })).result;
    expect((await callApi<string>(create, { method: 'POST', query: { token: a.token } })).result).toBe(cartA);
    await callApi(update, {
      method: 'POST',
      token: a.token,
      query: { cartId: cartA },
      body: { cartItem: { sku: p.sku, qty: 1 } },
    });
    for (const token of [b.token, undefined]) {
      const opts = token ? { token } : {};
      expect((await callApi(pull, { query: { cartId: cartA }, ...opts })).status).toBe(404);
      expect((await callApi(totals, { query: { cartId: cartA }, ...opts })).status).toBe(404);
      expect(
        (
          await callApi(update, {
            method: 'POST',
            query: { cartId: cartA },
            body: { cartItem: { sku: p.sku, qty: 1 } },
            ...opts,
          })
        ).status,
      ).toBe(404);
      expect(
        (await callApi(giftApply, { method: 'POST', body: { cart_id: cartA, code: 'NP-SE-250', amount: 10 }, ...opts }))
          .status,
      ).toBe(404);
    }
    expect((await callApi(pull, { query: { cartId: cartA, token: 'garbage' } })).status).toBe(401);
    const mine = (await callApi(pull, { token: a.token, query: { cartId: cartA } })).result;
    expect(mine[0]).toMatchObject({ sku: p.sku, qty: 1 });
    expect((await callApi<string>(create, { method: 'POST', token: b.token })).result).not.toBe(cartA);
  });
});
