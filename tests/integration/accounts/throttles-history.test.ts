import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../../src/lib/server/db/schema/index.ts';
import * as loginRoute from '../../../src/pages/api/user/login.ts';
import * as changePasswordRoute from '../../../src/pages/api/user/change-password.ts';
import * as historyRoute from '../../../src/pages/api/user/order-history.ts';
import { callApi } from '../../support/call-api.ts';
import { describeEachDatabase } from '../../support/db.ts';
import { signUp, uniqueEmail, useTempConfig } from './helpers.ts';

describeEachDatabase('user accounts API: throttles and order history', (ctx) => {
  beforeAll(() => {
    useTempConfig();
  });

  it('refuses one address after 5 failures on an account (429 with Retry-After) without locking the owner out', async () => {
    const a = await signUp();
    for (let i = 0; i < 5; i++) {
      expect(
        await callApi(loginRoute, {
          method: 'POST',
          body: { username: a.email, password: `Fel-${i}-lösenord` },
          clientAddress: '192.0.2.100',
        }),
      ).toMatchObject({ code: 401 });
    }
    const blocked = await callApi(loginRoute, {
      method: 'POST',
      body: { username: a.email, password: a.password },
      clientAddress: '192.0.2.100',
    });
    expect(blocked).toMatchObject({ code: 429, result: 'Too many attempts. Please wait and try again.' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner, from their own address, still gets in (after a short delay for the account's failures).
    expect(
      await callApi(loginRoute, {
        method: 'POST',
        body: { username: a.email, password: a.password },
        clientAddress: '192.0.2.200',
      }),
    ).toMatchObject({ code: 200 });
    // When the window is over, the refused address may try again.
    await ctx.db
      .update(t.rateLimits)
      .set({ windowStart: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(t.rateLimits.key, `login:pair:192.0.2.100:${a.email}`));
    expect(
      await callApi(loginRoute, {
        method: 'POST',
        body: { username: a.email, password: a.password },
        clientAddress: '192.0.2.100',
      }),
    ).toMatchObject({ code: 200 });
  });

  it('throttles failed logins per client address across accounts', async () => {
    const a = await signUp();
    const address = '192.0.2.77';
    for (let i = 0; i < 3; i++) {
      await callApi(loginRoute, {
        method: 'POST',
        body: { username: uniqueEmail('gissning'), password: 'Gissat-lösen-1' },
        clientAddress: address,
      });
    }
    const [row] = await ctx.db
      .select()
      .from(t.rateLimits)
      .where(eq(t.rateLimits.key, `login:address:${address}`));
    expect(row!.count).toBe(3);
    // Fast-forward the remaining 17 failures of the window instead of spending 17 password hashes.
    await ctx.db
      .update(t.rateLimits)
      .set({ count: 20 })
      .where(eq(t.rateLimits.key, `login:address:${address}`));
    const blocked = await callApi(loginRoute, {
      method: 'POST',
      body: { username: a.email, password: a.password },
      clientAddress: address,
    });
    expect(blocked.code).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(
      await callApi(loginRoute, {
        method: 'POST',
        body: { username: a.email, password: a.password },
        clientAddress: '192.0.2.78',
      }),
    ).toMatchObject({ code: 200 });
  });

  it('throttles wrong current passwords on change-password', async () => {
    const a = await signUp();
    for (let i = 0; i < 5; i++) {
      await callApi(changePasswordRoute, {
        method: 'POST',
        token: a.token,
        body: { currentPassword: `fel-${i}-fel-fel`, newPassword: 'Ny-Härlig-Vinter-7' },
      });
    }
    const blocked = await callApi(changePasswordRoute, {
      method: 'POST',
      token: a.token,
      body: { currentPassword: a.password, newPassword: 'Ny-Härlig-Vinter-7' },
    });
    expect(blocked.code).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('pages the order history: defaults 20 and 1, newest first, only the own orders', async () => {
    const a = await signUp();
    const b = await signUp();
    const [product] = await ctx.db.select().from(t.products).where(eq(t.products.sku, '150001-000'));
    const address = {
      firstname: 'Astrid',
      lastname: 'Lind',
      street: ['Storgatan 1'],
      city: 'Umeå',
      postcode: '90325',
      countryId: 'SE',
    };
    const place = async (customerId: number, n: number) => {
      const [order] = await ctx.db
        .insert(t.orders)
        .values({
          orderNumber: `TEST-${customerId}-${n}`,
          orderHash: `hash-${customerId}-${n}`,
          storeCode: 'sv',
          customerId,
          email: 'x@example.se',
          currency: 'SEK',
          subtotalInclTax: 100 + n,
          taxAmount: 20,
          shippingInclTax: 49,
          grandTotal: 149 + n,
          shippingAddress: address,
          billingAddress: address,
          shippingCarrierCode: 'postnord',
          shippingMethodCode: 'servicepoint',
          paymentMethodCode: 'avarda',
          createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)),
        })
        .returning();
      await ctx.db.insert(t.orderItems).values({
        orderId: order!.id,
        productId: product!.id,
        sku: product!.sku,
        name: 'Skida',
        qty: 1,
        priceInclTax: 100 + n,
        rowTotalInclTax: 100 + n,
        taxPercent: 25,
        taxAmount: 20,
      });
    };
    for (let n = 0; n < 23; n++) await place(a.customer.id, n);
    await place(b.customer.id, 99);
    const first = await callApi(historyRoute, { method: 'GET', token: a.token });
    expect(first.code).toBe(200);
    expect(first.result.total_count).toBe(23);
    expect(first.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    expect(first.result.items).toHaveLength(20);
    expect(first.result.items[0]).toMatchObject({
      increment_id: `TEST-${a.customer.id}-22`,
      grand_total: 171,
      currency: 'SEK',
      store_name: 'Sverige',
      payment: { method: 'avarda' },
    });
    expect(first.result.items[0].items).toEqual([
      expect.objectContaining({ sku: '150001-000', qty_ordered: 1, price_incl_tax: 122 }),
    ]);
    const second = await callApi(historyRoute, {
      method: 'GET',
      query: { token: a.token, pageSize: 10, currentPage: 3 },
    });
    expect(second.result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual(
      [2, 1, 0].map((n) => `TEST-${a.customer.id}-${n}`),
    );
    const other = await callApi(historyRoute, { method: 'GET', token: b.token });
    expect(other.result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([
      `TEST-${b.customer.id}-99`,
    ]);
    for (const bad of [{ pageSize: 0 }, { pageSize: 'abc' }, { currentPage: -1 }, { pageSize: 1000 }]) {
      expect((await callApi(historyRoute, { method: 'GET', token: a.token, query: bad })).code).toBe(400);
    }
    expect((await callApi(historyRoute, { method: 'GET' })).code).toBe(401);
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.orders)
      .where(and(eq(t.orders.customerId, a.customer.id)));
    expect(count!.n).toBe(23);
  });
});
